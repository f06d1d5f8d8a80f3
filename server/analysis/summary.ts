/**
 * The offline plain-English summary of an analysed document, composed from its structured results:
 * what it is and between whom, the money, the dates, how it ends, and the top three things to review.
 * Markdown; pure. With an LLM configured, the summary is written from these results and the text instead.
 */
import { type AreaToReview, type DocumentType, type KeyTerm } from '../../common/schemas/documents';

const TOP_AREAS = 3;
const MONEY_SHOWN = 4;

const values = (keyTerms: KeyTerm[], type: KeyTerm['type']) => keyTerms.filter((t) => t.type === type).map((t) => t.value);

function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

function list(items: string[]): string {
  return items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
}

/** "60 days" as a notice reads "60 days’ notice"; one day reads "1 day’s notice" */
const singular = (period: string) => period.replace(/^1 days$/, '1 day');
const noticeOf = (period: string) => (/^1 days?$/.test(period) ? '1 day’s' : `${period}’`);

/** how the summary opens, with the right article ("An employment offer", "Terms of service") */
const KIND_IN_WORDS: Record<DocumentType, string> = {
  lease: 'A lease',
  nda: 'A non-disclosure agreement',
  employment: 'An employment offer or agreement',
  services: 'A services or consulting agreement',
  license: 'A license',
  sale: 'A sale or purchase agreement',
  loan: 'A loan or promissory note',
  terms_of_service: 'Terms of service',
  other: 'An agreement',
};

export function summarize(documentType: DocumentType, keyTerms: KeyTerm[], areas: AreaToReview[]): string {
  const [parties, date, law, term, notice] = [values(keyTerms, 'party'), values(keyTerms, 'effective_date')[0], values(keyTerms, 'governing_law')[0], values(keyTerms, 'term')[0], values(keyTerms, 'notice_period')[0]];
  const renews = values(keyTerms, 'renewal').length > 0;
  const kind = KIND_IN_WORDS[documentType];
  const opening = `${kind}${parties.length ? ` between ${list(parties)}` : ''}${date ? `, effective ${longDate(date)}` : ''}.`;

  const facts: string[] = [];
  const money = [...new Set(values(keyTerms, 'amount'))].slice(0, MONEY_SHOWN);
  if (money.length) facts.push(`**Money:** ${money.join('; ')}.`);
  if (term || renews) facts.push(`**How long:** ${term ? `${term}` : 'no fixed term stated'}${renews ? `, renewing automatically${notice ? ` unless notice is given ${singular(notice)} before the end` : ''}` : ''}.`);
  if (notice && !renews) facts.push(`**Ending it:** ${noticeOf(notice)} notice.`);
  if (law) facts.push(`**Law:** ${law} law governs.`);

  const top = areas.filter((a) => a.severity !== 'low').slice(0, TOP_AREAS);
  const review = top.length
    ? `**Top things to review:**\n${top.map((a, i) => `${i + 1}. **${a.title}** (${a.severity}). ${firstSentence(a.explanation)}`).join('\n')}`
    : 'Nothing stood out as unusual or one-sided, but read every term before you sign.';

  return [opening, facts.map((f) => `- ${f}`).join('\n'), review, 'This is general information, not legal advice. If the stakes are high or a term worries you, have a lawyer in your state review it before you sign.']
    .filter(Boolean)
    .join('\n\n');
}
