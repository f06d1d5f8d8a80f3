/**
 * Importing into the editor from real files: Word files made with the `docx` package (Word's own styles,
 * numbering, runs and tables), a drafted lease written by the drafting code, plain text, and a PDF's text
 * with its analysis segments. Each import keeps every word in order and comes out as checkContent wants it.
 */
import type { JSONContent } from '@tiptap/core';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { documentText, textBlocks } from '../../common/editing/blocks';
import type { Segment } from '../../common/schemas/documents';
import { documentText as draftText } from '../../common/templates/document';
import { segmentText } from '../analysis/segment';
import { loadStateRules } from '../content/state-rules';
import { loadTemplates } from '../content/templates';
import { toDocx } from '../drafting/docx';
import { renderTemplate } from '../drafting/render';
import { stateRuleCells } from '../drafting/state-cells';
import { AppError } from '../lib/app-error';
import { makeDocx, makeLyingZipBomb, makePdf } from '../testing/document-files';
import { checkContent } from './content';
import { IMPORT_MESSAGES, importDocx, importSections, importText } from './import';

const EMPTY = { type: 'doc', content: [{ type: 'paragraph' }] };
const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** the blocks as "kind level: text", which is what a reader sees of the structure */
const outline = (doc: JSONContent) => textBlocks(doc).map((b) => `${b.kind}${b.kind === 'heading' ? b.level : ''}: ${b.text}`);
const find = (node: JSONContent, type: string): JSONContent[] =>
  node.type === type ? [node] : (node.content ?? []).flatMap((child) => find(child, type));
const marksOf = (doc: JSONContent, text: string) => find(doc, 'text').find((t) => t.text === text)?.marks?.map((m) => m.type);

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

const bytesOf = async (doc: Document) => new Uint8Array(await Packer.toBuffer(doc));

/** a 1×1 PNG, for an image the import must leave out */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const NUMBERING = {
  config: [
    {
      reference: 'clauses',
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
        { level: 1, format: LevelFormat.LOWER_LETTER, text: '(%2)', alignment: AlignmentType.START },
      ],
    },
    { reference: 'bullets', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.START }] },
  ],
};

function wordFile(): Promise<Uint8Array> {
  const cell = (text: string, columnSpan?: number) => new TableCell({ columnSpan, children: [new Paragraph(text)] });
  return bytesOf(
    new Document({
      numbering: NUMBERING,
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Services Agreement')] }),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('1.\tServices')] }),
            new Paragraph({
              children: [
                new TextRun('The Provider will '),
                new TextRun({ text: 'always', underline: {} }),
                new TextRun(' deliver '),
                new TextRun({ text: 'on time', bold: true }),
                new TextRun(', '),
                new TextRun({ text: 'in full', italics: true }),
                new TextRun(' and '),
                new TextRun({ text: 'never late', strike: true }),
                new TextRun('. See '),
                new ExternalHyperlink({ link: 'https://example.com/terms', children: [new TextRun('the terms')] }),
                new TextRun(' or '),
                new ExternalHyperlink({ link: 'javascript:alert(1)', children: [new TextRun('this')] }),
                new TextRun('.'),
              ],
            }),
            new Paragraph({ children: [new ImageRun({ type: 'png', data: PNG, transformation: { width: 10, height: 10 } }), new TextRun('Logo above.')] }),
            new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Duties')] }),
            new Paragraph({ numbering: { reference: 'clauses', level: 0 }, children: [new TextRun('Design the site.')] }),
            new Paragraph({ numbering: { reference: 'clauses', level: 1 }, children: [new TextRun('Draw the pages.')] }),
            new Paragraph({ numbering: { reference: 'clauses', level: 0 }, children: [new TextRun('Build the site.')] }),
            new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun('A bullet point.')] }),
            new Paragraph({ children: [new PageBreak()] }),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('2.\tFees')] }),
            new Table({
              rows: [
                new TableRow({ tableHeader: true, children: [cell('Item'), cell('Price')] }),
                new TableRow({ children: [cell('Design'), cell('$1,000')] }),
                new TableRow({ children: [cell('Total: $1,000', 2)] }),
              ],
            }),
            new Paragraph({ children: [new TextRun('Paid in'), new PageBreak(), new TextRun('two parts.')] }),
          ],
        },
      ],
    }),
  );
}

