import { useId, useState } from 'react';
import type { StateRuleDto } from '@common/schemas/state-rules';
import { CitationLink } from './state-cell';

/** Every state's cell of one rule, filtered by a state's name or code as the person types. */
export function RuleTable({ rule }: { rule: StateRuleDto }) {
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const wanted = filter.trim().toLowerCase();
  const rows = rule.cells.filter((c) => !wanted || c.stateName.toLowerCase().includes(wanted) || c.state.toLowerCase() === wanted);
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="flex flex-col gap-1 text-sm font-medium sm:max-w-xs">
        Find a state
        <input
          id={inputId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="e.g. Ohio or OH"
          className="min-h-10 rounded-md border border-border bg-surface px-3 font-normal"
        />
      </label>
      <div className="relative overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">
            {rule.title} in every state and the District of Columbia
          </caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                State
              </th>
              {rule.columns.map((column) => (
                <th key={column.id} scope="col" className="p-3 font-semibold">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="p-3 font-semibold">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((cell) => (
              <tr key={cell.state} className="border-t border-border align-top">
                <th scope="row" className="p-3 font-semibold">
                  {cell.stateName}
                </th>
                {rule.columns.map((column) => (
                  <td key={column.id} className="p-3">
                    {cell.values[column.id]}
                  </td>
                ))}
                <td className="p-3">
                  <CitationLink cell={cell} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-3 text-sm text-muted">No state matches “{filter.trim()}”.</p>}
      </div>
    </div>
  );
}
