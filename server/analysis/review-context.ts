/**
 * What the review rules read an agreement with: its text, typed clauses, kind and key terms, and the small
 * tools they share: the passages of a clause type, its sentences, the sentence that says something, and
 * who a sentence binds.
 */
import type { AreaToReview, Clause, ClauseType, DocumentType, KeyTerm } from '../../common/schemas/documents';

export interface Passage {
  text: string;
  start: number;
  end: number;
}

export interface Context {
  text: string;
  /** the sentences of the whole text, cut once (a long document has tens of thousands) */
  allSentences: () => Passage[];
  clauses: Clause[];
  documentType: DocumentType;
  keyTerms: KeyTerm[];
}

export type Found = Omit<AreaToReview, 'start' | 'end'> & { at?: Passage };

export function clausesOf(ctx: Context, ...types: ClauseType[]): Passage[] {
  const seen = new Set<number>();
  return ctx.clauses
    .filter((c) => types.includes(c.type) && !seen.has(c.start) && seen.add(c.start))
    .map((c) => ({ text: ctx.text.slice(c.start, c.end), start: c.start, end: c.end }));
}

export const has = (ctx: Context, ...types: ClauseType[]) => ctx.clauses.some((c) => types.includes(c.type));

/** Words after which a full stop does not end a sentence: numbering ("1.", "3.2"), initials, abbreviations. */
const NOT_AN_END = /(?:^|\s)(?:[A-Za-z]|\d+(?:\.\d+)*|[ivxIVX]+|No|Nos|Inc|Co|Corp|Ltd|St|Mr|Ms|Mrs|Dr|Sec|Art|U\.S|e\.g|i\.e|etc)$/;

/** The sentences of a passage (a blank line ends one too), with offsets into the whole text. */
export function sentences(passage: Passage): Passage[] {
  const found: Passage[] = [];
  let from = 0;
  const push = (to: number) => {
    const raw = passage.text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim()) found.push({ text: raw.trim(), start: passage.start + from + lead, end: passage.start + from + lead + raw.trim().length });
    from = to;
  };
  for (const m of passage.text.matchAll(/[.;!?]+(?=\s|$)|\n\s*\n/g)) {
    if (m[0].startsWith('.') && NOT_AN_END.test(passage.text.slice(from, m.index))) continue;
    push(m.index + (m[0].startsWith('\n') ? 0 : m[0].length));
  }
  push(passage.text.length);
  return found;
}

const MIN_SENTENCE_WORDS = 6;

/** The first sentence saying it, preferring real sentences to headings ("3.3 Late Charge."). */
export function firstSentence(passages: Passage[], pattern: RegExp): Passage | undefined {
  return firstSaying(passages.flatMap(sentences), pattern);
}

export function firstSaying(all: Passage[], pattern: RegExp): Passage | undefined {
  const saying = all.filter((s) => pattern.test(s.text));
  return saying.find((s) => s.text.split(/\s+/).length >= MIN_SENTENCE_WORDS) ?? saying[0];
}

/** The sentence of these passages that says it, else the first passage. */
export function pinpoint(passages: Passage[], pattern: RegExp): Passage | undefined {
  return firstSentence(passages, pattern) ?? passages[0];
}

/** Words that open a clause rather than name a party: "If Tenant shall…", "agrees that Landlord may…". */
const NOT_A_NAME = /^(?:and|or|nor|but|if|then|that|when|where|while|unless|until|the|a|an|in|of|for|to|by|with|on|at|as|this|such|any|all|no|not|which|who|after|before|upon|within|provided|however|notwithstanding|except|although|because|so)$/i;
const BINDING = /\b(each party|either party|both parties|the parties|you|[A-Za-z][\w&'’]*(?:[ \t]+[A-Za-z][\w&'’]*){0,3})[ \t]+(?:shall|will|must|agrees? to|is required to|may)\b/gi;

