/**
 * The dates of an agreement: when it is made (the agreement date), when it takes effect, and when it
 * ends: a date it names ("expires on December 31, 2028"), the second of two dates that bound its term
 * ("from March 15, 2026 to March 14, 2027"), its start plus the term it states, or "perpetual" when it
 * runs until someone ends it. Dates are read as contracts write them: "January 1, 2027", "Jan. 1st,
 * 2027", "1 January 2027", "the 3rd day of November, 2025", "3/15/2026" (US order) and "2026-03-15".
 * Pure.
 */

export interface FoundDate {
  /** YYYY-MM-DD */
  iso: string;
  start: number;
  end: number;
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** "1st", "1 st", and "1s t" as a superscript ordinal reads once extracted from a PDF */
const DAY = '(\\d{1,2})(?:\\s?(?:st|nd|rd|th)|s\\s?t|n\\s?d|r\\s?d|t\\s?h)?';
const YEAR_AFTER = '(?:\\s*,\\s*|\\s+)(\\d{4})\\b';
const DATES = new RegExp(
  [
    `\\b${MONTH}\\s+${DAY}${YEAR_AFTER}`, // January 1, 2027
    `\\b${DAY}\\s+(?:day\\s+of\\s+|of\\s+)?${MONTH}${YEAR_AFTER}`, // 1 January 2027, the 1st day of January, 2027
    '\\b(\\d{1,2})/(\\d{1,2})/(\\d{4})\\b', // 3/15/2026
    '\\b(\\d{4})-(\\d{2})-(\\d{2})\\b', // 2026-03-15
  ].join('|'),
  'gi',
);

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function valid(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? isoOf(d) : undefined;
}

/** a text of nothing but dates is read this many dates deep: real contracts hold a few hundred */
const MAX_DATES = 1000;
/** and this many mentions of an anniversary or of a perpetual term */
const MAX_MENTIONS = 200;
const upTo = <T>(items: Iterable<T>, n = MAX_MENTIONS): T[] => {
  const out: T[] = [];
  for (const item of items) if (out.push(item) >= n) break;
  return out;
};

/** Every date in text[from, to), in order (the first MAX_DATES of them). */
export function datesIn(text: string, from = 0, to = text.length): FoundDate[] {
  const found: FoundDate[] = [];
  for (const m of text.slice(from, to).matchAll(DATES)) {
    if (found.length === MAX_DATES) break;
    const g = m.slice(1).map((x) => x ?? '');
    const month = (name: string) => MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase()) + 1;
    const iso = g[0]
      ? valid(Number(g[2]), month(g[0]), Number(g[1]))
      : g[3]
        ? valid(Number(g[5]), month(g[4]!), Number(g[3]))
        : g[6]
          ? valid(Number(g[8]), Number(g[6]), Number(g[7]))
          : valid(Number(g[9]), Number(g[10]), Number(g[11]));
    if (iso) found.push({ iso, start: from + m.index, end: from + m.index + m[0].length });
  }
  return found;
}

/** the date plus whole months, as calendars count them (Jan 31 + 1 month is the last day of February) */
export function addMonths(iso: string, months: number, days = 0): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoOf(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last)) + days * 86_400_000));
}

/** whole months from one date to the day after another, rounded: March 15 to March 14 next year is 12 */
export function monthsBetween(first: string, last: string): number {
  const [y1, m1, d1] = first.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = addMonths(last, 0, 1).split('-').map(Number) as [number, number, number];
  return Math.round((y2 - y1) * 12 + (m2 - m1) + (d2 - d1) / 30);
}

const OPENING_CHARS = 3000;
/** what a date the opening gives is for, read in the words just before it */
const MADE = /\b(?:dated|made|entered\s+into|executed|signed|agreement\s+date|date\s+of\s+(?:this\s+)?agreement|last\s+(?:updated|revised|modified))\b[^.;]{0,60}$|(?:^|\n)[ \t]*date[ \t]*:?[ \t]*$/i;
const EFFECTIVE = /\b(?:effective|as\s+of|commenc\w*|start\w*|begin\w*)\b[^.;]{0,60}$/i;

