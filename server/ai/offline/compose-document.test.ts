import { describe, expect, it } from 'vitest';
import { CitationFilter } from '../citations';
import type { DocumentPassage } from '../document-passages';
import { documentPart, escapeMarkdown } from './compose-document';
import { wordsOf } from './relevance';

const passage = (over: Partial<DocumentPassage>): DocumentPassage => ({
  documentId: 3,
  title: 'Lease',
  segmentId: 's2',
  heading: '2 Security Deposit',
  start: 0,
  end: 0,
  text: '',
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
