/**
 * Whether a story is urgent: someone in danger, a home being lost right now (a lockout, the sheriff
 * coming), or a court date or deadline days away. Read sentence by sentence, so "hearing" in one
 * paragraph and "tomorrow" in another do not make a deadline.
 */
import { nextDeadline, type DateFact } from './dates';

export type Urgency = 'safety' | 'eviction' | 'deadline';

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
  /\b(sheriff|marshal|constable)\b[^]{0,150}?\b(tomorrow|today|tonight|coming|remove|evict)/i,
  /\bevict\w*\b[^]{0,150}?\b(tomorrow|today|tonight|this\s+week|in\s+(a|one|two|three|\d+)\s+days?)\b/i,
  /\b(tomorrow|today|tonight|this\s+week|in\s+(a|one|two|three|\d+)\s+days?)\b[^]{0,150}?\bevict\w*/i,
];
const SOON = String.raw`(tomorrow|today|tonight|this\s+(week|friday|monday|tuesday|wednesday|thursday)|next\s+(monday|tuesday|wednesday|thursday|friday)|in\s+(a|one|two|three|four|five|six|seven|\d)\s+days?|within\s+(a|one|two|three|\d)\s+days?|(two|three|\d)\s+days\s+(left|to))`;
const DEADLINE = [
  new RegExp(String.raw`\b(court\s+date|hearing|trial|deadline|due|answer|respond|appear|summons)\b[^]{0,150}?\b${SOON}`, 'i'),
  new RegExp(String.raw`\b${SOON}\b[^]{0,150}?\b(court|hearing|trial|deadline|due|answer|respond|appear)\b`, 'i'),
];
/** a hearing or deadline this many days away or fewer is urgent */
const SOON_DAYS = 7;

/** a sentence longer than this is read in pieces of this size, so no pattern reads far */
const PIECE_CHARS = 400;
const sentences = (text: string) => (text.match(/[^.?!\n]+[.?!\n]*/g) ?? []).flatMap((s) => s.match(new RegExp(`[^]{1,${PIECE_CHARS}}`, 'g')) ?? []);

/** The most pressing kind of urgency in the text, if any: safety first, then a home at stake, then a deadline. */
export function detectUrgency(text: string, dates: DateFact[] = []): Urgency | undefined {
  const said = sentences(text);
  const any = (patterns: RegExp[]) => said.some((s) => patterns.some((p) => p.test(s)));
  if (any(SAFETY)) return 'safety';
  if (any(EVICTION)) return 'eviction';
  const next = nextDeadline(dates);
  if ((next && next.daysFromNow <= SOON_DAYS) || any(DEADLINE)) return 'deadline';
  return undefined;
}