function before(text: string, d: FoundDate, chars = 100): string {
  return text.slice(Math.max(0, d.start - chars), d.start);
}

/** the words of the date's sentence before it */
function sentenceBefore(text: string, d: FoundDate): string {
  return before(text, d, 200).split(/[.;]\s/).at(-1)!;
}

/** a date of another, earlier agreement this one refers to: "the Agreement previously entered into on …" */
const EARLIER = /\b(?:whereas|previously|originally|original|prior|existing|heretofore|amends?)\b/i;
/** "… to the Supply Agreement dated April 1, 2017", "that certain Note Purchase Agreement dated as of …" */
const ANOTHER = /\b(?:the|that|certain|an?|said)\s+(?:[\w&-]+\s+){0,6}?(?:agreement|contract|note|lease|plan)\s*,?\s*(?:\([^)]{0,40}\)\s*,?\s*)?(?:dated|made|entered\s+into)(?:\s+(?:as\s+of|on|this))?\s+(?:the\s+)?$/i;
const EFFECTIVE_AS_OF = /\b(?:effective|agreement|contract)\b[^.;]{0,40}\bas\s+of\s+$/i;

/** how far a cover page and a table of contents may push the preamble */
const PREAMBLE_CHARS = 30_000;
/** "Date: November 5, 2019" under a signature */
const SIGNED_ON = /\bdate(?:d|\s+signed)?\s*:\s*$/i;
/** a date of something else: "Delivery Date:", "Effective Date:" */
const NAMED_DATE = /\b(?:effective|commencement|termination|expiration|expiry|delivery|closing|start|end|due|payment|billing|invoice|shipp?(?:ing|ment)?|renewal|launch|completion|target|release|birth|filing|issue)\s+date\s*:\s*$/i;

/**
 * The date the agreement says it is made, dated or entered into; else a letter's date line; else the
 * last date the signatures give.
 */
export function agreementDate(text: string): FoundDate | undefined {
  const dates = datesIn(text, 0, OPENING_CHARS).filter((d) => !EARLIER.test(sentenceBefore(text, d)) && !ANOTHER.test(sentenceBefore(text, d)));
  const made = dates.find((d) => MADE.test(before(text, d))) ?? dates.find((d) => EFFECTIVE_AS_OF.test(before(text, d)));
  if (made) return made;
  const dateLine = dates.find((d) => d.start < 600 && /(?:^|\n)[ \t]*$/.test(before(text, d, 20)) && /^[ \t]*(?:\n|$)/.test(text.slice(d.end, d.end + 20)));
  if (dateLine) return dateLine;
  const effective = dates.find((d) => EFFECTIVE.test(before(text, d)));
  if (effective) return effective;
  // a preamble after a cover page or a table of contents: "This … Agreement is entered into as of …"
  const preamble = datesIn(text, OPENING_CHARS, PREAMBLE_CHARS).find((d) => MADE.test(before(text, d)) && /\bthis\b/i.test(before(text, d, 200)));
  if (preamble) return preamble;
  return datesIn(text, Math.max(0, text.length - PREAMBLE_CHARS))
    .filter((d) => SIGNED_ON.test(before(text, d, 30)) && !NAMED_DATE.test(before(text, d, 30)))
    .sort((a, b) => a.iso.localeCompare(b.iso))
    .at(-1);
}

/** The date the opening says the agreement takes effect, is made or dated; else its first date. */
export function effectiveDate(text: string): FoundDate | undefined {
  const dates = datesIn(text, 0, OPENING_CHARS);
  return dates.find((d) => EFFECTIVE.test(before(text, d)) || MADE.test(before(text, d))) ?? dates[0];
}

