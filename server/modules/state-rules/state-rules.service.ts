/**
 * The state-rule tables and the legal-help directory as the API, the assistant and the analyzer read
 * them: from the content records the start-up sync wrote (server/content/sync.ts).
 */
import { stateName, type StateCode } from '../../../common/jurisdictions';
import type { LegalHelp } from '../../../common/schemas/legal-help';
import { RULE_IDS, type RuleId, type StateRuleDto } from '../../../common/schemas/state-rules';
import type { StateRule, StateRuleCell } from '../../content/state-rules';
import type { createContentRecordsRepository } from '../../content/records.repository';

type Records = ReturnType<typeof createContentRecordsRepository>;

const latestReview = (rule: StateRule) => rule.reviews.map((r) => r.date).sort().at(-1) ?? '';

function toDto(rule: StateRule, state?: StateCode): StateRuleDto {
  return {
    id: rule.id,
    title: rule.title,
    summary: rule.summary,
    guides: rule.guides,
    columns: rule.columns,
    reviewed: latestReview(rule),
    cells: rule.cells
      .filter((c) => !state || c.state === state)
      .map(({ state: code, values, citation, url, checked }) => ({ state: code, stateName: stateName(code) ?? code, values, citation, url, checked })),
  };
}

export function createStateRulesService(records: Records) {
  // the tables are the files this version of the server synced at start, so they are read once
  let cached: Promise<StateRule[]> | undefined;
  const all = () => {
    cached ??= records.list<StateRule>('state-rules').then((rules) => rules.sort((a, b) => RULE_IDS.indexOf(a.id) - RULE_IDS.indexOf(b.id))).catch((err: unknown) => {
      cached = undefined;
      throw err;
    });
    return cached;
  };
  return {
    async rules(query: { rule?: RuleId; guide?: string; state?: StateCode } = {}): Promise<{ rules: StateRuleDto[] }> {
      const rules = (await all()).filter((r) => (!query.rule || r.id === query.rule) && (!query.guide || r.guides.includes(query.guide)));
      return { rules: rules.map((r) => toDto(r, query.state)) };
    },

    /** The tables a guide shows, each with the one cell of `state`, in the order of RULE_IDS. */
    async forGuide(guide: string, state: StateCode): Promise<{ rule: StateRule; cell: StateRuleCell }[]> {
      return (await all())
        .filter((r) => r.guides.includes(guide))
        .flatMap((rule) => rule.cells.filter((c) => c.state === state).map((cell) => ({ rule, cell })));
    },

    async legalHelp(state?: StateCode): Promise<{ states: LegalHelp[] }> {
      return { states: await records.list<LegalHelp>('legal-help', state ? [state] : undefined) };
    },
  };
}
export type StateRulesService = ReturnType<typeof createStateRulesService>;
