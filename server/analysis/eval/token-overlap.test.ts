import { describe, expect, it } from 'vitest';
import { tokenOverlap, tokens } from './token-overlap';

describe('tokens', () => {
  it('are lower-cased runs of letters and digits, whatever the punctuation and layout', () => {
    expect(tokens('1.2 The  Licensee’s\nFEE: $1,500 (Café)')).toEqual(['1', '2', 'the', 'licensee', 's', 'fee', '1', '500', 'café']);
    expect(tokens('Cafe\u0301')).toEqual(['café']);
    expect(tokens(' -- ')).toEqual([]);
  });
});

describe('tokenOverlap', () => {
  it('is 1 for the same words in another layout', () => {
    expect(tokenOverlap('The Term\n\nis two years.', 'the term is two  years')).toMatchObject({ common: 5, precision: 1, recall: 1, f1: 1 });
  });

  it('counts words as a multiset, so repeated headers lower precision and missing pages lower recall', () => {
    const header = tokenOverlap('Acme. One. Acme. Two. Acme. Three.', 'Acme. One. Two. Three.');
    expect(header).toMatchObject({ extracted: 6, reference: 4, common: 4, precision: 4 / 6, recall: 1 });
    expect(header.f1).toBeCloseTo(0.8);
    const missing = tokenOverlap('one two', 'one two three four');
    expect(missing).toMatchObject({ precision: 1, recall: 0.5 });
    expect(missing.f1).toBeCloseTo(2 / 3);
  });

  it('sees a word broken in two, or a ligature left in, as a miss', () => {
    expect(tokenOverlap('security de posit', 'security deposit')).toMatchObject({ common: 1, precision: 1 / 3, recall: 1 / 2 });
    expect(tokenOverlap('\ufb01nal', 'final').f1).toBe(0);
  });

  it('handles empty texts', () => {
    expect(tokenOverlap('', '')).toMatchObject({ precision: 1, recall: 1, f1: 1 });
    expect(tokenOverlap('', 'text')).toMatchObject({ precision: 0, recall: 0, f1: 0 });
    expect(tokenOverlap('text', '')).toMatchObject({ precision: 0, recall: 0, f1: 0 });
  });
});
