import { describe, expect, it } from 'vitest';
import { blocksOf } from './markdown-blocks';

describe('blocksOf', () => {
  it('cuts paragraphs into sentences and lists into items, under their subheadings', () => {
    const blocks = blocksOf('### The rule\nFirst sentence here. Second one.\n\n- **Texas:** 30 days.\n1. Write a letter.');
    expect(blocks.map((b) => [b.kind, b.markdown, b.subheading, b.label])).toEqual([
      ['sentence', 'First sentence here.', 'The rule', undefined],
      ['sentence', 'Second one.', 'The rule', undefined],
      ['bullet', '**Texas:** 30 days.', 'The rule', 'Texas'],
      ['step', 'Write a letter.', 'The rule', undefined],
    ]);
  });

  it('knows the one state a piece is about: by its label, its subheading, or the state it names', () => {
    const blocks = blocksOf('### California\nDeposits come back in 21 days.\n\n### Elsewhere\n- **New York:** 14 days.\n- Florida gives 15 to 60 days.\n- Most states set 14 to 60 days; Texas gives 30.');
    expect(blocks.map((b) => b.state)).toEqual(['CA', 'NY', 'FL', undefined]);
  });

  it('keeps a sentence that goes on about a state with the sentence that names it', () => {
    const markdown =
      'Every state offers a no-fault ground. New York was the last state to add one, in 2010. It lets a spouse state under oath that the marriage has been broken for at least six months (Domestic Relations Law § 170). Some states still allow fault grounds.';
    const blocks = blocksOf(markdown);
    expect(blocks.map((b) => b.state)).toEqual([undefined, 'NY', undefined]);
    expect(blocks[1]!.markdown).toBe(
      'New York was the last state to add one, in 2010. It lets a spouse state under oath that the marriage has been broken for at least six months (Domestic Relations Law § 170).',
    );
  });

  it('does not read Virginia in West Virginia, or Washington in Washington, D.C.', () => {
    expect(blocksOf('- **West Virginia:** 60 days.').map((b) => b.state)).toEqual(['WV']);
    expect(blocksOf('Tenants in Washington, D.C. have more time.').map((b) => b.state)).toEqual(['DC']);
  });
});
