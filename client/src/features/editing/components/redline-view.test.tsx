/**
 * The redline as a reader meets it: changes marked as <ins>/<del> that a screen reader announces as
 * added or removed, headings as headings, list items with their numbers, table rows cell by cell.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { redline, type RedlineBlock } from '@common/editing/redline';
import { RedlineView } from './redline-view';

const BLOCKS: RedlineBlock[] = [
  { kind: 'heading', level: 2, parts: [{ text: 'Payment' }] },
  {
    kind: 'paragraph',
    change: 'modify',
    parts: [{ text: 'The Customer shall pay each invoice within ' }, { text: '30', change: 'delete' }, { text: '60', change: 'insert' }, { text: ' days.' }],
  },
  { kind: 'listItem', depth: 1, marker: '2.', change: 'delete', parts: [{ text: 'Late payments bear interest.', change: 'delete' }] },
  { kind: 'listItem', depth: 2, marker: '2.1', parts: [{ text: 'Interest accrues daily.' }] },
  { kind: 'tableRow', change: 'modify', parts: [{ text: 'Implementation\t£' }, { text: '10,000', change: 'delete' }, { text: '12,500', change: 'insert' }] },
];

describe('RedlineView', () => {
  it('marks insertions and deletions with text a screen reader announces', () => {
    const { container } = render(<RedlineView blocks={BLOCKS} />);
    const ins = [...container.querySelectorAll('ins')];
    const del = [...container.querySelectorAll('del')];
    expect(ins.map((e) => e.textContent)).toEqual(['Added: 60', 'Added: 12,500']);
    expect(del.map((e) => e.textContent)).toEqual(['Removed: 30', 'Removed: Late payments bear interest.', 'Removed: 10,000']);
    for (const e of [...ins, ...del]) expect(e.querySelector('.sr-only')?.textContent).toMatch(/^(Added|Removed): $/);
    expect(ins[0]!.className).toContain('underline');
    expect(del[0]!.className).toContain('line-through');
  });

  it('shows headings, list numbers and table cells', () => {
    const { container } = render(<RedlineView blocks={BLOCKS} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Payment' })).toBeTruthy();
    expect(screen.getByText('2.1')).toBeTruthy();
    expect(screen.getByText('Interest accrues daily.')).toBeTruthy();
    const row = screen.getByText('Implementation').parentElement!;
    expect(row.children).toHaveLength(2);
    expect(row.children[1]!.textContent).toBe('£Removed: 10,000Added: 12,500');
    expect(container.textContent).toContain('The Customer shall pay each invoice within Removed: 30Added: 60 days.');
  });

  it('renders a comparison of two documents with nothing marked when they are the same', () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'This Agreement is governed by English law.' }] }] };
    const { container } = render(<RedlineView blocks={redline(doc, doc)} />);
    expect(container.querySelectorAll('ins, del')).toHaveLength(0);
    expect(container.textContent).toBe('This Agreement is governed by English law.');
  });
});
