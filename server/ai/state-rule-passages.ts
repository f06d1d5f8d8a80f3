/**
 * A state-rule cell (content/state-rules) as a passage an answer can quote and cite: one bullet per
 * column, each in the table's own words, and the statute it comes from. Its source card opens the
 * rule's table at that state.
 */
import { stateName } from '../../common/jurisdictions';
import type { StateRule, StateRuleCell } from '../content/state-rules';
import type { Passage } from './retrieval';

export const STATE_RULE_SECTION = 'in-your-state';

export function stateRulePassage(guide: { categoryId: string; topicId: string; title: string }, rule: StateRule, cell: StateRuleCell): Omit<Passage, 'n'> {
  const name = stateName(cell.state) ?? cell.state;
  const bullets = rule.columns.map((c) => `- **${c.label}:** ${cell.values[c.id]}`);
  const markdown = `${bullets.join('\n')}\n\nSource: ${cell.citation}.`;
  return {
    ...guide,
    sectionId: STATE_RULE_SECTION,
    heading: `${rule.title} in ${name} (${cell.citation})`,
    markdown,
    text: markdown.replace(/\*\*|^- /gm, ''),
    stateRule: { id: rule.id, state: cell.state, title: rule.title, citation: cell.citation },
  };
}