/** about 50 pages: 150 paragraphs of 100 words under headings, and a table every 25 paragraphs */
function longWordFile(): Promise<Uint8Array> {
  const sentence = 'The Tenant shall keep the Premises clean and in good repair and shall promptly tell the Landlord about any damage. ';
  const paragraphs: (Paragraph | Table)[] = [];
  for (let i = 1; i <= 150; i++) {
    if (i % 5 === 1) paragraphs.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(`${Math.ceil(i / 5)}.\tSection`)] }));
    paragraphs.push(new Paragraph({ children: [new TextRun(sentence.repeat(5)), new TextRun({ text: 'Noted.', bold: true })] }));
    if (i % 25 === 0) {
      const rows = Array.from({ length: 10 }, (_, r) => new TableRow({ children: [0, 1, 2].map((c) => new TableCell({ children: [new Paragraph(`Row ${r} column ${c}`)] })) }));
      paragraphs.push(new Table({ rows }));
    }
  }
  return bytesOf(new Document({ sections: [{ children: paragraphs }] }));
}

describe('importDocx', () => {
  it("keeps a Word file's title, headings, numbered lists, marks and tables, and leaves out its images", async () => {
    const doc = await importDocx(await wordFile());
    expect(outline(doc)).toEqual([
      'heading1: Services Agreement',
      // the tab after a section number is a space
      'heading1: 1. Services',
      'paragraph: The Provider will always deliver on time, in full and never late. See the terms or this.',
      'paragraph: Logo above.',
      'heading2: Duties',
      'listItem: Design the site.',
      'listItem: Draw the pages.',
      'listItem: Build the site.',
      'listItem: A bullet point.',
      'heading1: 2. Fees',
      'tableRow: Item\tPrice',
      'tableRow: Design\t$1,000',
      'tableRow: Total: $1,000',
      'paragraph: Paid in\ntwo parts.',
    ]);
    // Word's numbering is an ordered list, its second level nested in the first item
    const [ordered] = find(doc, 'orderedList');
    expect(ordered!.content!.map((item) => item.type)).toEqual(['listItem', 'listItem']);
    expect(ordered!.content![0]!.content!.map((n) => n.type)).toEqual(['paragraph', 'orderedList']);
    expect(find(doc, 'bulletList')[0]!.content).toHaveLength(1);
    expect(marksOf(doc, 'always')).toEqual(['underline']);
    expect(marksOf(doc, 'on time')).toEqual(['bold']);
    expect(marksOf(doc, 'in full')).toEqual(['italic']);
    expect(marksOf(doc, 'never late')).toEqual(['strike']);
    expect(find(doc, 'text').find((t) => t.text === 'the terms')?.marks?.[0]).toMatchObject({ type: 'link', attrs: { href: 'https://example.com/terms' } });
    // a javascript: link keeps its words, not its link
    expect(find(doc, 'text').filter((t) => t.marks?.some((m) => m.type === 'link'))).toHaveLength(1);
    const [table] = find(doc, 'table');
    expect(table!.content!.map((row) => row.content!.map((c) => [c.type, c.attrs?.colspan]))).toEqual([
      [['tableHeader', 1], ['tableHeader', 1]],
      [['tableCell', 1], ['tableCell', 1]],
      [['tableCell', 2]],
    ]);
    // a page break on its own is the editor's page break; one inside a paragraph keeps the words apart
    expect(find(doc, 'pageBreak')).toHaveLength(1);
    expect(find(doc, 'image')).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('\t');
    expect(checkContent(doc)).toEqual(doc);
  });

  it('reads a drafted lease back: the title and every section heading as headings, the signatures as a table, every word', async () => {
    const template = (await loadTemplates()).find((t) => t.id === 'residential-lease')!;
    const drafted = renderTemplate(template, template.example, { preview: false, today: '2026-11-24', cells: stateRuleCells(await loadStateRules()) });
    const doc = await importDocx(new Uint8Array(await toDocx(drafted)));
    const blocks = textBlocks(doc);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, text: drafted.title });
    const sections = drafted.blocks.flatMap((b) => (b.type === 'heading' ? [{ kind: 'heading', level: b.level, text: `${b.number} ${b.text}` }] : []));
    expect(sections.length).toBeGreaterThan(10);
    expect(blocks.filter((b) => b.kind === 'heading').slice(1)).toEqual(sections);
    // "(a)\t…" list items are paragraphs that read as the draft does
    const signatures = drafted.blocks.find((b) => b.type === 'signatures')!;
    const [table] = find(doc, 'table');
    expect(table!.content).toHaveLength(Math.ceil(signatures.signers.length / 2));
    expect(words(documentText(doc))).toEqual(words(draftText(drafted)));
    expect(checkContent(doc)).toEqual(doc);
  });

  it('opens a long Word file well within two seconds', async () => {
    await importDocx(await makeDocx(['Warm up.']));
    const bytes = await longWordFile();
    const started = performance.now();
    const doc = await importDocx(bytes);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(find(doc, 'heading')).toHaveLength(30);
    expect(find(doc, 'table')).toHaveLength(6);
    expect(words(documentText(doc)).length).toBeGreaterThan(150 * 100);
  });

  it('gives an empty Word file as one empty paragraph', async () => {
    expect(await importDocx(await makeDocx([]))).toEqual(EMPTY);
  });

  it('refuses a file that is not a Word document, a damaged one, and a zip bomb, with a 422 that says so', async () => {
    const pdf = await makePdf([['1. Rent. $900.']]);
    const docx = await makeDocx(['Some text that will be cut short.']);
    for (const bytes of [pdf, new TextEncoder().encode('just text'), docx.subarray(0, docx.length - 40), new Uint8Array(0)]) {
      const err = await refusal(importDocx(bytes));
      expect([err.status, err.code, err.message]).toEqual([422, 'validation_error', IMPORT_MESSAGES.unreadable]);
    }
    const bomb = await refusal(importDocx(makeLyingZipBomb(300, 4)));
    expect([bomb.status, bomb.message]).toEqual([422, IMPORT_MESSAGES.tooBig]);
  });
});

