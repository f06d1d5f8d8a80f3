import { ExternalLink } from 'lucide-react';
import type { StateRuleCellDto, StateRuleDto } from '@common/schemas/state-rules';

export const checkedOn = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** The statute a cell cites, as a link to its official text. */
export function CitationLink({ cell }: { cell: StateRuleCellDto }) {
  return (
    <a href={cell.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-accent hover:underline">
      {cell.citation}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">(official text, opens in a new tab)</span>
    </a>
  );
}

/** One state's rule, every column in words, with its source and the date it was checked. */
export function StateCell({ rule, cell }: { rule: StateRuleDto; cell: StateRuleCellDto }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-accent/40 bg-surface p-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,14rem)_1fr]">
        {rule.columns.map((column) => (
          <div key={column.id} className="contents">
            <dt className="text-sm font-semibold">{column.label}</dt>
            <dd className="text-sm">{cell.values[column.id]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        Source: <CitationLink cell={cell} /> · Checked {checkedOn(cell.checked)}
      </p>
    </div>
  );
}
