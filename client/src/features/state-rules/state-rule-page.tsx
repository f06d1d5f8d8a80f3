import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { stateName, type StateCode } from '@common/jurisdictions';
import { RULE_IDS, type RuleId } from '@common/schemas/state-rules';
import { JurisdictionSelect } from '@/components/jurisdiction-select';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useMyState } from '@/lib/my-state';
import { useStateRules } from './api/queries';
import { RuleTable } from './components/rule-table';
import { checkedOn, StateCell } from './components/state-cell';

const isRule = (id: string): id is RuleId => (RULE_IDS as readonly string[]).includes(id);

/** /state-rules/:ruleId: one rule, the person's state first, then every state. */
export default function StateRulePage() {
  const { ruleId = '' } = useParams<{ ruleId: string }>();
  const known = isRule(ruleId);
  const { data, isLoading, error } = useStateRules({ rule: known ? ruleId : undefined }, { enabled: known });
  const [saved, save] = useMyState();
  // a source card of an answer opens the table at the answer's state (?state=GA)
  const asked = new URLSearchParams(useSearch()).get('state') ?? '';
  const [shown, setShown] = useState<StateCode | null>(stateName(asked) ? (asked as StateCode) : null);
  const state = shown ?? saved;
  const pick = (value: StateCode | null) => {
    setShown(null);
    save(value);
  };
  const rule = known ? data?.rules[0] : undefined;
  if (!known) return <Missing />;
  if (isLoading) return <FullScreenSpinner fullScreen={false} />;
  if (error || !rule) return <p className="text-danger">We couldn’t load this table. Please refresh the page.</p>;
  const cell = state && rule.cells.find((c) => c.state === state);
  return (
    <article className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/state-rules" className="text-accent hover:underline">
          Rules by state
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">{rule.title} by state</h1>
        <p className="max-w-[70ch] text-lg text-muted">{rule.summary}</p>
        <p className="text-sm text-muted">General information, not legal advice. Laws change: follow the link to the official text before you rely on a rule. Reviewed {checkedOn(rule.reviewed)}.</p>
      </header>
      <section aria-labelledby="your-state-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="your-state-heading" className="text-xl font-semibold">
            {cell ? cell.stateName : 'Your state'}
          </h2>
          <JurisdictionSelect value={state} onChange={pick} />
        </div>
        {cell ? <StateCell rule={rule} cell={cell} /> : <p className="text-sm text-muted">Choose your state to see its rule first.</p>}
      </section>
      <section aria-labelledby="all-states-heading" className="flex flex-col gap-3">
        <h2 id="all-states-heading" className="text-xl font-semibold">
          All 50 states and DC
        </h2>
        <RuleTable rule={rule} />
      </section>
    </article>
  );
}

function Missing() {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">We couldn’t find that table</h1>
      <Link href="/state-rules" className="text-accent hover:underline">
        See every rule by state
      </Link>
    </div>
  );
}