describe('importText', () => {
  const TEXT = [
    'RESIDENTIAL LEASE AGREEMENT',
    '',
    'This Lease is made between Valley Rentals LLC and Ana Diaz.',
    '',
    'ARTICLE IV – TERM',
    '1. Rent',
    'Tenant pays\t$900 a month,',
    'on the first day.',
    '',
    'Section 3. Payment',
    '',
    'By check or transfer.',
    '',
    'Bring:',
    '1. Keys',
    '2. Photo ID',
    '',
    '1.1 Late Fees',
    'A fee of $50.',
    '1. Tenant pays rent.',
    'Nothing else.',
    '',
    'JOHN SMITH',
    '123 MAIN ST',
    '',
    'Last words',
  ].join('\r\n');

  it('finds numbered and capitalised headings over body text and keeps the rest as paragraphs and line breaks', () => {
    const doc = importText(TEXT);
    expect(outline(doc)).toEqual([
      'heading1: RESIDENTIAL LEASE AGREEMENT',
      'paragraph: This Lease is made between Valley Rentals LLC and Ana Diaz.',
      'heading1: ARTICLE IV – TERM',
      'heading2: 1. Rent',
      'paragraph: Tenant pays $900 a month,\non the first day.',
      'heading2: Section 3. Payment',
      'paragraph: By check or transfer.',
      // a list is not a run of headings
      'paragraph: Bring:\n1. Keys\n2. Photo ID',
      'heading3: 1.1 Late Fees',
      // a numbered sentence is a clause
      'paragraph: A fee of $50.\n1. Tenant pays rent.\nNothing else.',
      // capitals over an address line are a name
      'paragraph: JOHN SMITH\n123 MAIN ST',
      'paragraph: Last words',
    ]);
    expect(words(documentText(doc))).toEqual(words(TEXT));
    expect(checkContent(doc)).toEqual(doc);
  });

  it('never makes a heading of the last line, nor of a list whose items stand apart', () => {
    expect(outline(importText('Intro.\n\n1. Apples\n\n2. Pears\n\n3. Plums\n\nThat is all.\n\n4. Figs'))).toEqual([
      'paragraph: Intro.',
      'paragraph: 1. Apples',
      'paragraph: 2. Pears',
      'paragraph: 3. Plums',
      'paragraph: That is all.',
      'paragraph: 4. Figs',
    ]);
  });

  it('makes a page break of a form feed and drops control characters', () => {
    const doc = importText('Page one.\f\fPage\u0007 two.');
    expect(doc.content!.map((n) => n.type)).toEqual(['paragraph', 'pageBreak', 'paragraph']);
    expect(documentText(doc)).toBe('Page one.\n\nPage two.');
  });

  it('gives empty text as one empty paragraph, and refuses text past the limit', async () => {
    expect(importText('')).toEqual(EMPTY);
    expect(importText(' \n\n\t\n')).toEqual(EMPTY);
    const err = await refusal(() => importText('word '.repeat(400_001)));
    expect(err.status).toBe(422);
  });
});

