import { describe, expect, it } from 'vitest';
import type { DocumentAnalysis } from '../../../common/schemas/documents';
import type { CuadContract } from './cuad';
import { sameGoverningLaw, scoreCuad } from './cuad-score';

const answers = { governingLaw: 'Ontario, Canada', agreementDate: '5/8/14', effectiveDate: '', expirationDate: 'perpetual', renewalTerm: 'successive 1 year', noticePeriod: '' };
const contract = (spans: CuadContract['spans']): CuadContract => ({ file: 'x.txt', text: 'x'.repeat(100), spans, unplaced: 0, answers });
const analysis = (clauses: DocumentAnalysis['clauses'], keyTerms: DocumentAnalysis['keyTerms']) =>
  ({ segments: [], clauses, keyTerms, documentType: 'other', areasToReview: [], summary: '' }) as DocumentAnalysis;

describe('sameGoverningLaw', () => {
  it('matches a place however CUAD and Counsel spell it, and nothing else', () => {
    expect(sameGoverningLaw('Ontario, Canada', 'Ontario, Canada')).toBe(true);
    expect(sameGoverningLaw('England', 'England and Wales')).toBe(true);
    expect(sameGoverningLaw("People's Republic of China", 'China')).toBe(true);
    expect(sameGoverningLaw('Illinois; New York', 'New York')).toBe(true);
    expect(sameGoverningLaw('Virginia', 'West Virginia')).toBe(false);
    expect(sameGoverningLaw('Delaware', undefined)).toBe(false);
  });
});

describe('scoreCuad', () => {
  it('scores presence per type, the overlap of the words pointed to, governing law and the key terms', () => {
    const clause = (type: 'governing_law' | 'cap_on_liability', start: number, end: number) => ({ type, segmentId: 's1', start: 0, end: 100, confidence: 0.9, passage: { start, end } });
    const results = [
      {
        contract: contract({ governing_law: [{ start: 10, end: 30 }] }),
        analysis: analysis([clause('governing_law', 20, 40), clause('cap_on_liability', 0, 10)], [
          { type: 'governing_law', value: 'Ontario, Canada', start: 0, end: 1 },
          { type: 'agreement_date', value: '2014-05-08', start: 0, end: 1 },
          { type: 'expiration_date', value: 'perpetual', start: 0, end: 1 },
          { type: 'renewal', value: 'renews automatically for successive 1-year terms', start: 0, end: 1 },
        ]),
      },
      { contract: contract({ cap_on_liability: [{ start: 0, end: 5 }] }), error: 'boom' },
    ];
    const s = scoreCuad(results, ['governing_law', 'cap_on_liability']);
    expect(s.perType.map((t) => [t.type, t.tp, t.fp, t.fn])).toEqual([
      ['governing_law', 1, 0, 0],
      ['cap_on_liability', 0, 1, 0],
    ]);
    // 10 characters shared of 20 and 20: Dice 0.5
    expect(s.spanOverlap).toBe(0.5);
    expect(s.governingLaw).toMatchObject({ right: 1, total: 1 });
    expect(s.keyTerms.map((k) => [k.field, k.right, k.total])).toEqual([
      ['agreement date', 1, 1],
      ['effective date', 0, 0],
      ['expiration date', 1, 1],
      ['renewal term', 1, 1],
      ['notice to stop renewal', 0, 0],
    ]);
    expect(s.failures.map((f) => f.error)).toEqual(['boom']);
  });
});
