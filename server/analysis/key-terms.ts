/**
 * The key terms of an agreement, each with the offsets of the words it came from: what kind of document
 * it is (document-type.ts), who the parties are (with the names the document gives them), when it is
 * made and takes effect (contract-dates.ts), which place's law governs (governing-law.ts), how long it
 * runs and when it ends, whether it renews itself and for how long, the notice it asks for, and the
 * money it mentions. Patterns over the text and its clauses; pure.
 */
import type { Clause, KeyTerm } from '../../common/schemas/documents';
import { agreementDate, effectiveDate, expirationDate, termBetween } from './contract-dates';
import { documentTypeOf } from './document-type';
import { governingLaw } from './governing-law';

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

/** "a term of twelve (12) months", "The Term is three (3) years", "shall continue for a period of two (2) years" */
const TERM_LENGTH = new RegExp(
  `\\b(?:term|remains?|continues?|lasts?|in (?:full )?(?:force|effect)|effective|extends?)\\b[^.;]{0,60}?\\b(?:of|for|is|be)\\s+(?:a (?:period|term) of\\s+|an initial term of\\s+)?${SPAN('months?|years?').source}`,
  'gi',
);
/** a renewal's length or how long a duty outlives the agreement is not the term */
const NOT_THE_TERM = /\b(?:renew\w*|additional|successive|further|extension|extended)\b|\band\s+for\b/i;
const SURVIVES =
  /^[^.;]{0,20}\b(?:thereafter|(?:after|following|from)\s+(?:the\s+)?(?:termination|expiration|expiry|end|disclosure|receipt)|(?:after|following)\s+(?:this\s+\w+|it)\s+(?:ends|terminates|expires))\b/i;
/** what the length is of: the agreement, not a benefit or an obligation */
const OF_THE_AGREEMENT = /\b(?:term|agreement|contract|lease|tenancy)\b/i;

function termLength(text: string): KeyTerm | undefined {
  for (const m of text.matchAll(TERM_LENGTH)) {
    const n = spanValue(m);
    if (!Number.isFinite(n) || NOT_THE_TERM.test(m[0]) || SURVIVES.test(text.slice(m.index + m[0].length, m.index + m[0].length + 60))) continue;
    if (!OF_THE_AGREEMENT.test(text.slice(Math.max(0, m.index - 60), m.index + m[0].length))) continue;
    return term('term', `${/year/i.test(m[5]!) ? n * 12 : n} months`, m.index, m.index + m[0].length);
  }
  // else "from March 15, 2026 to March 14, 2027"
  const between = termBetween(text);
  return between && term('term', `${between.months} months`, between.first.start, between.last.end);
}

/** the words just before a renewal's length: "for successive", "for an additional", "each renewal term of" */
const RENEWAL_LEAD = /\b(?:successive|consecutive|additional|further|renewal|renew(?:s|ed)?(?:\s+automatically)?\s+for|extended\s+for)\b[^.;]{0,40}$/i;
/** renewals that recur without a length in numbers: "from year to year", "successive annual periods" */
const YEARLY = /\b(?:year[- ]to[- ]year|annual(?:ly)?\s+(?:renewal|period|term)s?|successive\s+annual|renew\w*\s+annually)\b/i;
const MONTHLY = /\bmonth[- ]to[- ]month\b/i;
/** a renewal that recurs: "successive", "each", "periods", "from year to year", "any renewal term" */
const RECURS = /\b(?:successive|consecutive|each|every|subsequent|thereafter|annually|(?:terms|periods)\b|year[- ]to[- ]year|any\s+(?:subsequent\s+)?renewal\s+term)/i;

/**
 * "renews automatically for successive 1-year terms", when the renewal clause says for how long; "for a
 * further 1-year term" when its words do not say the renewal recurs.
 */
