/**
 * An edited document as a Word file (the `docx` package), on the page of a drafted one (Letter,
 * one-inch margins, Calibri 11, "Page n of N"): Word's Heading 1–3 styles, bold, italics, underline,
 * strike-through, web and email links, and tables with thin borders and merged cells. List numbers
 * (1., 1.1, (a)) and bullets are text with a hanging indent, not Word auto-numbering, so every
 * reader, a copy and paste and our own text extraction see the numbers the editor shows.
 * Comment threads become Word comments on the same words, their replies Word's threaded replies.
 */
import type { JSONContent } from '@tiptap/core';
import {
  BorderStyle,
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalMergeType,
  WidthType,
  type ICommentOptions,
  type ParagraphChild,
} from 'docx';
import { anchorText } from '../../common/editing/anchors';
import { DEFAULT_STYLE, HEADING_STYLES, LETTER, PAGE_MARGINS, pageFooter } from '../drafting/word-styles';
import { layout, type Block, type Slot, type Span } from './layout';

/** one level of nesting (a list, a quote): half an inch, in twips; a list marker hangs in it */
const STEP = 720;
/** the width between the margins, in twips, shared out among a table's columns */
const TEXT_WIDTH = LETTER.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
const THIN = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const TABLE_BORDERS = { top: THIN, bottom: THIN, left: THIN, right: THIN, insideHorizontal: THIN, insideVertical: THIN };

/** A comment thread to carry into the file, on anchor-text offsets `start` to `end` (exclusive). */
export interface ExportComment {
  id: number;
  author: string;
  date: Date;
  body: string;
  replies: { author: string; date: Date; body: string }[];
  start: number;
  end: number;
}

/** Word comment ids by the anchor offset of a character: ranges opened before it, closed after it */
interface Markers {
  before: Map<number, number[]>;
  after: Map<number, number[]>;
}
const NO_MARKERS: Markers = { before: new Map(), after: new Map() };

/** a text span as runs, cut where a comment range opens or closes inside it */
function run(s: Span, bold: boolean, link: boolean, markers: Markers): ParagraphChild[] {
  if (s.break) return [new TextRun({ break: 1 })];
  const piece = (text: string) =>
    new TextRun({ text, bold: s.bold || bold || undefined, italics: s.italic, underline: s.underline ? {} : undefined, strike: s.strike, style: link ? 'Hyperlink' : undefined });
  if (s.offset === undefined || markers.before.size === 0) return [piece(s.text)];
  const out: ParagraphChild[] = [];
  let from = 0;
  for (let i = 0; i < s.text.length; i++) {
    const opening = markers.before.get(s.offset + i);
    if (opening) {
      if (i > from) out.push(piece(s.text.slice(from, i)));
      from = i;
      out.push(...opening.map((id) => new CommentRangeStart(id)));
    }
    const closing = markers.after.get(s.offset + i);
    if (closing) {
      out.push(piece(s.text.slice(from, i + 1)));
      from = i + 1;
      // Word shows a comment at its reference, which follows the range's end
      out.push(...closing.flatMap((id) => [new CommentRangeEnd(id), new TextRun({ children: [new CommentReference(id)] })]));
    }
  }
  if (from < s.text.length) out.push(piece(s.text.slice(from)));
  return out;
}

/** the runs of a paragraph, the consecutive ones with the same link as one hyperlink */
function runs(spans: Span[], bold: boolean, markers: Markers): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (let i = 0; i < spans.length; ) {
    const href = spans[i]!.href;
    if (!href) {
      out.push(...run(spans[i++]!, bold, false, markers));
      continue;
    }
    const children: ParagraphChild[] = [];
    while (i < spans.length && spans[i]!.href === href) children.push(...run(spans[i++]!, bold, true, markers));
    out.push(new ExternalHyperlink({ link: href, children }));
  }
  return out;
}

function paragraph(block: Extract<Block, { kind: 'paragraph' }>, bold: boolean, pageBreakBefore: boolean, markers: Markers): Paragraph {
  const left = block.indent * STEP;
  return new Paragraph({
    heading: block.heading ? HEADINGS[block.heading] : undefined,
    keepNext: block.heading ? true : undefined,
    pageBreakBefore: pageBreakBefore || undefined,
    indent: left ? { left, hanging: block.marker ? STEP : undefined } : undefined,
    tabStops: block.marker ? [{ type: TabStopType.LEFT, position: left }] : undefined,
    children: block.marker ? [new TextRun({ text: `${block.marker}\t`, bold: bold || undefined }), ...runs(block.spans, bold, markers)] : runs(block.spans, bold, markers),
  });
}

function cell(slot: Slot, width: number, markers: Markers): TableCell {
  const columnSpan = slot.colspan > 1 ? slot.colspan : undefined;
  const size = { size: width * slot.colspan, type: WidthType.DXA };
  if (slot.kind !== 'cell') {
    // a cell spanning rows is one cell to Word: the ones below it continue it
    return new TableCell({ columnSpan, width: size, verticalMerge: slot.kind === 'below' ? VerticalMergeType.CONTINUE : undefined, children: [new Paragraph({})] });
  }
  const children = parts(slot.cell.blocks, slot.cell.header, markers);
  // Word wants a cell to end with a paragraph
  if (!(children.at(-1) instanceof Paragraph)) children.push(new Paragraph({}));
  return new TableCell({ columnSpan, width: size, verticalMerge: slot.rowspan > 1 ? VerticalMergeType.RESTART : undefined, children });
}

