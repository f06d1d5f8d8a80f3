/**
 * The dates a story gives and what they are: a hearing or court date, a deadline, something received
 * or served, or just when something happened. Dates are read by chrono-node (with one parser added for
 * a bare day of the month: "the hearing is on the 14th"), relative to `now`, and kept only where the
 * words say a date: "in 3 days", "last week", "June 1st", "7/14", not "worked there 3 years".
 */
import * as chrono from 'chrono-node';

export type DateKind = 'hearing' | 'deadline' | 'received' | 'event';

export interface DateFact {
  /** as written */
  text: string;
  /** YYYY-MM-DD */
  date: string;
  kind: DateKind;
  /** whole days from today to the date; negative in the past */
  daysFromNow: number;
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;
/** a sentence longer than this is read in pieces of this size; a story gives at most MAX_DATES dates */
const PIECE_CHARS = 400;
const MAX_DATES = 40;
const MAX_READ = 120;
const ORDINAL_DAY = /\b(?:on|by|before|until|the)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i;

/** chrono's casual English, plus "on the 14th": the next such day (or the last, for a past-tense sentence) */
const parser = chrono.casual.clone();
parser.parsers.push({
  pattern: () => ORDINAL_DAY,
  extract: (context, match) => {
    const day = Number(match[1]);
    if (day < 1 || day > 31) return null;
    const ref = context.reference.instant;
    const month = ref.getDate() <= day ? ref.getMonth() : ref.getMonth() + 1;
    const date = new Date(ref.getFullYear(), month, day);
    return context.createParsingComponents({ day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() });
  },
});

/** a result that is only a length of time ("3 years") is no date unless the words around make it one */
const ANCHOR = /\b(ago|in|within|next|last|this|today|tonight|tomorrow|yesterday|on|by|since|until|before|after)\b|\d{1,2}[/-]\d{1,2}|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|day\b|\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
const BARE_LENGTH = /^\s*(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(minutes?|hours?|days?|weeks?|months?|years?)\s*$/i;
/** what a date's own words must hold: "the hour" in "paid by the hour" is no date */
const DATE_WORDS = /\d|\b(today|tonight|tomorrow|yesterday|week|weekend|month|year|ago|(mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\b/i;
/** sentences holding none of these hold no date: chrono reads only the others */
const MAY_HOLD_DATE = /\d|\b(today|tonight|tomorrow|yesterday|week|month|year|ago|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\b/i;

const HEARING = /\b(hearing|court\s+date|trial|arraign\w*|appear\w*|mediation|sentencing|in\s+front\s+of\s+(a|the)\s+judge|go\s+to\s+court|court\s+on|court\s+is)\b/i;
const DEADLINE = /\b(due|deadline|within|respond|answer|expire\w*|last\s+day|have\s+\w+\s+days|must|need\s+to|has\s+to|until|by\s+the|move\s+out|vacate|pay\s+or)\b/i;
const RECEIVED = /\b(got|received|served|sent|mailed|gave\s+me|handed|posted|delivered|letter|notice|papers)\b/i;

/** The sentence around an offset: from the previous full stop, line break or question mark to the next. */
function sentenceAround(text: string, start: number, end: number): string {
  const from = Math.max(text.lastIndexOf('.', start - 1), text.lastIndexOf('\n', start - 1), text.lastIndexOf('?', start - 1), text.lastIndexOf('!', start - 1)) + 1;
  const stop = text.slice(end).search(/[.?!\n]/);
  return text.slice(from, stop < 0 ? text.length : end + stop);
}

function kindOf(sentence: string, daysFromNow: number): DateKind {
  if (HEARING.test(sentence)) return 'hearing';
  if (daysFromNow >= 0 && DEADLINE.test(sentence)) return 'deadline';
  if (daysFromNow <= 0 && RECEIVED.test(sentence)) return 'received';
  return 'event';
}

const dayOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
const isoDay = (d: Date) => new Date(dayOf(d)).toISOString().slice(0, 10);

export function findDates(text: string, now: Date): DateFact[] {
  const facts: DateFact[] = [];
  let read = 0;
  // each sentence that may hold a date, read alone: chrono over a whole long story costs far more
  for (const m of text.matchAll(new RegExp(`[^.?!\\n]{1,${PIECE_CHARS}}[.?!\\n]*`, 'g'))) {
    const sentence = m[0];
    if (facts.length >= MAX_DATES) break;
    if (!MAY_HOLD_DATE.test(sentence)) continue;
    const results = parser.parse(sentence, now, { forwardDate: !/\b(ago|last|yesterday|was|were|had|got|received)\b/i.test(sentence) });
    // what chrono reads costs time whether or not it is kept: a text of nothing but dates stops early
    read += results.length;
    if (read > MAX_READ) break;
    for (const r of results) {
      const around = sentence.slice(Math.max(0, r.index - 12), r.index + r.text.length + 6);
      if (!DATE_WORDS.test(r.text) || (BARE_LENGTH.test(r.text) && !/\b(ago|in|within)\b/i.test(around))) continue;
      if (!ANCHOR.test(around)) continue;
      const date = r.start.date();
      const daysFromNow = Math.round((dayOf(date) - dayOf(now)) / DAY_MS);
      const start = m.index + r.index;
      facts.push({ text: r.text, date: isoDay(date), kind: kindOf(sentenceAround(text, start, start + r.text.length), daysFromNow), daysFromNow, start, end: start + r.text.length });
    }
  }
  return facts;
}

/** The nearest hearing or deadline still ahead, if any. */
export function nextDeadline(dates: DateFact[]): DateFact | undefined {
  return dates.filter((d) => (d.kind === 'hearing' || d.kind === 'deadline') && d.daysFromNow >= 0).sort((a, b) => a.daysFromNow - b.daysFromNow)[0];
}