/** "from March 15, 2026 to March 14, 2027", "commencing on … and ending on …", "beginning … through …" */
export function termBetween(text: string): { first: FoundDate; last: FoundDate; months: number } | undefined {
  const dates = datesIn(text);
  for (let i = 0; i + 1 < dates.length; i++) {
    const [from, last] = [dates[i]!, dates[i + 1]!];
    const between = text.slice(from.end, last.start);
    if (between.length > 120 || /[.;]\s/.test(between)) continue;
    if (!/\b(?:to|until|through|thru|end\w*|expir\w*|terminat\w*|conclud\w*)\s+(?:on\s+)?(?:and\s+including\s+)?(?:the\s+)?$/i.test(between)) continue;
    const lead = sentenceBefore(text, from);
    if (!/\b(?:from|commenc\w*|begin\w*|start\w*|effective)\s+(?:on\s+)?(?:the\s+)?$/i.test(lead.slice(-30))) continue;
    if (!/\b(?:terms?|tenancy|lease|this\s+(?:agreement|contract)|contract\s+period)\b/i.test(lead)) continue;
    const months = monthsBetween(from.iso, last.iso);
    if (months >= 1 && last.iso > from.iso) return { first: from, last, months };
  }
  return undefined;
}

/** the agreement (or its term) goes on until someone ends it: the words, then what must stand before them */
const PERPETUAL =
  /\b(?:perpetual(?:ly)?|(?:in|for)\s+perpetuity|indefinite(?:ly)?|(?:an?\s+)?(?:indefinite|unlimited)\s+period|until\s+(?:it\s+is\s+|so\s+)?terminated|until\s+termination|when\s+terminated)\b/gi;
const PERPETUAL_LEAD = /\b(?:this\s+(?:agreement|contract|lease)|the\s+term)\b[^.;]{0,160}\b(?:continu|remain|be\s+in\s+(?:effect|force)|be\s+valid|end|entered\s+into\s+for)\w*\b[^.;,]{0,60}$/i;
/** "continue for five years until terminated", "renews year to year until terminated": an end, then renewals */
const RENEWS = /\b(?:year|month|period|renew|successive|basis|initial)/i;
/** "upon termination of this Agreement, the licence shall remain in perpetuity": what outlives it */
const OUTLIVES = /\b(?:upon|after|following)\s+(?:the\s+|any\s+)?(?:termination|expiration)|\bsurviv/i;
/** "This Agreement shall expire on", "the term … shall terminate on", "Expiration Date:": its end, then the date */
const ENDS_ON = new RegExp(
  [
    // "the term of this Agreement shall commence on the Effective Date and shall terminate on"
    '(?<!\\bof\\s+(?:the|this)\\s+)\\b(?:term|agreement|contract|lease|tenancy)\\b[^.;]{0,120}?\\b(?:expir(?:e|es|ing)|terminat(?:e|es|ing)|end(?:s|ing)?|conclud(?:e|es|ing)|continu(?:e|es|ing)|remain(?:s|ing)?|run(?:s|ning)?|be\\s+in\\s+effect)\\b[^.;]{0,60}?\\b(?:on|until|through|thru|at|as\\s+of)\\s+(?:[^.;]{0,30}?\\s+on\\s+)?(?:the\\s+earlier\\s+of\\s+(?:\\(\\w+\\)\\s*)?)?(?:the\\s+)?$',
    // "Term shall mean the Effective Date through"
    '\\bterm\\b[^.;]{0,20}\\bmeans?\\b[^.;]{0,60}?\\b(?:through|until)\\s+(?:the\\s+)?$',
    '\\b(?:termination|expiration|expiry|end)\\s+date\\s*:\\s*$',
  ].join('|'),
  'i',
);
/** the words that may stand just before an end date: the cheap test that comes first */
const END_WORD = /\b(?:on|until|through|thru|at|of|\(\w+\)|date\s*:|the)\s*$/i;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
/** "ends on the fifth anniversary of the Effective Date", "the five (5) year anniversary of the Effective Date" */
const ANNIVERSARY = new RegExp(
  `\\b(?:(${ORDINALS.join('|')})|(\\d{1,2})(?:st|nd|rd|th)?|[a-z]+\\s+\\((\\d{1,2})\\)(?:[- ]year)?|(\\d{1,2})[- ]year)\\s+anniversary\\s+of\\s+the\\s+(?:effective|commencement)\\s+date\\b`,
  'gi',
);
/** the term runs from something other than the agreement's start: "three years from the Launch Date" */
const OTHER_START = /\b(?:from|following|after|of)\s+(?:the\s+)?(?![Ee]ffective\b|[Ee]xecution\b|[Cc]ommencement\b|[Dd]ate\s+(?:hereof|first|of\s+this))[A-Z][\w-]*\s+(?:Date|Period)\b|\blaunch|\bpurchase\s+order|\bseason\b/;

