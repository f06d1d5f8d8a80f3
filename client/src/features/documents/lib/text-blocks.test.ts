import { describe, expect, it } from 'vitest';
import type { Segment } from '@common/schemas/documents';
import { segmentLabel, textBlocks } from './text-blocks';

const TEXT = 'LEASE\n\n1. Rent. $900 a month.\n\n2. Deposit. One month,\nheld in trust.\n\n3. Term. One year.';
const seg = (id: string, start: number, end: number, extra: Partial<Segment> = {}): Segment => ({ id, level: 1, start, end, ...extra });
const at = (s: string) => TEXT.indexOf(s);

describe('textBlocks', () => {
  const segments = [seg('s1', 0, 5, { heading: 'LEASE' }), seg('s2', at('1.'), at('2.') - 2, { number: '1', heading: 'Rent' }), seg('s3', at('2.'), at('3.') - 2), seg('s4', at('3.'), TEXT.length)];

  it('gives each segment its text, with a divider where a page begins inside it or just before it', () => {
    const pages = [
      { start: 0, end: at('held') - 1 },
      { start: at('held'), end: at('3.') - 2 },
      { start: at('3.'), end: TEXT.length },
    ];
    const blocks = textBlocks(TEXT, segments, pages);
    expect(blocks.map((b) => b.pieces)).toEqual([
      [{ kind: 'text', text: 'LEASE' }],
      [{ kind: 'text', text: '1. Rent. $900 a month.' }],
      [{ kind: 'text', text: '2. Deposit. One month,' }, { kind: 'page', page: 2 }, { kind: 'text', text: 'held in trust.' }],
      [{ kind: 'page', page: 3 }, { kind: 'text', text: '3. Term. One year.' }],
    ]);
  });

  it('needs no dividers for a document of one page', () => {
    const blocks = textBlocks(TEXT, segments, [{ start: 0, end: TEXT.length }]);
    expect(blocks.flatMap((b) => b.pieces).every((p) => p.kind === 'text')).toBe(true);
  });
});

describe('segmentLabel', () => {
  it('names a segment by number and heading, else by its opening words', () => {
    expect(segmentLabel(seg('s2', 0, 10, { number: '1', heading: 'Rent' }), TEXT)).toBe('1 Rent');
    expect(segmentLabel(seg('s3', at('2.'), at('3.') - 2), TEXT)).toBe('2. Deposit. One month, held in trust.');
  });
});
