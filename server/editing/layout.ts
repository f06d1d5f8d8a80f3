/**
 * An edited document (ProseMirror JSON) flattened into what the DOCX and PDF writers lay out:
 * paragraphs with their marks, nesting and list numbers, tables as a full grid, page breaks and rules.
 * One walk for both writers, following common/editing/blocks.ts, so the numbers in either file are
 * those of the document's own text (1., 1.1, (a), •) and the two files never disagree. It never
 * throws: a node it does not know is read for its text, a malformed table is squared up.
 */
import type { JSONContent } from '@tiptap/core';
import type { AnchorText } from '../../common/editing/anchors';
import { legalMarker } from '../../common/editing/blocks';
import { LINK_PROTOCOLS } from '../../common/editing/extensions';

/** A run of text with its marks, or a line break. `href` only ever a web or email address. */
export interface Span {
  text: string;
  break?: true;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  href?: string;
  /** the anchor-text offset of its first character (common/editing/anchors.ts), when asked for: where comments are */
  offset?: number;
}

export interface Cell {
  header: boolean;
  blocks: Block[];
}

/** One place of a table's grid, `colspan` columns wide: a cell, the part of a cell above it that spans rows, or nothing (a short row). */
export type Slot = { kind: 'cell'; cell: Cell; colspan: number; rowspan: number } | { kind: 'below'; colspan: number } | { kind: 'empty'; colspan: 1 };

export type Block =
  /** `indent`: how many levels in (list nesting and quotes); a list item's `marker` hangs one level left of its text */
  | { kind: 'paragraph'; spans: Span[]; indent: number; heading?: 1 | 2 | 3; marker?: string }
  /** every row has slots for exactly `columns` columns; the first `headerRows` rows are all header cells */
  | { kind: 'table'; columns: number; rows: Slot[][]; headerRows: number }
  | { kind: 'pageBreak' }
  | { kind: 'rule' };

const SAFE_HREF = new RegExp(`^(${LINK_PROTOCOLS.join('|')}):`, 'i');
/** the link a reader may follow, or none: a saved document is checked, but a file is written from whatever arrives */
export const safeHref = (href: unknown): string | undefined => (typeof href === 'string' && SAFE_HREF.test(href) ? href : undefined);

/** Word has at most 63 columns; a span beyond is a typing slip, not a layout */
const spanOf = (value: unknown, max: number) => Math.min(max, Math.max(1, Math.trunc(Number(value)) || 1));

/** text node → its anchor offsets, in document order (more than one only if the JSON repeats a node object) */
type Offsets = Map<JSONContent, number[]>;

/**
 * Each text node's anchor offset, found by the node itself rather than by counting: a text node the
 * layout drops (a malformed table) or reaches by another path then cannot shift the offsets after it.
 * The walk is anchorText's (every text node, leaves not entered); if the two disagree, no offsets.
 */
function offsetsOf(doc: JSONContent, anchors: AnchorText): Offsets {
  const nodes: JSONContent[] = [];
  const walk = (n: JSONContent) => {
    if (n.type === 'text') nodes.push(n);
    else if (n.type !== 'hardBreak' && n.type !== 'pageBreak' && n.type !== 'horizontalRule') (n.content ?? []).forEach(walk);
  };
  walk(doc);
  const out: Offsets = new Map();
  if (nodes.length !== anchors.spans.length || nodes.some((n, i) => (n.text ?? '').length !== anchors.spans[i]!.length)) return out;
  nodes.forEach((n, i) => out.set(n, [...(out.get(n) ?? []), anchors.spans[i]!.offset]));
  return out;
}

export function spans(node: JSONContent, offsets?: Offsets): Span[] {
  const out: Span[] = [];
  const visit = (n: JSONContent) => {
    if (n.type === 'hardBreak') out.push({ text: '\n', break: true });
    else if (n.type === 'text' || typeof n.text === 'string') {
      const offset = offsets?.get(n)?.shift();
      if (!n.text) return;
      const span: Span = offset === undefined ? { text: n.text } : { text: n.text, offset };
      for (const mark of n.marks ?? []) {
        if (mark.type === 'bold') span.bold = true;
        else if (mark.type === 'italic') span.italic = true;
        else if (mark.type === 'underline') span.underline = true;
        else if (mark.type === 'strike') span.strike = true;
        else if (mark.type === 'link') {
          const href = safeHref(mark.attrs?.href);
          if (href) span.href = href;
        }
      }
      out.push(span);
    } else (n.content ?? []).forEach(visit); // an inline node we do not know: its text
  };
  (node.content ?? []).forEach(visit);
  return out;
}

interface Context {
  /** the item numbers of the ordered lists around, outermost first */
  numbers: number[];
  /** bullet lists around */
  bullets: number;
  quotes: number;
  offsets?: Offsets;
}

const isInline = (n: JSONContent) => n.type === 'text' || n.type === 'hardBreak' || typeof n.text === 'string';

