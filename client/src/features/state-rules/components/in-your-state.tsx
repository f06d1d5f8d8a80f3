import { Link } from 'wouter';
import { JurisdictionSelect } from '@/components/jurisdiction-select';
import { useMyState } from '@/lib/my-state';
import { useStateRules } from '../api/queries';
import { RuleTable } from './rule-table';
import { StateCell } from './state-cell';

/**
 * A guide's "In your state": the rule for the person's state first (the one they last chose anywhere),
 * then every state's in a searchable table. Nothing shows for a guide without a state table.
 */
export function InYourState({ guide }: { guide: string }) {
  const { data } = useStateRules({ guide });
  const [state, pick] = useMyState();
  if (!data?.rules.length) return null;
  return (
    <section id="in-your-state" aria-labelledby="in-your-state-heading" className="flex scroll-mt-20 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="in-your-state-heading" className="mt-4 text-xl font-semibold">
          In your state
        </h2>
        <JurisdictionSelect value={state} onChange={pick} />
      </div>
      {data.rules.map((rule) => {
        const cell = state && rule.cells.find((c) => c.state === state);
        return (
          <div key={rule.id} className="flex flex-col gap-3">
            <h3 className="font-semibold">{rule.title}</h3>
            {cell ? <StateCell rule={rule} cell={cell} /> : <p className="text-sm text-muted">Choose your state to see its rule first.</p>}
            <details className="group">
              <summary className="cursor-pointer text-sm font-medium text-accent">Compare all 50 states and DC</summary>
              <div className="mt-3">
                <RuleTable rule={rule} />
              </div>
            </details>
            <Link href={`/state-rules/${rule.id}`} className="self-start text-sm text-accent hover:underline">
              {rule.title} by state: the full table
            </Link>
          </div>
        );
      })}
    </section>
  );
}