describe('importSections', () => {
  const TEXT = [
    'Dear Ms. Doe, this agreement is between us.',
    'ARTICLE I - PREMISES',
    '1.1 Premises. Landlord leases to Tenant the apartment at 12 Oak Street and the parking\nspace behind it.\nIt is furnished.',
    '(a) with a sofa; and\n(b) a bed.',
    '1.2 Use. Tenant shall use the Premises only as a home.',
    'TERMINATION\nEither party may end this Lease\nwith notice.',
  ].join('\n\n');
  const at = (s: string) => TEXT.indexOf(s);
  const span = (from: string, to?: string) => ({ start: at(from), end: to === undefined ? TEXT.length : at(to) - 2 });
  const SEGMENTS: Segment[] = [
    { id: 's1', level: 1, number: 'Article I', heading: 'PREMISES', ...span('ARTICLE I', '1.1') },
    { id: 's2', level: 2, number: '1.1', heading: 'Premises', ...span('1.1', '(a)') },
    { id: 's3', level: 3, number: '(a)', ...span('(a)', '(b)') },
    { id: 's4', level: 3, number: '(b)', ...span('(b)', '1.2') },
    { id: 's5', level: 2, number: '1.2', heading: 'Use', ...span('1.2', 'TERMINATION') },
    { id: 's6', level: 1, heading: 'TERMINATION', ...span('TERMINATION') },
  ];
  // (b) starts after a single line break, not a blank line
  SEGMENTS[2]!.end = at('(b)') - 1;

  it('opens each segment that has a heading with it, and rebuilds its body into paragraphs', () => {
    const doc = importSections(TEXT, SEGMENTS);
    expect(outline(doc)).toEqual([
      // text before the first segment stays
      'paragraph: Dear Ms. Doe, this agreement is between us.',
      'heading2: ARTICLE I - PREMISES',
      'heading3: 1.1 Premises',
      // the line broken mid-sentence is joined, the one after a full stop is not
      'paragraph: Landlord leases to Tenant the apartment at 12 Oak Street and the parking space behind it.\nIt is furnished.',
      'paragraph: (a) with a sofa; and',
      'paragraph: (b) a bed.',
      'heading3: 1.2 Use',
      'paragraph: Tenant shall use the Premises only as a home.',
      'heading2: TERMINATION',
      'paragraph: Either party may end this Lease with notice.',
    ]);
    expect(words(documentText(doc))).toEqual(words(TEXT).map((w) => w.replace(/^(Premises|Use)\.$/, '$1')));
    expect(checkContent(doc)).toEqual(doc);
  });

  it("agrees with the analysis's own segments", () => {
    const doc = importSections(TEXT, segmentText(TEXT));
    expect(outline(doc).filter((line) => line.startsWith('heading'))).toEqual(['heading2: ARTICLE I - PREMISES', 'heading3: 1.1 Premises', 'heading3: 1.2 Use', 'heading2: TERMINATION']);
  });

  it('keeps every word once whatever the segments say: none, overlapping, out of range, a heading not in the text', () => {
    const expected = words(documentText(importSections(TEXT, [])));
    expect(expected).toEqual(words(TEXT));
    const odd: Segment[] = [
      { id: 's1', level: 1, heading: 'Not there', start: 10, end: 60 },
      { id: 's2', level: 1, start: 30, end: 90 },
      { id: 's3', level: 2, start: -5, end: 5 },
      { id: 's4', level: 2, start: TEXT.length - 3, end: TEXT.length + 100 },
    ];
    // a segment may cut a word in two; its letters still all come once, in order
    const letters = (text: string) => text.replace(/\s+/g, '');
    expect(letters(documentText(importSections(TEXT, odd)))).toBe(letters(TEXT));
    expect(importSections('', [])).toEqual(EMPTY);
  });
});
