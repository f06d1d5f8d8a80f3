import type { JSONContent } from '@tiptap/core';
import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { anchorText, mapRanges, offsetOf, posOf } from './anchors';
import { editorExtensions } from './extensions';

const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const text = (t: string, marks?: JSONContent['marks']): JSONContent => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const doc: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [text('Lease')] },
    p(text('The Tenant pays '), text('$900', [{ type: 'bold' }]), text(' a month.')),
    { type: 'orderedList', content: [{ type: 'listItem', content: [p(text('No pets.'), { type: 'hardBreak' }, text('No smoking.'))] }] },
    { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [p(text('Rent'))] }, { type: 'tableCell', content: [p(text('$900'))] }] }] },
  ],
};

/** where a mapped range stands, as text */
const quote = (after: string, r: { start: number; end: number } | null) => (r ? after.slice(r.start, r.end) : null);

describe('anchor text', () => {
  it('reads every text node in order, a line between blocks and for a hard break', () => {
    expect(anchorText(doc).text).toBe('Lease\nThe Tenant pays $900 a month.\nNo pets.\nNo smoking.\nRent\n$900');
  });

  it('knows the editor position of every offset, as ProseMirror counts them', () => {
    const node = getSchema(editorExtensions).nodeFromJSON(doc);
    const anchors = anchorText(doc);
    for (const word of ['Lease', 'pays $900 a', 'No smoking', 'Rent', '$900']) {
      const start = anchors.text.lastIndexOf(word);
      const from = posOf(anchors, start, 1)!;
      const to = posOf(anchors, start + word.length, -1)!;
      expect(node.textBetween(from, to, '\n', '\n')).toBe(word);
      expect(offsetOf(anchors, from)).toBe(start);
      expect(offsetOf(anchors, to)).toBe(start + word.length);
    }
  });

  it('puts a range that starts or ends between blocks on the text next to it', () => {
    const anchors = anchorText(doc);
    const gap = anchors.text.indexOf('\nThe Tenant');
    const node = getSchema(editorExtensions).nodeFromJSON(doc);
    expect(node.textBetween(posOf(anchors, gap, 1)!, posOf(anchors, gap + 11, -1)!)).toBe('The Tenant');
    expect(posOf(anchorText({ type: 'doc', content: [p()] }), 0, 1)).toBeUndefined();
  });
});

describe('a comment through edits', () => {
  const before = 'The Tenant shall pay rent of $900 on the first day of each month.';
  const range = { start: before.indexOf('$900'), end: before.indexOf('$900') + 4 };

  it('moves with text typed before it and ignores text typed after it', () => {
    const typedBefore = before.replace('The Tenant', 'Each month, the Tenant');
    expect(quote(typedBefore, mapRanges(before, typedBefore, [range])[0]!)).toBe('$900');
    const typedAfter = before.replace('each month.', 'each month, in cash.');
    expect(quote(typedAfter, mapRanges(before, typedAfter, [range])[0]!)).toBe('$900');
    const deletedBefore = before.replace('shall pay rent of', 'pays');
    expect(quote(deletedBefore, mapRanges(before, deletedBefore, [range])[0]!)).toBe('$900');
  });

  it('keeps text typed at its edges outside it, and text typed inside it', () => {
    const atEdges = before.replace('$900', 'only $900 total');
    expect(quote(atEdges, mapRanges(before, atEdges, [range])[0]!)).toBe('$900');
    const inside = before.replace('$900', '$9,000');
    expect(quote(inside, mapRanges(before, inside, [range])[0]!)).toBe('$9,000');
  });

  it('shrinks when part of it is deleted, and is detached when all or most of it is', () => {
    const whole = { start: before.indexOf('pay rent of $900'), end: before.indexOf('pay rent of $900') + 'pay rent of $900'.length };
    const partly = before.replace('rent of ', '');
    expect(quote(partly, mapRanges(before, partly, [whole])[0]!)).toBe('pay $900');
    const rewritten = before.replace('pay rent of $900', 'pay $1');
    expect(mapRanges(before, rewritten, [whole])[0]).toBeNull();
    const gone = before.replace(' rent of $900', '');
    expect(mapRanges(before, gone, [whole])[0]).toBeNull();
  });

  it('follows edits in two places at once, and many ranges', () => {
    const after = 'NOTE. The Tenant shall pay rent of $900 on the first business day of each calendar month.';
    const ranges = ['Tenant', '$900', 'first', 'month'].map((w) => ({ start: before.indexOf(w), end: before.indexOf(w) + w.length }));
    expect(mapRanges(before, after, ranges).map((r) => quote(after, r))).toEqual(['Tenant', '$900', 'first', 'month']);
  });

  it('survives a large rewrite of a long document in little time', () => {
    const para = (i: number) => `${i}. The Provider shall deliver the services described in Schedule ${i} within thirty days of the order.`;
    const long = Array.from({ length: 1500 }, (_, i) => para(i)).join('\n');
    const target = long.indexOf('Schedule 1200');
    const rewritten = long.replace(/thirty days/g, 'forty-five (45) days');
    const started = performance.now();
    const [mapped] = mapRanges(long, rewritten, [{ start: target, end: target + 'Schedule 1200'.length }]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(quote(rewritten, mapped!)).toBe('Schedule 1200');
  });
});