/** the sentence around [start, end): from the full stop before it to the one after it, at most 300 characters each way */
function sentenceOf(text: string, start: number, end: number): { start: number; end: number } {
  const from = Math.max(text.lastIndexOf('.', start) + 1, start - 300);
  const to = text.slice(end, end + 300).search(/\.(?:\s|$)/);
  return { start: from, end: to < 0 ? Math.min(text.length, end + 300) : end + to };
}

/**
 * When the agreement ends: a date it names, the end of the dates bounding its term, "perpetual", or its
 * start plus the term it states. The start is a date in the term's own sentence, else the effective date
 * unless the term runs from some other event ("from the Launch Date"). A term ends on its anniversary,
 * as lawyers label it: one year from 2026-03-01 ends 2027-03-01.
 */
export function expirationDate(
  text: string,
  effective?: FoundDate,
  term?: { months: number; start: number; end: number },
): { value: string; start: number; end: number } | undefined {
  const named = namedEnd(text);
  if (named) return named;
  for (const m of effective ? upTo(text.matchAll(ANNIVERSARY)) : []) {
    if (!ENDS_ON.test(text.slice(Math.max(0, m.index - 200), m.index).split(/[.;]\s/).at(-1)!)) continue;
    const years = m[1] ? ORDINALS.indexOf(m[1].toLowerCase()) + 1 : Number(m[2] ?? m[3] ?? m[4]);
    if (years > 0) return { value: addMonths(effective!.iso, years * 12), start: m.index, end: m.index + m[0].length };
  }
  if (!term) return undefined;
  const sentence = sentenceOf(text, term.start, term.end);
  const words = text.slice(sentence.start, sentence.end);
  const start = datesIn(text, sentence.start, sentence.end)[0]?.iso ?? (OTHER_START.test(words) ? undefined : effective?.iso);
  return start ? { value: addMonths(start, term.months), start: term.start, end: term.end } : undefined;
}

function namedEnd(text: string): { value: string; start: number; end: number } | undefined {
  const between = termBetween(text);
  if (between) return { value: between.last.iso, start: between.first.start, end: between.last.end };
  for (const d of datesIn(text)) {
    const lead = sentenceBefore(text, d);
    if (END_WORD.test(lead.slice(-12)) && ENDS_ON.test(lead)) return { value: d.iso, start: d.start - lead.length, end: d.end };
  }
  for (const m of upTo(text.matchAll(PERPETUAL))) {
    const lead = text.slice(Math.max(0, m.index - 240), m.index).split(/[.;]\s/).at(-1)!;
    const subject = PERPETUAL_LEAD.exec(lead);
    const endless = subject && !(/terminat/i.test(m[0]) && RENEWS.test(subject[0])) && !OUTLIVES.test(lead);
    if (endless || /^\s+term\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6))) {
      return { value: 'perpetual', start: m.index - lead.length + (subject?.index ?? lead.length), end: m.index + m[0].length };
    }
  }
  return undefined;
}
