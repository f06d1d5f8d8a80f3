/**
 * A drafted document as a Word file (the `docx` package): Word's own Title and Heading styles (the
 * navigation pane and a table of contents work), section numbers (1., 1.1) and list letters ((a), (b))
 * as text with hanging indents, page numbers in the footer, and the signature blocks as a borderless
 * table. Numbers are text, not Word auto-numbering, so every reader, a copy and paste and any text
 * extraction (our own analyzer's included) see the same numbers as the PDF and the preview.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { listMarker, signerLines, type Block, type DraftDocument, type Run, type Signer } from '../../common/templates/document';
import { DEFAULT_STYLE, HEADING_STYLES, LETTER, PAGE_MARGINS, pageFooter, TITLE_STYLE } from './word-styles';

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

const runs = (items: Run[]): ParagraphChild[] => items.map((r) => new TextRun({ text: r.text, bold: r.bold, italics: r.italic }));

function signatureTable(signers: Signer[]): Table {
  const cell = (s: Signer | undefined) =>
    new TableCell({
      width: { size: 50, type: WidthType.PERCENTAGE },
      children: s ? signerLines(s).map((line, i) => new Paragraph({ spacing: { before: i === 1 ? 480 : 60 }, children: [new TextRun({ text: line, bold: i === 0 })] })) : [new Paragraph('')],
    });
  const rows: TableRow[] = [];
  for (let i = 0; i < signers.length; i += 2) rows.push(new TableRow({ cantSplit: true, children: [cell(signers[i]), cell(signers[i + 1])] }));
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, rows });
}

/** the hanging indent of a section heading, so its text lines up after "1." or "1.1" */
const INDENT = { 1: 432, 2: 576 } as const;

function blockParts(block: Block): (Paragraph | Table)[] {
  switch (block.type) {
    case 'title':
      return [new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(block.text)] })];
    case 'heading':
      return [
        new Paragraph({
          heading: block.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
          keepNext: true,
          indent: { left: INDENT[block.level], hanging: INDENT[block.level] },
          children: [new TextRun(`${block.number}\t${block.text}`)],
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ children: block.lines.flatMap((line, i) => (i ? [new TextRun({ break: 1 }), ...runs(line)] : runs(line))) })];
    case 'list': {
      return block.items.map(
        (item, i) =>
          new Paragraph({ indent: { left: 1080, hanging: 360 }, tabStops: [{ type: TabStopType.LEFT, position: 1080 }], children: [new TextRun(`${listMarker(block.ordered, i)}\t`), ...runs(item)] }),
      );
    }
    case 'signatures':
      return [new Paragraph({ text: '' }), signatureTable(block.signers)];
  }
}

export async function toDocx(doc: DraftDocument): Promise<Buffer> {
  const children = doc.blocks.flatMap(blockParts);
  const document = new Document({
    title: doc.title,
    creator: 'Counsel',
    styles: { default: DEFAULT_STYLE, paragraphStyles: [TITLE_STYLE, HEADING_STYLES[0], HEADING_STYLES[1]] },
    sections: [
      {
        // the page size is the `docx` default (A4)
        properties: { page: { size: LETTER, margin: PAGE_MARGINS } },
        footers: { default: pageFooter() },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