function renewal(text: string, clause: Clause): KeyTerm {
  const words = text.slice(clause.start, clause.end);
  const renews = (what: string) => term('renewal', `renews automatically for ${what}`, clause.start, clause.end);
  for (const m of words.matchAll(new RegExp(SPAN('months?|years?').source, 'gi'))) {
    const lead = words.slice(Math.max(0, m.index - 60), m.index);
    if (!RENEWAL_LEAD.test(lead) && !/^\s*renewal\b/i.test(words.slice(m.index + m[0].length, m.index + m[0].length + 30))) continue;
    const n = spanValue(m);
    if (!Number.isFinite(n)) continue;
    const unit = /year/i.test(m[5]!) ? 'year' : 'month';
    const around = words.slice(Math.max(0, m.index - 120), m.index + m[0].length + 120);
    return renews(RECURS.test(around) ? `successive ${n}-${unit} terms` : `a further ${n}-${unit} term`);
  }
  if (YEARLY.test(words)) return renews('successive 1-year terms');
  if (MONTHLY.test(words)) return renews('successive 1-month terms');
  return term('renewal', 'renews automatically', clause.start, clause.end);
}

/**
 * What an amount is for, by the words of its own phrase. `fee` and `deposit` are named by their kind when
 * the text gives one ("pet fee", "cleaning and administrative fee"); money said to be non-refundable is a
 * fee, whatever the lease calls it, and never a security deposit.
 */
const AMOUNT_LABELS: [label: string, pattern: RegExp][] = [
  ['deposit', /\bdeposits?\b/gi],
  ['fee', /\bfees?\b|\bcharges?\b/gi],
  ['late fee', /\blate\b/gi],
  ['rent', /\brent\b/gi],
  ['salary', /\b(?:salary|wages?|compensation)\b/gi],
  ['insurance', /\binsurance\b|\bcoverage\b/gi],
  ['liability cap', /\bliab(?:le|ilit(?:y|ies))\b|\bexceed\b/gi],
  ['repairs', /\brepairs?\b/gi],
  ['price', /\bprices?\b|\bpurchase\b/gi],
  ['principal', /\bprincipal\b|\bloan\b/gi],
];

/**
 * Dollar amounts with what they are for. The label is the naming word nearest the amount in its own
 * phrase: the words before it back to the start of its sentence, the amount before it, or an "and a" or
 * "in addition" that starts another item; or the few words right after it ("a $925 non-refundable
 * administrative fee", `$1,850.00 (the "Security Deposit")`). An amount with no words of its own that
 * restates or continues the one before ("$297,600 per year ($24,800 per month)", "$8.99 to $12.49")
 * shares its label.
 */
