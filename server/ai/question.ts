/**
 * Whether a question is a short follow-up that leans on the one before it ("and in California?",
 * "what about if I'm renting?"). What else a message says (its problems, state, dates, urgency) is
 * read by issue spotting (./issues).
 */
import { US_STATES } from '../../common/jurisdictions';

const STATE_NAMES = new RegExp(`\\b(${US_STATES.map(([, name]) => name.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');
const FOLLOW_UP_OPENERS = /^\s*(and|also|what about|how about|what if|same|ok(ay)?|so|but|then|in)\b/i;
const CONTENT_WORD = /[a-z]{3,}/gi;
const FILLER = new Set([
  'and', 'also', 'what', 'about', 'how', 'the', 'this', 'that', 'there', 'here', 'same', 'for', 'okay', 'but', 'then',
  'does', 'work', 'works', 'apply', 'rules', 'rule', 'law', 'laws', 'state', 'case', 'mine', 'one', 'with', 'instead',
]);

/** A short question that leans on the previous one: "and in Texas?", "what about if I'm renting?" */
export function isFollowUp(question: string): boolean {
  const withoutStates = question.replace(STATE_NAMES, ' ');
  const content = (withoutStates.match(CONTENT_WORD) ?? []).filter((w) => !FILLER.has(w.toLowerCase()));
  return content.length <= 2 || (FOLLOW_UP_OPENERS.test(question) && content.length <= 5);
}
