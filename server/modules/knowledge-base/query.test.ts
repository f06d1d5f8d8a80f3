import { describe, expect, it } from 'vitest';
import { anyOf, editDistance, inverseDocumentFrequency, typoDistance, MAX_QUERY_WORDS, queryWords, tsqueryLiteral } from './query';

const words = (text: string, options?: Parameters<typeof queryWords>[1]) => queryWords(text, options).map((w) => w.word);

describe('queryWords', () => {
  it('keeps the topic words of a question, lower-cased, without stop words or possessives', () => {
    expect(words("My landlord's keeping my SECURITY deposit!")).toEqual(['landlord', 'keeping', 'security', 'deposit']);
  });

  it('reads contractions as the words they stand for, not as fragments', () => {
    expect(words("My landlord won't return it and I can't pay")).toEqual(['landlord', 'return', 'pay']);
    expect(words('I’m sure they don’t know we’ve moved')).toEqual(['sure', 'know', 'moved']);
  });

  it('keeps hyphenated words whole and drops repeats', () => {
    expect(words('move-out move-out inspection')).toEqual(['move-out', 'inspection']);
  });

  it('reads "will" as the document after a determiner or alone, and as the future tense otherwise', () => {
    expect(words('will')).toEqual(['will']);
    expect(words('how do I make a will')).toEqual(['make', 'will']);
    expect(words('my mom died without a will')).toEqual(['mom', 'died', 'without', 'will']);
    expect(words('will my landlord return the deposit')).toEqual(['landlord', 'return', 'deposit']);
  });

  it('drops question filler only when asked to', () => {
    expect(words('can someone please tell me about overtime', { dropFiller: true })).toEqual(['overtime']);
    expect(words('please tell me about overtime')).toEqual(['please', 'tell', 'overtime']);
  });

  it('marks the last word as a prefix while typing, not once the word is finished', () => {
    expect(queryWords('security depo', { asYouType: true })).toEqual([
      { word: 'security', prefix: false },
      { word: 'depo', prefix: true },
    ]);
    expect(queryWords('security depo ', { asYouType: true }).at(-1)).toEqual({ word: 'depo', prefix: false });
    expect(queryWords('d', { asYouType: true })).toEqual([{ word: 'd', prefix: false }]);
  });

  it('turns query syntax, SQL and emoji into plain words or nothing', () => {
    expect(words("'; drop table users; --")).toEqual(['drop', 'table', 'users']);
    expect(words('a & b | !c:*() <-> "x"')).toEqual(['b', 'c', 'x']);
    expect(words('😀 🏠')).toEqual([]);
    expect(words('')).toEqual([]);
  });

  it('caps the number of words and their length', () => {
    const many = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    expect(words(many)).toHaveLength(MAX_QUERY_WORDS);
    expect(words(`${'a'.repeat(41)} deposit`)).toEqual(['deposit']);
  });
});

describe('tsquery building', () => {
  it('quotes every lexeme, escaping quotes and backslashes', () => {
    expect(tsqueryLiteral('deposit')).toBe("'deposit'");
    expect(tsqueryLiteral("o'brien\\")).toBe("'o''brien\\\\'");
    expect(anyOf(['evict', 'evicted'])).toBe("'evict' | 'evicted'");
  });
});

describe('inverseDocumentFrequency', () => {
  it('weighs rare words above common ones and never reaches zero', () => {
    expect(inverseDocumentFrequency(1, 98)).toBeGreaterThan(inverseDocumentFrequency(50, 98));
    expect(inverseDocumentFrequency(98, 98)).toBeGreaterThan(0);
  });
});

describe('typos', () => {
  it('counts insertions, deletions, substitutions and swaps as one edit each', () => {
    expect(editDistance('evicton', 'eviction')).toBe(1);
    expect(editDistance('depsoit', 'deposit')).toBe(1);
    expect(editDistance('custady', 'custody')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('accepts one slip in a short word and two in a long one', () => {
    expect(typoDistance('evicton', 'eviction')).toBe(1);
    expect(typoDistance('bankrupcy', 'bankruptcy')).toBe(1);
    expect(typoDistance('discrminaton', 'discrimination')).toBe(2);
    expect(typoDistance('bankrpcy', 'bankruptcy')).toBeUndefined();
    expect(typoDistance('supposed', 'supported')).toBeUndefined();
  });
});
