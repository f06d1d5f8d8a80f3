/** Looks up a state's cell of a state-rules table, for templates that quote the rule where the reader lives. */
import type { StateRule, StateRuleCell } from '../content/state-rules';

export function stateRuleCells(rules: StateRule[]): (ruleId: string, state: string) => StateRuleCell | undefined {
  const byRule = new Map(rules.map((r) => [r.id as string, new Map(r.cells.map((c) => [c.state as string, c]))]));
  return (ruleId, state) => byRule.get(ruleId)?.get(state);
}
