/**
 * What a question says beyond its topic: the US state it names, whether it is a short follow-up to the
 * previous question ("and in California?"), and whether the situation is urgent (someone in danger, a
 * lockout or eviction under way, a court date or deadline days away). Pure functions over the text.
 */
import { US_STATES, type StateCode } from '../../common/jurisdictions';

export type Urgency = 'safety' | 'eviction' | 'deadline';

// two-letter codes only when written in capitals, and never the ones that are also everyday words
const AMBIGUOUS_CODES = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'OH', 'AL', 'LA', 'PA', 'MA', 'DE', 'ID', 'CO', 'MO', 'MD']);
const BY_NAME = US_STATES.map(([code, name]) => ({ code, pattern: new RegExp(`\\b${name.replace(/ /g, '\\s+')}\\b`, 'gi') }));
const CODE_PATTERN = /\b([A-Z]{2})\b/g;
const CODES = new Set<string>(US_STATES.map(([code]) => code));

/** The last US state the text names (full name anywhere, or an unambiguous capitalised code). */
export function detectState(text: string): StateCode | undefined {
  let best: { code: StateCode; at: number } | undefined;
  const consider = (code: StateCode, at: number) => {
    if (!best || at >= best.at) best = { code, at };
  };
  for (const { code, pattern } of BY_NAME) {
    for (const m of text.matchAll(pattern)) {
      // "Washington, D.C." and "West Virginia" must not read as Washington / Virginia
      if (code === 'WA' && /^\s*,?\s*D\.?\s?C\b/i.test(text.slice(m.index + m[0].length))) continue;
      if (code === 'VA' && /west\s+$/i.test(text.slice(0, m.index))) continue;
      consider(code, m.index);
    }
  }
  if (/\bD\.C\.|\bWashington,?\s+D\.?\s?C\b/i.test(text)) consider('DC', text.search(/\bD\.C\.|\bWashington,?\s+D\.?\s?C\b/i));
  for (const m of text.matchAll(CODE_PATTERN)) {
    if (CODES.has(m[1]!) && !AMBIGUOUS_CODES.has(m[1]!)) consider(m[1] as StateCode, m.index);
  }
  return best?.code;
}

const FOLLOW_UP_OPENERS = /^\s*(and|also|what about|how about|what if|same|ok(ay)?|so|but|then|in)\b/i;
const CONTENT_WORD = /[a-z]{3,}/gi;
const FILLER = new Set([
  'and', 'also', 'what', 'about', 'how', 'the', 'this', 'that', 'there', 'here', 'same', 'for', 'okay', 'but', 'then',
  'does', 'work', 'works', 'apply', 'rules', 'rule', 'law', 'laws', 'state', 'case', 'mine', 'one', 'with', 'instead',
]);

/** A short question that leans on the previous one: "and in Texas?", "what about if I'm renting?" */
export function isFollowUp(question: string): boolean {
  const withoutStates = BY_NAME.reduce((t, { pattern }) => t.replace(pattern, ' '), question);
  const content = (withoutStates.match(CONTENT_WORD) ?? []).filter((w) => !FILLER.has(w.toLowerCase()));
  return content.length <= 2 || (FOLLOW_UP_OPENERS.test(question) && content.length <= 5);
}

const SAFETY = [
  /\b(hit|hits|hitting|beat|beats|beating|choke[sd]?|choking|strangl\w*|punch\w*|kick(s|ed|ing)?)\s+(me|us|my)\b/i,
  /\b(threat\w*|going)\s+to\s+(kill|hurt|harm)\b/i,
  /\b(kill|hurt|harm)\s+(me|us|myself|my\s+(kids?|children|son|daughter|baby))\b/i,
  /\b(in\s+danger|not\s+safe|unsafe\s+at\s+home|afraid\s+for\s+my\s+(life|safety)|scared\s+for\s+my\s+(life|safety))\b/i,
  /\b(domestic\s+violence|abus(e|ive|ing)\s+(partner|husband|wife|boyfriend|girlfriend|ex))\b/i,
  /\b(stalk(s|ed|ing)?\s+me|following\s+me)\b/i,
];
const EVICTION = [
  /\b(locked\s+me\s+out|changed\s+the\s+locks|shut\s+off\s+(my\s+)?(water|power|electricity|heat|utilities)|threw\s+(my\s+stuff|my\s+things|me)\s+out)\b/i,
  /\b(sheriff|marshal|constable)\b.*\b(tomorrow|today|tonight|coming|remove|evict)/i,
  /\bevict\w*\b.*\b(tomorrow|today|tonight|this\s+week|in\s+(a|one|two|three|\d+)\s+days?)\b/i,
  /\b(tomorrow|today|tonight|this\s+week|in\s+(a|one|two|three|\d+)\s+days?)\b.*\bevict\w*/i,
];
const SOON = String.raw`(tomorrow|today|tonight|this\s+(week|friday|monday|tuesday|wednesday|thursday)|next\s+(monday|tuesday|wednesday|thursday|friday)|in\s+(a|one|two|three|four|five|six|seven|\d)\s+days?|within\s+(a|one|two|three|\d)\s+days?|(two|three|\d)\s+days\s+(left|to))`;
const DEADLINE = [
  new RegExp(String.raw`\b(court\s+date|hearing|trial|deadline|due|answer|respond|appear|summons)\b.*\b${SOON}`, 'i'),
  new RegExp(String.raw`\b${SOON}\b.*\b(court|hearing|trial|deadline|due|answer|respond|appear)\b`, 'i'),
];

/** The most pressing kind of urgency in the text, if any: safety first, then a home at stake, then a deadline. */
export function detectUrgency(text: string): Urgency | undefined {
  if (SAFETY.some((p) => p.test(text))) return 'safety';
  if (EVICTION.some((p) => p.test(text))) return 'eviction';
  if (DEADLINE.some((p) => p.test(text))) return 'deadline';
  return undefined;
}
