import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** One of the dashboard's matter cards: a heading, a link to the matters, the list or its friendly empty text. */
export function DashboardCard({ id, heading, state, empty, children }: { id: string; heading: string; state: 'loading' | 'failed' | 'empty' | 'ready'; empty: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-semibold">
          {heading}
        </h2>
        <Link href="/matters" className="text-sm font-medium text-accent hover:underline">
          All matters
        </Link>
      </div>
      {state === 'loading' && <p className="text-sm text-muted">Loading…</p>}
      {state === 'failed' && <p className="text-sm text-danger">We couldn’t load this list. Please refresh the page.</p>}
      {state === 'empty' && <div className="text-sm text-muted">{empty}</div>}
      {state === 'ready' && children}
    </section>
  );
}

export const cardState = ({ data, error }: { data?: { items: unknown[] }; error: Error | null }) =>
  error ? 'failed' : !data ? 'loading' : data.items.length ? 'ready' : 'empty';