function table(block: Extract<Block, { kind: 'table' }>, markers: Markers): Table {
  const width = Math.floor(TEXT_WIDTH / block.columns);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: Array.from({ length: block.columns }, () => width),
    borders: TABLE_BORDERS,
    // header rows repeat on every page the table runs onto
    rows: block.rows.map((slots, r) => new TableRow({ tableHeader: r < block.headerRows || undefined, children: slots.map((s) => cell(s, width, markers)) })),
  });
}

/** `bold`: in a header cell */
function parts(blocks: Block[], bold: boolean, markers: Markers): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  // a page break starts the next paragraph on a new page; before a table, or at the end, it is a paragraph of its own
  let breakBefore = false;
  const flush = () => {
    if (breakBefore) out.push(new Paragraph({ children: [new PageBreak()] }));
    breakBefore = false;
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'paragraph':
        out.push(paragraph(block, bold, breakBefore, markers));
        breakBefore = false;
        break;
      case 'pageBreak':
        flush();
        breakBefore = true;
        break;
      case 'rule':
        flush();
        out.push(new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } } }));
        break;
      case 'table':
        flush();
        out.push(table(block, markers));
        break;
    }
  }
  flush();
  return out;
}

/** every text span of the blocks, in document order (table cells row by row, as written) */
function textSpans(blocks: Block[]): Span[] {
  return blocks.flatMap((b) =>
    b.kind === 'paragraph' ? b.spans.filter((s) => !s.break) : b.kind === 'table' ? b.rows.flat().flatMap((s) => (s.kind === 'cell' ? textSpans(s.cell.blocks) : [])) : [],
  );
}

const paragraphsOf = (text: string) => text.split('\n').map((line) => new Paragraph({ text: line }));
const initialsOf = (name: string) => name.split(/\s+/).map((word) => word.match(/\p{L}/u)?.[0] ?? '').join('').slice(0, 3).toUpperCase() || undefined;
/** an unreadable date would make the docx package throw; without one it writes the export's time */
const dateOf = (date: Date) => (date instanceof Date && !Number.isNaN(date.getTime()) ? date : undefined);

/**
 * The comments as Word comments and where their ranges go. Word ids are 0..n-1 in the file: a thread,
 * then its replies, each reply on the thread's range and pointing at it (Word's threaded replies, in
 * commentsExtended.xml). A range is cut to the characters written: it opens before the first one at
 * or after `start` and closes after the last one before `end`, so it never takes in a paragraph mark
 * at its edges; one over line breaks only is put on the next character. A range outside the text,
 * or empty, is left out.
 */
function placeComments(comments: ExportComment[], spans: Span[], length: number): { options: ICommentOptions[]; markers: Markers } {
  const options: ICommentOptions[] = [];
  const markers: Markers = { before: new Map(), after: new Map() };
  const add = (map: Map<number, number[]>, at: number, ids: number[]) => map.set(at, [...(map.get(at) ?? []), ...ids]);
  const written = spans.filter((s): s is Span & { offset: number } => s.offset !== undefined && s.text.length > 0);
  for (const c of comments) {
    if (!Number.isInteger(c.start) || !Number.isInteger(c.end) || c.start < 0 || c.end > length || c.end <= c.start) continue;
    const after = written.find((s) => s.offset + s.text.length > c.start);
    const before = written.findLast((s) => s.offset < c.end);
    let first = after && Math.max(c.start, after.offset);
    let last = before && Math.min(c.end, before.offset + before.text.length) - 1;
    // a range over line breaks only: on the character after it, or the last one
    if (first === undefined || last === undefined || first > last) first = last = first ?? last;
    if (first === undefined || last === undefined) continue; // a document with no text
    const thread = options.length;
    options.push({ id: thread, author: c.author, initials: initialsOf(c.author), date: dateOf(c.date), children: paragraphsOf(c.body) });
    for (const r of c.replies) options.push({ id: options.length, parentId: thread, author: r.author, initials: initialsOf(r.author), date: dateOf(r.date), children: paragraphsOf(r.body) });
    const ids = options.slice(thread).map((o) => o.id);
    add(markers.before, first, ids);
    add(markers.after, last, ids);
  }
  return { options, markers };
}

export async function editedDocx(doc: JSONContent, options: { title: string; comments?: ExportComment[] }): Promise<Buffer> {
  const anchors = options.comments?.length ? anchorText(doc) : undefined;
  const blocks = layout(doc, anchors);
  const placed = anchors ? placeComments(options.comments!, textSpans(blocks), anchors.text.length) : { options: [], markers: NO_MARKERS };
  const children = parts(blocks, false, placed.markers);
  const document = new Document({
    title: options.title,
    creator: 'Counsel',
    comments: { children: placed.options },
    styles: { default: DEFAULT_STYLE, paragraphStyles: [...HEADING_STYLES] },
    sections: [
      {
        properties: { page: { size: LETTER, margin: PAGE_MARGINS } },
        footers: { default: pageFooter() },
        // an empty document is still one empty page
        children: children.length ? children : [new Paragraph({})],
      },
    ],
  });
  return Packer.toBuffer(document);
}
