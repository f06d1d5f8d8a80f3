/**
 * The redline of two versions: what a lawyer reviewing a draft must see marked (words, sections, list
 * items, table cells changed) and what must not be (items merely renumbered), and that a long
 * agreement compares quickly even when rewritten.
 */
import type { JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { redline, redlineStats, type RedlineBlock } from './redline';

const text = (t: string): JSONContent[] => (t ? [{ type: 'text', text: t }] : []);
const p = (t: string): JSONContent => ({ type: 'paragraph', content: text(t) });
const h = (level: number, t: string): JSONContent => ({ type: 'heading', attrs: { level }, content: text(t) });
const ol = (...items: string[]): JSONContent => ({ type: 'orderedList', content: items.map((t) => ({ type: 'listItem', content: [p(t)] })) });
const table = (...rows: string[][]): JSONContent => ({
  type: 'table',
  content: rows.map((cells) => ({ type: 'tableRow', content: cells.map((c) => ({ type: 'tableCell', content: [p(c)] })) })),
});
const doc = (...content: JSONContent[]): JSONContent => ({ type: 'doc', content });

const changed = (blocks: RedlineBlock[]) => blocks.filter((b) => b.change);
const inserted = (b: RedlineBlock) => b.parts.filter((x) => x.change === 'insert').map((x) => x.text);
const deleted = (b: RedlineBlock) => b.parts.filter((x) => x.change === 'delete').map((x) => x.text);
/** the text of one side: the later version without deletions, the earlier without insertions */
const side = (blocks: RedlineBlock[], drop: 'insert' | 'delete') =>
  blocks
    .filter((b) => b.change !== drop)
    .map((b) => b.parts.filter((x) => x.change !== drop).map((x) => x.text).join(''))
    .join('\n');

const GOVERNING = 'This Agreement shall be governed by and construed in accordance with the laws of England and Wales.';
const NOTICES = 'Any notice given under this Agreement shall be in writing and delivered by hand or by recorded delivery.';
const TERM = 'This Agreement commences on the Effective Date and continues for a period of two years.';

describe('redline', () => {
  it('marks a word inserted and a word deleted inside a paragraph, keeping the spacing', () => {
    const before = doc(p('The Supplier shall deliver the Goods to the Customer within thirty days of the Order.'));
    const after = doc(p('The Supplier shall promptly deliver the Goods to the Customer within thirty days of the Order date.'));
    const blocks = redline(before, after);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.change).toBe('modify');
    expect(inserted(blocks[0]!).map((t) => t.trim())).toEqual(['promptly', 'date']);
    expect(side(blocks, 'delete')).toBe('The Supplier shall promptly deliver the Goods to the Customer within thirty days of the Order date.');
    expect(side(blocks, 'insert')).toBe('The Supplier shall deliver the Goods to the Customer within thirty days of the Order.');

    const cut = redline(doc(p('Payment is due, in full, within 30 days of the invoice date.')), doc(p('Payment is due within 30 days of the invoice date.')));
    expect(deleted(cut[0]!)).toEqual([', in full,']);
    expect(inserted(cut[0]!)).toEqual([]);
    expect(redlineStats(cut)).toEqual({ insertions: 0, deletions: 2 });
  });

  it('shows a new section as inserted, and the sections after it unchanged', () => {
    const before = doc(h(2, 'Term'), p(TERM), h(2, 'Notices'), p(NOTICES), h(2, 'Governing Law'), p(GOVERNING));
    const after = doc(
      h(2, 'Term'),
      p(TERM),
      h(2, 'Confidentiality'),
      p('Each party shall keep confidential all information disclosed to it by the other party.'),
      h(2, 'Notices'),
      p(NOTICES),
      h(2, 'Governing Law'),
      p(GOVERNING),
    );
    const blocks = redline(before, after);
    expect(blocks.map((b) => b.change)).toEqual([undefined, undefined, 'insert', 'insert', undefined, undefined, undefined, undefined]);
    expect(blocks[2]).toEqual({ kind: 'heading', level: 2, change: 'insert', parts: [{ text: 'Confidentiality', change: 'insert' }] });
    expect(blocks[4]).toEqual({ kind: 'heading', level: 2, parts: [{ text: 'Notices' }] });
    expect(redlineStats(blocks)).toEqual({ insertions: 15, deletions: 0 });
  });

  it('shows a deleted list item as deleted, and the renumbered items after it unchanged with their new numbers', () => {
    const items = ['The Customer shall pay the Fees.', 'The Customer shall provide access to its premises.', 'The Customer shall comply with all applicable laws.', 'The Customer shall notify the Supplier of any defect.'];
    const blocks = redline(doc(ol(...items)), doc(ol(items[0]!, items[2]!, items[3]!)));
    expect(blocks.map((b) => [b.marker, b.change])).toEqual([
      ['1.', undefined],
      ['2.', 'delete'],
      ['2.', undefined],
      ['3.', undefined],
    ]);
    expect(blocks[1]!.parts).toEqual([{ text: items[1], change: 'delete' }]);
    expect(blocks[2]!.parts).toEqual([{ text: items[2] }]);

    // and an item inserted above renumbers, but does not mark, the rest
    const grown = redline(doc(ol(...items)), doc(ol('The Customer shall appoint a project manager.', ...items)));
    expect(changed(grown)).toHaveLength(1);
    expect(grown.map((b) => b.marker)).toEqual(['1.', '2.', '3.', '4.', '5.']);
  });

  it('marks the changed cell of a table row, and only that cell', () => {
    const before = doc(table(['Service', 'Fee'], ['Implementation', '£10,000'], ['Support', '£2,000 per month']));
    const after = doc(table(['Service', 'Fee'], ['Implementation', '£12,500'], ['Support', '£2,000 per month']));
    const blocks = redline(before, after);
    expect(blocks.map((b) => b.change)).toEqual([undefined, 'modify', undefined]);
    const row = blocks[1]!;
    expect(row.kind).toBe('tableRow');
    expect(deleted(row).join('')).toContain('10,000');
    expect(inserted(row).join('')).toContain('12,500');
    // the cells stay apart: the tab between them is never part of a change
    expect(row.parts.filter((x) => x.change).every((x) => !x.text.includes('\t'))).toBe(true);
    expect(side(blocks, 'delete').split('\n')[1]).toBe('Implementation\t£12,500');
    expect(redlineStats(blocks)).toEqual({ insertions: 1, deletions: 1 });
  });

  it('finds no change between identical versions', () => {
    const d = doc(h(1, 'Master Services Agreement'), p(TERM), ol('First obligation.', 'Second obligation.'), table(['Party', 'Address'], ['Acme Ltd', '1 High Street']), p(''), p(GOVERNING));
    const blocks = redline(d, structuredClone(d));
    expect(changed(blocks)).toEqual([]);
    expect(blocks.every((b) => b.parts.length === 1)).toBe(true);
    expect(redlineStats(blocks)).toEqual({ insertions: 0, deletions: 0 });
  });

  it('shows a reworded paragraph as changed in place, and an unrelated replacement as removed and added', () => {
    const reworded = redline(doc(p(NOTICES)), doc(p(NOTICES.replace('by hand or by recorded delivery', 'by hand, by courier or by email'))));
    expect(reworded.map((b) => b.change)).toEqual(['modify']);
    const replaced = redline(doc(h(2, 'Notices'), p(NOTICES), p(GOVERNING)), doc(h(2, 'Notices'), p('Neither party may assign its rights without consent.'), p(GOVERNING)));
    expect(replaced.map((b) => b.change)).toEqual([undefined, 'delete', 'insert', undefined]);
  });

  it('marks a heading moved to another level as changed, with no words added or removed, and ignores spacing alone', () => {
    const blocks = redline(doc(h(2, 'Limitation of Liability'), p('Neither party  excludes liability for fraud.')), doc(h(3, 'Limitation of Liability'), p('Neither party excludes liability for fraud.')));
    expect(blocks).toEqual([
      { kind: 'heading', level: 3, change: 'modify', parts: [{ text: 'Limitation of Liability' }] },
      { kind: 'paragraph', parts: [{ text: 'Neither party excludes liability for fraud.' }] },
    ]);
    expect(redlineStats(blocks)).toEqual({ insertions: 0, deletions: 0 });
  });

  it('counts the words added and removed', () => {
    const blocks = redline(doc(p('The Licence Fee is £5,000 payable annually in advance.')), doc(p('The Licence Fee is £6,000 payable quarterly in advance, plus VAT.')));
    expect(redlineStats(blocks)).toEqual({ insertions: 4, deletions: 2 });
    expect(redlineStats([])).toEqual({ insertions: 0, deletions: 0 });
  });
});