/**
 * Who a sentence binds: "Tenant" in "Tenant shall pay…", "you" in "You agree to…"; "each party" when mutual.
 * A name is the capitalised words just before the verb, on its line: a heading above the sentence
 * ("INDEMNITY AND LIABILITY" then "Tenant shall…") or the words of a clause ("If rent is late Tenant
 * will…") are not part of it.
 */
export function actor(sentence: string): string | undefined {
  for (const m of sentence.matchAll(BINDING)) {
    const words = m[1]!;
    if (/^(?:each|either|both|the parties)/i.test(words)) return 'each party';
    if (/^you$/i.test(words)) return 'you';
    const name: string[] = [];
    for (const word of words.split(/[ \t]+/).reverse()) {
      if (!/^[A-Z]/.test(word) || NOT_A_NAME.test(word)) break;
      name.unshift(word);
    }
    // a heading in capitals run into the sentence: "INDEMNITY AND LIABILITY Tenant shall…"
    const caps = (w: string) => w.length > 3 && w === w.toUpperCase();
    while (name.length > 1 && caps(name[0]!) && !caps(name.at(-1)!)) name.shift();
    if (name.length) return name.join(' ');
  }
  return undefined;
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const isMutual = (s: string) => /\b(?:each|either|both) part(?:y|ies)\b|\bmutual(?:ly)?\b|\bthe parties\b/i.test(s);

export function noticeDays(ctx: Context): number | undefined {
  const notice = ctx.keyTerms.find((t) => t.type === 'notice_period');
  return notice ? Number.parseInt(notice.value, 10) : undefined;
}

/** "twenty-four (24) months", "2 years", "one (1) year" → months */
export function longestMonths(text: string): number | undefined {
  const spans = [...text.matchAll(/\((\d{1,3})\)\s*(months?|years?)|\b(\d{1,3})\s*(months?|years?)\b/gi)];
  const months = spans.map((m) => Number(m[1] ?? m[3]) * (/year/i.test(m[2] ?? m[4]!) ? 12 : 1));
  return months.length ? Math.max(...months) : undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fourteen: 14, fifteen: 15, twenty: 20, 'twenty-one': 21, 'twenty-four': 24, thirty: 30, 'forty-five': 45, 'forty-eight': 48, sixty: 60,
  'seventy-two': 72, ninety: 90,
};
const DAYS_OR_HOURS = /\b(?:(\d{1,3})|([a-z]+(?:-[a-z]+)?)(?:\s*\((\d{1,3})\))?)[\s-]*(?:(?:calendar|business|full)\s+)?(days?|hours?)\b/gi;

/** The spans of days or hours a sentence names, in days: "one (1) day" 1, "24 hours" 1, "a three-day notice" 3. */
export function daySpans(text: string): { days: number; start: number; end: number }[] {
  const found: { days: number; start: number; end: number }[] = [];
  for (const m of text.matchAll(DAYS_OR_HOURS)) {
    const count = m[3] ? Number(m[3]) : m[1] ? Number(m[1]) : NUMBER_WORDS[m[2]!.toLowerCase()];
    if (count === undefined) continue;
    found.push({ days: /^hour/i.test(m[4]!) ? count / 24 : count, start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** the landlord, by the names leases give it */
export const LANDLORD = String.raw`(?:landlord|lessor|owner|management|manager|property manager|agent|we|us)`;
/** the tenant, by the names leases give it */
export const TENANT = String.raw`(?:tenant|lessee|resident|renter|occupant|you)`;

/**
 * A lease of a home, not of an office, shop or warehouse: the rules that protect residential tenants
 * (notice before entry, repairs, notice to vacate) do not reach most commercial leases.
 */
export function isHomeLease(ctx: Context): boolean {
  if (ctx.documentType !== 'lease') return false;
  const title = ctx.text.slice(0, 600);
  if (/\bresidential\b|\bapartment\b|\bdwelling\b|\bmonth-to-month\b/i.test(title)) return true;
  return !/\b(?:office|shopping center|retail|industrial|commercial|warehouse|ground|net)\s+lease\b|\bcommercial\b|\btriple net\b/i.test(title) && !/\bpermitted use\b|\brentable (?:square feet|area)\b/i.test(ctx.text);
}
