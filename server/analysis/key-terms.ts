/**
 * The key terms of an agreement, each with the offsets of the words it came from: what kind of document
 * it is, who the parties are (with the names the document gives them), when it takes effect, which
 * state's law governs, how long it runs, whether it renews itself, the notice it asks for, and the money
 * it mentions. Patterns over the text and its clauses; pure.
 */
import { US_STATES } from '../../common/jurisdictions';
import type { Clause, DocumentType, KeyTerm } from '../../common/schemas/documents';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DATE = new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi');
const STATE_NAMES = US_STATES.map(([, name]) => name).sort((a, b) => b.length - a.length);
const GOVERNING = new RegExp(`\\blaws?\\s+of\\s+(?:the\\s+)?(?:State|Commonwealth)\\s+of\\s+(${STATE_NAMES.join('|')})\\b`, 'i');

/** Words that name a kind of document, strongest first; the title counts, then the opening text. */
const TYPE_WORDS: [DocumentType, RegExp][] = [
  ['nda', /\b(?:non-?disclosure|confidentiality) agreement\b|\bNDA\b/i],
  ['lease', /\b(?:lease|rental) agreement\b|\blease\b/i],
  ['employment', /\bemployment agreement\b|\boffer (?:letter|of employment)\b|\bemployment\b/i],
  ['terms_of_service', /\bterms (?:of (?:service|use)|and conditions)\b/i],
  ['license', /\blicen[cs]e(?:\s+(?:and|&)\s+\w+)?\s+agreement\b|\bsubscription agreement\b/i],
  ['loan', /\bpromissory note\b|\bloan agreement\b|\bcredit agreement\b/i],
  ['sale', /\b(?:asset )?purchase agreement\b|\bbill of sale\b|\bsupply agreement\b|\bsales? agreement\b/i],
  ['services', /\b(?:master )?services? agreement\b|\bconsulting agreement\b|\bstatement of work\b|\bcontractor agreement\b/i],
];

const WORD_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, sixty: 60, ninety: 90,
};
const number = (digits: string | undefined, word: string | undefined) => (digits ? Number(digits) : WORD_NUMBERS[word?.toLowerCase() ?? ''] ?? NaN);
/** "sixty (60)", "60" or "sixty", then the unit */
const SPAN = (units: string) => new RegExp(`\\b(?:([a-z]+(?:-[a-z]+)?)\\s+\\((\\d{1,3})\\)|(\\d{1,3})|(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|sixty|ninety))\\s*[- ]?(${units})\\b`, 'i');

function spanValue(m: RegExpMatchArray): number {
  return m[2] ? Number(m[2]) : number(m[3], m[4] ?? m[1]);
}

function term(type: KeyTerm['type'], value: string, start: number, end: number): KeyTerm {
  return { type, value, start, end };
}

export function documentTypeOf(text: string): { type: DocumentType; start: number; end: number } {
  const title = text.slice(0, 400);
  for (const scope of [title, text.slice(0, 3000)]) {
    for (const [type, pattern] of TYPE_WORDS) {
      const m = pattern.exec(scope);
      if (m) return { type, start: m.index, end: m.index + m[0].length };
    }
  }
  return { type: 'other', start: 0, end: 0 };
}

function effectiveDate(text: string): KeyTerm | undefined {
  // the date the opening says the agreement is made, dated or effective; else the first date of all
  const opening = text.slice(0, 2500);
  const dates = [...opening.matchAll(DATE)];
  const preferred = dates.find((m) => /(?:effective|dated|made|entered into|as of|commenc|start)[^.]{0,80}$/i.test(opening.slice(Math.max(0, m.index - 100), m.index))) ?? dates[0];
  if (!preferred) return undefined;
  const month = MONTHS.indexOf(preferred[1]!.toLowerCase()) + 1;
  const iso = `${preferred[3]}-${String(month).padStart(2, '0')}-${preferred[2]!.padStart(2, '0')}`;
  return term('effective_date', iso, preferred.index, preferred.index + preferred[0].length);
}

/** defined terms in a preamble that name things, not the people who sign */
const NOT_A_PARTY =
  /^(?:Agreement|Contract|Effective Date|Commencement Date|Purpose|Premises|Property|Apartment|Unit|Home|House|Building|Land|Site|Vehicle|Equipment|Software|Lease|Term|Rent|Deposit|Services?|Work|Deliverables|Products?|Goods|Project|Opportunity|Transaction|Business|Territory|Confidential Information|Parties|Party)$/;