describe('redline of a long agreement', () => {
  const VOCABULARY =
    'party agreement supplier customer shall services goods fees payment term notice breach liability indemnify warrant confidential information termination clause schedule obligation right remedy law court consent writing reasonable material effective date period invoice delivery acceptance'.split(
      ' ',
    );
  const OTHER_WORDS = 'licensor licensee software source code escrow release update maintenance support hours response level credit outage uptime'.split(' ');
  /** a deterministic clause of 100 words */
  const clause = (seed: number, vocabulary = VOCABULARY) => {
    const out: string[] = [];
    let x = seed * 7919 + 1;
    for (let k = 0; k < 100; k++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      out.push(vocabulary[Math.floor(x / 65536) % vocabulary.length]!);
    }
    return `${out.join(' ')}.`;
  };
  const agreement = (make: (i: number) => string) => doc(...Array.from({ length: 150 }, (_, i) => (i % 10 === 0 ? h(2, `Clause ${i / 10 + 1}`) : p(make(i)))));

  it('compares 150 blocks of 15,000 words with a few edits well under 200 ms', () => {
    const before = agreement((i) => clause(i));
    const after = structuredClone(before);
    after.content![12]!.content![0]!.text = clause(12).replace('shall', 'must');
    after.content![77]!.content![0]!.text = `${clause(77)} Time is of the essence.`;
    after.content!.splice(101, 1);
    after.content!.splice(40, 0, p('The Supplier shall maintain adequate insurance.'));
    const started = performance.now();
    const blocks = redline(before, after);
    const took = performance.now() - started;
    expect(took).toBeLessThan(200);
    expect(changed(blocks).map((b) => b.change)).toEqual(['modify', 'insert', 'modify', 'delete']);
    expect(redlineStats(blocks)).toEqual({ insertions: 1 + 6 + 5, deletions: 1 + 100 });
    expect(side(blocks, 'delete')).toBe(side(redline(after, after), 'delete'));
  });

  it('compares a full rewrite correctly and quickly', () => {
    const before = agreement((i) => clause(i));
    const after = agreement((i) => clause(i, OTHER_WORDS));
    const started = performance.now();
    const blocks = redline(before, after);
    const took = performance.now() - started;
    expect(took).toBeLessThan(200);
    // every clause removed and its replacement added; the headings stay
    expect(blocks.filter((b) => b.change === 'delete')).toHaveLength(135);
    expect(blocks.filter((b) => b.change === 'insert')).toHaveLength(135);
    expect(blocks.filter((b) => !b.change)).toHaveLength(15);
    expect(side(blocks, 'delete')).toBe(side(redline(after, after), 'delete'));
    expect(side(blocks, 'insert')).toBe(side(redline(before, before), 'insert'));
  });

  it('gives up aligning thousands of rewritten blocks in time, and shows them removed and added', () => {
    const many = (vocabulary: string[]) => doc(h(1, 'Schedule'), ...Array.from({ length: 3000 }, (_, i) => p(clause(i, vocabulary).slice(0, 200))));
    const started = performance.now();
    const blocks = redline(many(VOCABULARY), many(OTHER_WORDS));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(blocks[0]!.change).toBeUndefined();
    expect(blocks.filter((b) => b.change === 'delete')).toHaveLength(3000);
    expect(blocks.filter((b) => b.change === 'insert')).toHaveLength(3000);
  });
});