function amounts(text: string): KeyTerm[] {
  const kind = String.raw`(?:pet|animal|cleaning|application|administrative|admin|administration|processing|move-in|move-out|redecorating|key|parking|amenity|holding|early termination|termination|lease-break|reletting|returned check|NSF|lockout|trash|utility|storage|late|security|cancellation|origination|set-?up|service|membership|damage|earnest money|good faith|reservation|convenience)`;
  const kindBefore = new RegExp(String.raw`\b(${kind}(?:\s*(?:and|&|/)\s*${kind})?)\s+$`, 'i');
  const nonRefundable = /\bnon-?\s?refundable\b|\bnot (?:be )?refundable\b|\b(?:will|shall) not be (?:refunded|returned)\b/i;
  // where another item starts: a sentence end, a blank line (not after a colon that opens a list), "and a …", "in addition"
  const itemStarts = /[.;!?](?=\s)|(?<!:[ \t]*)\n\s*\n|,?\s+(?:and|plus)\s+(?:a|an|the)\s|,\s*(?:and|plus)\s|\bin addition\b/gi;
  const itemEnds = /[.;!?](?=\s|$)|\n\s*\n|,\s*(?:and|plus|or)\s|\s(?:and|plus)\s+(?:a|an|the)\s|\bin addition\b/i;
  // the words after an amount that can still name it: up to a comma, a bracket or a word that starts a clause
  const phraseEnds = /[,;:()]|\b(?:if|unless|when|whenever|after|before|by|within|on|due|which|that|who|is|are|was|will|shall|must|may|to|and|or|plus)\b/i;
  // "a fee of 1% of the Loan amount": a word after "of" names what the amount is measured against
  const measuredAgainst = /\bof\s+(?:the\s+|a\s+|an\s+|one\s+)?(?:month['’]s\s+|months['’]\s+)?$/i;
  const money = [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?:\s+(million|thousand))?/gi)];
  const labels: (string | undefined)[] = [];
  let inBrackets = false;
  return money.map((m, i) => {
    const end = m.index + m[0].length;
    const previous = i ? money[i - 1]!.index + money[i - 1]![0].length : 0;
    const between = text.slice(previous, m.index);
    const lead = text.slice(Math.max(previous, m.index - 80), m.index);
    const own = lead.slice(Math.max(0, ...[...lead.matchAll(itemStarts)].map((b) => b.index + b[0].length)));
    const rest = text.slice(end, Math.min(money[i + 1]?.index ?? text.length, end + 120)).replace(/^\s*\)/, '');
    const clause = rest.slice(0, itemEnds.exec(rest)?.index ?? rest.length);
    const defined = /^\s*\((?:the\s+)?["“]([^"”]{2,40})["”]\)/.exec(rest)?.[1];
    const phrase = defined ?? clause.slice(0, Math.min(40, phraseEnds.exec(clause)?.index ?? clause.length));
    // the naming word nearest the amount, on either side; a tie goes to the words before it
    let best: { label: string; distance: number; at: number; side: 'before' | 'after' } | undefined;
    for (const [label, pattern] of AMOUNT_LABELS) {
      for (const w of own.matchAll(pattern)) {
        const distance = own.length - (w.index + w[0].length) + (measuredAgainst.test(own.slice(0, w.index)) ? 1000 : 0);
        if (!best || distance < best.distance) best = { label, distance, at: w.index, side: 'before' };
      }
      for (const w of phrase.matchAll(pattern)) {
        if (!best || w.index < best.distance) best = { label, distance: w.index, at: w.index, side: 'after' };
      }
    }
    let label = best?.label;
    if (best && (label === 'deposit' || label === 'fee')) {
      const kindWords = kindBefore.exec((best.side === 'before' ? own : phrase).slice(0, best.at))?.[1]?.toLowerCase().replace(/\s+/g, ' ');
      const refundless = nonRefundable.test(own) || nonRefundable.test(clause);
      const noun = label === 'deposit' && !refundless ? 'deposit' : 'fee';
      const named = kindWords && !(noun === 'fee' && kindWords === 'security') ? `${kindWords} ${noun}` : noun;
      label = refundless ? `non-refundable ${named}` : named === 'deposit' && /\bsecurity\b/i.test(own + phrase) ? 'security deposit' : named;
    }
    // "($24,800.00 per month" inside the brackets after an amount, or the end of a range "$8.99 to $12.49"
    inBrackets = i > 0 && !between.includes(')') && (inBrackets || between.includes('('));
    if (!label && (inBrackets || /^\s*(?:\/|-|–|—|to|or)\s*$/i.test(between))) label = labels[i - 1];
    labels.push(label);
    const scale = m[3]?.toLowerCase() === 'million' ? 1_000_000 : m[3]?.toLowerCase() === 'thousand' ? 1000 : 1;
    const value = Number(m[1]!.replace(/,/g, '')) * scale + (m[2] ? Number(m[2]) / 100 : 0);
    // cents as written: "$46.50", not "$46.5"; whole dollars without them
    const dollars = `$${value.toLocaleString('en-US', { minimumFractionDigits: m[2] && m[2] !== '00' ? 2 : 0, maximumFractionDigits: 2 })}`;
    return term('amount', label ? `${label}: ${dollars}` : dollars, m.index, end);
  });
}

export function extractKeyTerms(text: string, clauses: Clause[]): KeyTerm[] {
  const type = documentTypeOf(text);
  const governing = governingLaw(text);
  const renews = clauses.find((c) => c.type === 'renewal_term');
  const [made, effective] = [agreementDate(text), effectiveDate(text)];
  const length = termLength(text);
  const expires = expirationDate(text, effective, length && { months: Number.parseInt(length.value, 10), start: length.start, end: length.end });
  return [
    term('document_type', type.type, type.start, type.end),
    ...parties(text),
    made && term('agreement_date', made.iso, made.start, made.end),
    effective && term('effective_date', effective.iso, effective.start, effective.end),
    governing && term('governing_law', governing.place, governing.start, governing.end),
    length,
    expires && term('expiration_date', expires.value, expires.start, expires.end),
    renews && renewal(text, renews),
    noticePeriod(text, clauses),
    ...amounts(text),
  ].filter((t): t is KeyTerm => !!t);
}
