/**
 * An edited document as a PDF (pdfmake), on the page of a drafted one (see ../drafting/pdfmake-setup):
 * headings, bold, italics, underline, strike-through, web and email links, lists with the numbers the
 * editor shows (1., 1.1, (a), •) hanging left of their text, quotes indented, tables with thin
 * borders and merged cells, page breaks and rules.
 */
import type { JSONContent } from '@tiptap/core';
import type { Content, ContentText, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { CONTENT_WIDTH, pageSetup, pdfmake, PDF_STYLES } from '../drafting/pdfmake-setup';
import { layout, type Block, type Slot, type Span } from './layout';

/** one level of nesting (a list, a quote), in points; a list marker hangs in it */
const STEP = 36;
const LINK_COLOR = '#1155cc';
/** what an empty paragraph holds, so it keeps its line as in the editor and in Word */
const BLANK = '\u00a0';
const THIN: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 1,
};

function inline(s: Span, bold: boolean): ContentText {
  if (s.break) return { text: '\n' };
  const decoration = [...(s.underline || s.href ? ['underline' as const] : []), ...(s.strike ? ['lineThrough' as const] : [])];
  return {
    text: s.text,
    bold: s.bold || bold || undefined,
    italics: s.italic,
    decoration: decoration.length ? decoration : undefined,
    ...(s.href ? { link: s.href, color: LINK_COLOR } : {}),
  };
}

const text = (spans: Span[], bold: boolean): ContentText['text'] => (spans.length ? spans.map((s) => inline(s, bold)) : BLANK);

/** where a block sits: `width` the room it has (a rule is drawn across it), `bold` in a header cell, `gap` below a paragraph */
interface Room {
  width: number;
  bold: boolean;
  gap: number;
}

function paragraph(block: Extract<Block, { kind: 'paragraph' }>, room: Room): Content {
  const body = text(block.spans, room.bold);
  if (block.marker) {
    const x = (block.indent - 1) * STEP;
    return { columns: [{ width: STEP, text: block.marker, bold: room.bold || undefined }, { width: '*', text: body }], columnGap: 0, margin: [x, 0, 0, room.gap / 2] };
  }
  const content: Content = block.heading ? ({ text: body, style: `h${block.heading}`, headlineLevel: 1 } as Content) : { text: body, margin: [0, 0, 0, room.gap] };
  return block.indent ? { stack: [content], margin: [block.indent * STEP, 0, 0, 0] } : content;
}

function cells(slot: Slot, room: Room): TableCell[] {
  // pdfmake wants a cell for every column: `{}` where a cell to the left or above spans over
  const covered = Array.from({ length: slot.colspan - 1 }, () => ({}));
  if (slot.kind === 'below') return [{}, ...covered];
  if (slot.kind === 'empty') return [{ text: '' }];
  const inner: Room = { width: room.width * slot.colspan - 8, bold: slot.cell.header, gap: 2 };
  const stack = content(slot.cell.blocks, inner);
  return [{ stack: stack.length ? stack : [{ text: '' }], colSpan: slot.colspan > 1 ? slot.colspan : undefined, rowSpan: slot.rowspan > 1 ? slot.rowspan : undefined } as TableCell, ...covered];
}

function table(block: Extract<Block, { kind: 'table' }>, room: Room): Content {
  const column: Room = { ...room, width: room.width / block.columns };
  return {
    table: { headerRows: block.headerRows, widths: Array.from({ length: block.columns }, () => '*'), body: block.rows.map((slots) => slots.flatMap((s) => cells(s, column))) },
    layout: THIN,
    margin: [0, 0, 0, room.gap],
  };
}

function content(blocks: Block[], room: Room): Content[] {
  return blocks.map((block): Content => {
    switch (block.kind) {
      case 'paragraph':
        return paragraph(block, room);
      case 'pageBreak':
        return { text: '', pageBreak: 'before' };
      case 'rule':
        return { canvas: [{ type: 'line', x1: 0, y1: 0, x2: Math.max(0, room.width), y2: 0, lineWidth: 0.5 }], margin: [0, 4, 0, room.gap + 4] };
      case 'table':
        return table(block, room);
    }
  });
}

export function editedPdf(doc: JSONContent, options: { title: string }): Promise<Buffer> {
  const body = content(layout(doc), { width: CONTENT_WIDTH, bold: false, gap: 8 });
  const definition: TDocumentDefinitions = {
    ...pageSetup(options.title),
    styles: { h1: PDF_STYLES.h1, h2: PDF_STYLES.h2, h3: PDF_STYLES.h3 },
    // an empty document is still one empty page
    content: body.length ? body : [{ text: '' }],
  };
  return pdfmake.createPdf(definition).getBuffer();
}