function visit(node: JSONContent, out: Block[], ctx: Context): void {
  const indent = ctx.numbers.length + ctx.bullets + ctx.quotes;
  switch (node.type) {
    case 'heading':
      out.push({ kind: 'paragraph', heading: spanOf(node.attrs?.level, 3) as 1 | 2 | 3, spans: spans(node, ctx.offsets), indent });
      return;
    case 'paragraph':
      out.push({ kind: 'paragraph', spans: spans(node, ctx.offsets), indent });
      return;
    case 'orderedList':
    case 'bulletList': {
      const ordered = node.type === 'orderedList';
      const start = ordered ? Math.max(1, Math.trunc(Number(node.attrs?.start ?? 1)) || 1) : 1;
      (node.content ?? []).forEach((item, i) => {
        const inner: Context = ordered ? { ...ctx, numbers: [...ctx.numbers, start + i] } : { ...ctx, bullets: ctx.bullets + 1 };
        const marker = ordered ? legalMarker(inner.numbers) : '•';
        const [first, ...rest] = item.content ?? [];
        // the item's first paragraph carries its marker, as in the document's text; what follows is its own, one level in
        if (first?.type === 'paragraph') out.push({ kind: 'paragraph', spans: spans(first, ctx.offsets), indent: indent + 1, marker });
        else {
          out.push({ kind: 'paragraph', spans: [], indent: indent + 1, marker });
          if (first) visit(first, out, inner);
        }
        for (const child of rest) visit(child, out, inner);
      });
      return;
    }
    case 'blockquote':
      for (const child of node.content ?? []) visit(child, out, { ...ctx, quotes: ctx.quotes + 1 });
      return;
    case 'table': {
      const table = grid(node, ctx.offsets);
      if (table) out.push(table);
      return;
    }
    case 'pageBreak':
      out.push({ kind: 'pageBreak' });
      return;
    case 'horizontalRule':
      out.push({ kind: 'rule' });
      return;
    default:
      // doc, or a node we do not know: a paragraph of its text if it holds text, else its blocks
      if (isInline(node)) out.push({ kind: 'paragraph', spans: spans({ content: [node] }, ctx.offsets), indent });
      else if ((node.content ?? []).some(isInline)) out.push({ kind: 'paragraph', spans: spans(node, ctx.offsets), indent });
      else for (const child of node.content ?? []) visit(child, out, ctx);
  }
}

/** a cell's blocks; a page break in a cell is dropped (neither Word nor pdfmake can break a page there) */
function cellBlocks(cell: JSONContent, offsets: Offsets | undefined): Block[] {
  const out: Block[] = [];
  for (const child of cell.content ?? []) visit(child, out, { numbers: [], bullets: 0, quotes: 0, offsets });
  return out.filter((b) => b.kind !== 'pageBreak');
}

/**
 * The table as a grid, as HTML places cells: each cell in the first free column of its row, a cell
 * spanning rows taking its columns in the rows below. Short rows are filled, spans clipped to the table.
 */
function grid(table: JSONContent, offsets: Offsets | undefined): Block | undefined {
  const rows = table.content ?? [];
  if (rows.length === 0) return undefined;
  // per row: column → the slot starting there, or null where a slot to its left covers it
  const placed = rows.map(() => new Map<number, Slot | null>());
  rows.forEach((row, r) => {
    const here = placed[r]!;
    let c = 0;
    for (const cell of row.content ?? []) {
      while (here.has(c)) c++;
      let colspan = 1;
      const wanted = spanOf(cell.attrs?.colspan, 63);
      while (colspan < wanted && !here.has(c + colspan)) colspan++;
      const rowspan = spanOf(cell.attrs?.rowspan, rows.length - r);
      here.set(c, { kind: 'cell', cell: { header: cell.type === 'tableHeader', blocks: cellBlocks(cell, offsets) }, colspan, rowspan });
      for (let d = 0; d < rowspan; d++) {
        if (d > 0) placed[r + d]!.set(c, { kind: 'below', colspan });
        for (let k = 1; k < colspan; k++) placed[r + d]!.set(c + k, null);
      }
      c += colspan;
    }
  });
  const columns = Math.max(1, ...placed.flatMap((row) => [...row].map(([c, slot]) => c + (slot?.colspan ?? 1))));
  const slots = placed.map((row) => {
    const out: Slot[] = [];
    for (let c = 0; c < columns; ) {
      const slot = row.get(c) ?? { kind: 'empty', colspan: 1 };
      out.push(slot);
      c += slot.colspan;
    }
    return out;
  });
  const isHeader = (row: Slot[]) => row.some((s) => s.kind === 'cell') && row.every((s) => s.kind !== 'cell' || s.cell.header);
  let headerRows = 0;
  while (headerRows < slots.length - 1 && isHeader(slots[headerRows]!)) headerRows++;
  return { kind: 'table', columns, rows: slots, headerRows };
}

/** `anchors`: the document's anchorText, to give every text span its `offset` */
export function layout(doc: JSONContent, anchors?: AnchorText): Block[] {
  const out: Block[] = [];
  visit(doc, out, { numbers: [], bullets: 0, quotes: 0, offsets: anchors && offsetsOf(doc, anchors) });
  return out;
}
