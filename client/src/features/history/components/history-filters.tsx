import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';

/** What is typed into the filters, before the search text is debounced. */
export interface FilterValues {
  text: string;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
}

export const NO_FILTERS: FilterValues = { text: '', from: '', to: '' };

const DATE_INPUT = 'min-h-10 w-full min-w-0 rounded-md border border-border bg-surface px-2';

/** The search box and the From/To days that both History tabs share. */
export function HistoryFilters({ value, onChange, placeholder }: { value: FilterValues; onChange: (value: FilterValues) => void; placeholder: string }) {
  const ids = { from: useId(), to: useId() };
  const { text, from, to } = value;
  const set = (patch: Partial<FilterValues>) => onChange({ ...value, ...patch });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput label="Search" showLabel value={text} onChange={(t) => set({ text: t })} placeholder={placeholder} className="min-w-60 flex-1" />
        {/* side by side even on a phone */}
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={ids.from} className="text-sm font-medium">
              From
            </label>
            <input id={ids.from} type="date" value={from} max={to || undefined} onChange={(e) => set({ from: e.target.value })} className={DATE_INPUT} />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={ids.to} className="text-sm font-medium">
              To
            </label>
            <input id={ids.to} type="date" value={to} min={from || undefined} onChange={(e) => set({ to: e.target.value })} className={DATE_INPUT} />
          </div>
        </div>
        {(text || from || to) && (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </div>
      {from && to && from > to && <p className="text-sm text-danger">The “From” day is after the “To” day, so nothing can match.</p>}
    </div>
  );
}
