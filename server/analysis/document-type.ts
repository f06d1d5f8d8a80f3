/**
 * What kind of document a text is, read from the name it gives itself. The title comes first: its first
 * word that names a kind decides ("LICENSE AND RESELLER AGREEMENT" is a license, "CONSULTING AND PRODUCT
 * DEVELOPMENT AGREEMENT" a services agreement, "ASSURED SHORTHOLD TENANCY AGREEMENT" a lease). A title
 * naming a commercial relationship none of our kinds fits (distribution, franchise, joint venture,
 * sponsorship…) is `other`, so a word further on ("lease", "employment") cannot pass for the title.
 * Without a title, the opening's name for itself ("This Sublease…", "These Terms of Use…") decides.
 * Software and cloud services are licenses (an EULA, an open-source licence, a SaaS or cloud services
 * agreement, a cloud provider's customer agreement); the standard terms of a website, app or consumer
 * subscription are terms of service. Pure.
 */
import type { DocumentType } from '../../common/schemas/documents';

interface Kind {
  type: DocumentType;
  /** names that are a document's name on their own: "Lease", "MIT License", "Promissory Note" */
  titles?: string;
  /** words that name a kind when a document word follows within a few words: "Supply … Agreement" */
  words?: string;
  /** what else the opening must say for the words to count */
  needs?: RegExp;
}

const KINDS: Kind[] = [
  { type: 'nda', titles: 'NDA', words: 'non-?disclosure|confidentiality|confidential disclosure|secrecy' },
  { type: 'lease', titles: 'sub-?lease|lease|tenancy|licen[cs]e to occupy', words: 'rental|lodger|lodging|occupancy' },
  { type: 'employment', titles: 'offer letter|offer of employment|contract of employment', words: 'employment|severance' },
  { type: 'terms_of_service', titles: 'terms of (?:service|use)|terms and conditions|acceptable use policy|user agreement|subscription terms|customer terms' },
  {
    type: 'license',
    titles: 'eula|(?:end[- ]user |software |open[- ]source |mit |apache |bsd |isc |mozilla public |(?:gnu )?(?:affero |lesser )?general public |creative commons )licen[cs]e|[al]?gpl',
    words: 'licen[cs]e|licensing|saas|software[- ]as[- ]a[- ]service|cloud|subscription agreement',
  },
  { type: 'license', words: 'customer agreement', needs: /\b(?:cloud|saas|software|platform|service offerings|hosted)\b/i },
  { type: 'loan', titles: 'promissory note', words: 'loan|credit|borrowing' },
  { type: 'sale', titles: 'bill of sale', words: 'purchase|sale|sales agreement|sales contract|supply|manufactur(?:e|ing)' },
  {
    type: 'services',
    titles: 'statement of work',
    words: 'services?|consult(?:ing|ancy)|contractor|development|maintenance|support|outsourc(?:e|ing)|hosting|transportation|servicing|management|engagement|construction|home improvement|staffing',
  },
  {
    type: 'other',
    words:
      'joint (?:development|marketing)|co-?development|capital maintenance|income maintenance|keep-?well|distribut(?:ion|or|orship)|resell(?:er|ing)|remarketing|agency|franchise|joint venture|partnership|sponsorship|endorsement|co-?branding|affiliat(?:e|ion)|alliance|collaborat(?:ion|ive)|co-?operation|marketing|promotion|co-?promotion|joint filing|operating agreement|shareholders',
  },
];

/** the words that make a name a document's: "… Agreement", "… Contract"; not across a company's name ("… News Agency and Lark Limited") */
const COMPANY = '(?:inc|llc|ltd|limited|corp|corporation|company|co|gmbh|plc|lp|llp|sa|nv|bv)\\.?(?=[\\s,/()]|$)';
const DOCUMENT_WORD = `(?:[\\s,&/()–-]+(?!${COMPANY})[\\w'’.]+){0,6}?[\\s,&/()–-]+(?:agreements?|contracts?|lease|licen[cs]e|terms|note|letter|deed|policy|order|form|addendum)\\b`;
const NAME = new RegExp(
  KINDS.map((k) => `(${[k.titles && `\\b(?:${k.titles})\\b`, k.words && `\\b(?:${k.words})(?=${DOCUMENT_WORD})`].filter(Boolean).join('|')})`).join('|'),
  'gi',
);
/** how the opening refers to itself: "This Sublease", "These Terms of Service" */
const SELF = /\b(?:this|these)\s+(?:[\w&,'’-]+\s+){0,4}$/i;
const OFFER = /\boffer(?:ing)?\s+you\s+(?:the\s+|a\s+)?(?:position|employment|role|job)\b/i;

/** the title: the first 400 characters, a run of spaces or blank lines counting as one */
const TITLE_CHARS = 400;
const OPENING_CHARS = 3000;

function titleEnd(text: string): number {
  let counted = 0;
  for (const m of text.slice(0, OPENING_CHARS).matchAll(/\s+|\S+/g)) {
    counted += m[0].trim() ? m[0].length : 1;
    if (counted >= TITLE_CHARS) return m.index + m[0].length - (counted - TITLE_CHARS);
  }
  return Math.min(text.length, OPENING_CHARS);
}

function named(scope: string, opening: string, self: boolean): { type: DocumentType; start: number; end: number } | undefined {
  for (const m of scope.matchAll(NAME)) {
    const kind = KINDS[m.slice(1).findIndex((g) => g !== undefined)]!;
    if (kind.needs && !kind.needs.test(opening)) continue;
    if (self && !SELF.test(scope.slice(Math.max(0, m.index - 60), m.index))) continue;
    return { type: kind.type, start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

export function documentTypeOf(text: string): { type: DocumentType; start: number; end: number } {
  const opening = text.slice(0, OPENING_CHARS);
  const found = named(text.slice(0, titleEnd(text)), opening, false) ?? named(opening, opening, true);
  if (found) return found;
  const offer = OFFER.exec(opening);
  return offer ? { type: 'employment', start: offer.index, end: offer.index + offer[0].length } : { type: 'other', start: 0, end: 0 };
}
