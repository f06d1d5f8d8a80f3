import { describe, expect, it } from 'vitest';
import type { Segment } from '@common/schemas/documents';
import { markedIn, segmentLabel, textBlocks } from './text-blocks';

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
      [{ kind: 'text', text: 'LEASE', start: 0 }],
      [{ kind: 'text', text: '1. Rent. $900 a month.', start: at('1.') }],
      [{ kind: 'text', text: '2. Deposit. One month,', start: at('2.') }, { kind: 'page', page: 2 }, { kind: 'text', text: 'held in trust.', start: at('held') }],
      [{ kind: 'page', page: 3 }, { kind: 'text', text: '3. Term. One year.', start: at('3.') }],
    ]);
  });

  it('needs no dividers for a document of one page', () => {
    const blocks = textBlocks(TEXT, segments, [{ start: 0, end: TEXT.length }]);
    expect(blocks.flatMap((b) => b.pieces).every((p) => p.kind === 'text')).toBe(true);
  });
});

describe('markedIn', () => {
  it('cuts a run of text around the part a passage covers, and gives nothing when it covers none', () => {
    const piece = { text: '2. Deposit. One month,', start: at('2.') };
    expect(markedIn(piece, { start: at('One'), end: at('One') + 9 })).toEqual(['2. Deposit. ', 'One month', ',']);
    // a passage running on past the piece (across a page) is cut at the piece's end
    expect(markedIn(piece, { start: at('One'), end: at('trust') })).toEqual(['2. Deposit. ', 'One month,', '']);
    expect(markedIn(piece, { start: at('held'), end: at('trust') })).toBeUndefined();
    expect(markedIn(piece, undefined)).toBeUndefined();
  });
});

describe('segmentLabel', () => {
  it('names a segment by number and heading, else by its opening words', () => {
    expect(segmentLabel(seg('s2', 0, 10, { number: '1', heading: 'Rent' }), TEXT)).toBe('1 Rent');
    expect(segmentLabel(seg('s3', at('2.'), at('3.') - 2), TEXT)).toBe('2. Deposit. One month, held in trust.');
  });
});
