import { describe, expect, it } from 'vitest';
import { CitationFilter } from '../citations';
import type { FlaggedArea } from '../../modules/documents/readable-documents';
import type { DocumentPassage } from '../document-passages';
import { documentPart, escapeMarkdown, flagLine } from './compose-document';
import { wordsOf } from './relevance';

const passage = (over: Partial<DocumentPassage>): DocumentPassage => ({
  documentId: 3,
  title: 'Lease',
  segmentId: 's2',
  heading: '2 Security Deposit',
  start: 0,
  end: 0,
  text: '',
  areasToReview: [],
  edited: false,
  n: 1,
  ...over,
});
const cite = (markdown: string, n: number) => `${markdown} [${n}]`;

describe('what the document says', () => {
  it('quotes the sentences most about the question under the passage’s label, not repeating it', () => {
    const text = '2. Security Deposit. The Tenant pays a deposit of $900. Rent is due monthly. The deposit comes back within 14 days.';
    const part = documentPart({ passages: [passage({ text })], titles: ['Lease'], question: wordsOf('When is my deposit returned?'), cite });
    expect(part).toBe('**What “Lease” says**\n- **2 Security Deposit:** The Tenant pays a deposit of $900. The deposit comes back within 14 days. [1]');
  });

  it('reads the document in its own order, at most three passages', () => {
    const passages = [40, 10, 30, 20].map((start, i) => passage({ segmentId: `s${start}`, heading: `${start} Clause`, start, text: `${start}. Clause. Deposit rule ${start}.`, n: i + 1 }));
    const part = documentPart({ passages, titles: ['Lease'], question: wordsOf('deposit'), cite })!;
    expect([...part.matchAll(/\*\*(\d+) Clause:\*\*/g)].map((m) => m[1])).toEqual(['10', '30', '40']);
  });

  it('keeps the document’s own marks as text: no Markdown, no citation markers', () => {
    const text = 'The *Tenant* pays [2] months of rent as a # deposit_fee.';
    const part = documentPart({ passages: [passage({ heading: 'Deposit', text })], titles: ['A [1] lease'], question: wordsOf('deposit'), cite })!;
    expect(part).toContain(escapeMarkdown(text));
    // the citation filter sees only the passage's own marker
    const filter = new CitationFilter(new Set([1]));
    expect(filter.push(part) + filter.flush()).toBe(part);
    expect(filter.cited()).toEqual([[1, 1]]);
    expect(filter.removed).toEqual([]);
  });

  it('says nothing when no passage is about the question', () => {
    expect(documentPart({ passages: [], titles: ['Lease'], question: wordsOf('deposit'), cite })).toBeUndefined();
  });
});

const ENTRY: FlaggedArea = {
  type: 'entry_without_notice',
  severity: 'high',
  title: 'Landlord can enter without notice',
  explanation: 'The landlord may come into your home at any time without telling you first. Many states require notice (Cal. Civ. Code § 1954).',
  start: 40,
  end: 90,
};
const REPAIRS: FlaggedArea = { ...ENTRY, type: 'repairs_shifted_to_tenant', severity: 'medium', title: 'You pay for repairs', explanation: 'You must pay for every repair under $500. Most states say otherwise.' };

describe('Counsel’s flags on what the document says', () => {
  it('reads as the area’s title and the first sentence of its explanation, in its own words', () => {
    expect(flagLine(ENTRY)).toBe('**Counsel flagged this:** Landlord can enter without notice. The landlord may come into your home at any time without telling you first.');
    expect(flagLine({ ...ENTRY, title: 'A *bold* claim.', explanation: 'Pay [2] times_over.' })).toBe('**Counsel flagged this:** A \\*bold\\* claim. Pay \\[2\\] times\\_over.');
  });

  it('follows each quoted passage that carries one, one line per area', () => {
    const text = '5. Repairs. Tenant shall pay for every repair under $500.';
    const part = documentPart({ passages: [passage({ heading: '5 Repairs', text, areasToReview: [REPAIRS, ENTRY] })], titles: ['Lease'], question: wordsOf('Who pays for repairs?'), cite })!;
    expect(part.split('\n')).toEqual([
      '**What “Lease” says**',
      '- **5 Repairs:** Tenant shall pay for every repair under $500. [1]',
      '  - **Counsel flagged this:** You pay for repairs. You must pay for every repair under $500.',
      `  - ${flagLine(ENTRY)}`,
    ]);
  });

  it('leads with a passage whose high-severity flag is about the question, else keeps the document’s order', () => {
    const passages = [
      passage({ segmentId: 's1', heading: '1 Rent', start: 0, text: '1. Rent. Rent is due on the first day; the landlord may visit to collect it.', n: 1 }),
      passage({ segmentId: 's2', heading: '2 Entry', start: 40, text: '2. Entry. Landlord may enter at any time, with or without notice.', areasToReview: [ENTRY], n: 2 }),
    ];
    const headings = (question: string) => [...documentPart({ passages, titles: ['Lease'], question: wordsOf(question), cite })!.matchAll(/- \*\*(\d) \w+:\*\*/g)].map((m) => m[1]);
    expect(headings('Can my landlord enter without telling me?')).toEqual(['2', '1']);
    // a flag that shares only "landlord" with the question is not what it asks about
    expect(headings('When does my landlord want the rent?')).toEqual(['1', '2']);
    // nor is a medium one
    passages[1]!.areasToReview = [{ ...ENTRY, severity: 'medium' }];
    expect(headings('Can my landlord enter without telling me?')).toEqual(['1', '2']);
  });
});