/** Parties as the preamble defines them: `Acme LLC, a Delaware company … ("Landlord")`. */
function parties(text: string): KeyTerm[] {
  const opening = text.slice(0, 2500);
  const found: KeyTerm[] = [];
  const defined = /\((?:each,?\s+)?(?:the\s+|a\s+)?["“]([A-Z][A-Za-z ]{1,30})["”]\)/g;
  for (const m of opening.matchAll(defined)) {
    const role = m[1]!.trim();
    if (NOT_A_PARTY.test(role)) continue;
    // the name: from the last "between", "and", "by" or line start before the bracket, up to a comma
    const before = opening.slice(Math.max(0, m.index - 200), m.index);
    const lead = [...before.matchAll(/(?:\bbetween|\band|\bby|\bwith|^)\s+(?=[A-Z])/gm)].at(-1);
    if (!lead) continue;
    const name = before.slice(lead.index + lead[0].length).split(/,|\(/)[0]!.trim();
    if (name.length < 2 || name.length > 80) continue;
    const start = m.index - before.length + lead.index + lead[0].length;
    found.push(term('party', `${name} (${role})`, start, m.index + m[0].length));
  }
  return found;
}

function firstMatch(text: string, pattern: RegExp, type: KeyTerm['type'], value: (m: RegExpExecArray) => string | undefined): KeyTerm | undefined {
  const m = pattern.exec(text);
  const v = m && value(m);
  return m && v ? term(type, v, m.index, m.index + m[0].length) : undefined;
}

/** The text of the clauses of these types, the types in the order given (the first is preferred). */
function inClauses(text: string, clauses: Clause[], types: Clause['type'][]): { text: string; offset: number }[] {
  return types.flatMap((type) => clauses.filter((c) => c.type === type).map((c) => ({ text: text.slice(c.start, c.end), offset: c.start })));
}

/** The notice one party must give the other to end or stop renewing the agreement, in days. */
function noticePeriod(text: string, clauses: Clause[]): KeyTerm | undefined {
  const span = new RegExp(SPAN('days?|months?').source, 'gi');
  for (const part of inClauses(text, clauses, ['notice_period_to_terminate_renewal', 'renewal_term', 'termination_for_convenience', 'termination'])) {
    for (const m of part.text.matchAll(span)) {
      // a span is a notice period when "notice" stands just after it or just before it
      const before = part.text.slice(Math.max(0, m.index - 60), m.index);
      const after = part.text.slice(m.index + m[0].length, m.index + m[0].length + 60);
      const count = spanValue(m);
      // "60 days' written notice", "notice at least 60 days before"; not a cure period "10 days after notice"
      const isNotice = /^['’]?\s*(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i.test(after) || (/\bnotice\b[^.;]*$/i.test(before) && /^\s*(?:before|prior to|in advance)\b/i.test(after));
      // a notice to pay or to cure a default is not a notice to end the agreement
      const demand = /^['’]?\s*(?:written\s+)?notice\s+(?:to\s+(?:pay|cure|comply|quit)|of\s+(?:default|breach|non-?compliance))/i.test(after);
      if (!isNotice || demand || !Number.isFinite(count)) continue;
      const days = /month/i.test(m[5]!) ? count * 30 : count;
      return term('notice_period', `${days} days`, part.offset + m.index, part.offset + m.index + m[0].length);
    }
  }
  return undefined;
}

function termLength(text: string): KeyTerm | undefined {
  // "a term of twelve (12) months", "The Term is three (3) years", "shall remain in effect for two (2) years"
  const pattern = new RegExp(
    `\\b(?:term|remain in (?:full force and )?effect|continue in effect|in effect)\\b[^.;]{0,60}?\\b(?:of|for|is|be)\\s+(?:a period of\\s+)?${SPAN('months?|years?').source}`,
    'i',
  );
  return firstMatch(text, pattern, 'term', (m) => {
    const unit = m[5]!.toLowerCase();
    const n = spanValue(m);
    return Number.isFinite(n) ? `${unit.startsWith('year') ? n * 12 : n} months` : undefined;
  });
}

const AMOUNT_LABELS: [label: string, pattern: RegExp][] = [
  ['security deposit', /\bdeposit\b/i],
  ['late fee', /\blate\b/i],
  ['rent', /\brent\b/i],
  ['salary', /\b(?:salary|wages?|compensation)\b/i],
  ['liability cap', /\bliabilit|\bexceed\b/i],
  ['fee', /\bfees?\b|\bcharges?\b/i],
  ['price', /\bprice|purchase\b/i],
  ['principal', /\bprincipal|loan\b/i],
];

/** Dollar amounts with what they are for, read from the words just before them. */
function amounts(text: string): KeyTerm[] {
  const found: KeyTerm[] = [];
  for (const m of text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?:\s+(million|thousand))?/gi)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const label = AMOUNT_LABELS.find(([, p]) => p.test(before))?.[0];
    const scale = m[3]?.toLowerCase() === 'million' ? 1_000_000 : m[3]?.toLowerCase() === 'thousand' ? 1000 : 1;
    const value = Number(m[1]!.replace(/,/g, '')) * scale + (m[2] ? Number(m[2]) / 100 : 0);
    const dollars = `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
    found.push(term('amount', label ? `${label}: ${dollars}` : dollars, m.index, m.index + m[0].length));
  }
  return found;
}

export function extractKeyTerms(text: string, clauses: Clause[]): KeyTerm[] {
  const type = documentTypeOf(text);
  const law = firstMatch(text, GOVERNING, 'governing_law', (m) => STATE_NAMES.find((s) => s.toLowerCase() === m[1]!.toLowerCase()));
  const renewal = clauses.find((c) => c.type === 'renewal_term');
  return [
    term('document_type', type.type, type.start, type.end),
    ...parties(text),
    effectiveDate(text),
    law,
    termLength(text),
    renewal && term('renewal', 'renews automatically', renewal.start, renewal.end),
    noticePeriod(text, clauses),
    ...amounts(text),
  ].filter((t): t is KeyTerm => !!t);
}
