import { describe, expect, it } from 'vitest';
import { previewOf, titleFrom } from './chat.presenter';

describe('titleFrom', () => {
  it('is the first line of the question, cut at a word near 60 characters', () => {
    expect(titleFrom('  My landlord kept my deposit\nand more details')).toBe('My landlord kept my deposit');
    expect(titleFrom('My landlord says I owe for new carpet, paint and cleaning after a two year lease')).toBe('My landlord says I owe for new carpet, paint and cleaning…');
    expect(titleFrom('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('previewOf', () => {
  it('is plain text: no Markdown marks, links as their words, no citation markers', () => {
    expect(previewOf('**In California**\n- Return it in **21 days** [1][2]. See the [knowledge base](/knowledge-base).')).toBe(
      'In California - Return it in 21 days. See the knowledge base.',
    );
  });

  it('cuts a long message at a word and says so', () => {
    const preview = previewOf('word '.repeat(100));
    expect(preview.length).toBeLessThanOrEqual(161);
    expect(preview).toMatch(/word…$/);
  });
});
