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

/** Who a sentence binds: "Tenant" in "Tenant shall pay…", "you" in "You agree to…"; "each party" when mutual. */
export function actor(sentence: string): string | undefined {
  const m = /\b(each party|either party|both parties|the parties|you|(?:the\s+)?[A-Z][\w&]*(?:\s+[A-Z][\w&]*){0,2})\s+(?:shall|will|must|agrees? to|is required to|may)\b/i.exec(sentence);
  if (!m) return undefined;
  const who = m[1]!.replace(/^the\s+/i, '');
  return /^(?:each|either|both|the parties)/i.test(who) ? 'each party' : /^you$/i.test(who) ? 'you' : who;
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
