import { Info } from 'lucide-react';
import { stateName } from '@common/jurisdictions';
import type { Draft } from '@common/schemas/drafting';

/** What the drafter's state asks beyond the document (a required form, a filing step), each with its source. */
export function StateNotices({ notices, state }: { notices: Draft['notices']; state: Draft['state'] }) {
  if (!notices.length || !state) return null;
  return (
    <aside aria-labelledby="state-notices-heading" className="flex gap-3 rounded-lg border border-accent/40 bg-accent-soft p-4">
      <Info className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 id="state-notices-heading" className="font-semibold">
          In {stateName(state)}
        </h3>
        <ul className="flex flex-col gap-2 text-sm leading-relaxed">
          {notices.map((n) => (
            <li key={`${n.cite}${n.text}`}>
              {n.text}{' '}
              <span className="text-muted">
                (
                {n.url ? (
                  <a href={n.url} target="_blank" rel="noreferrer" className="text-accent underline underline-offset-2">
                    {n.cite}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  n.cite
                )}
                )
              </span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
