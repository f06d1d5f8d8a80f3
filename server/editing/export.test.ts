/**
 * The exports of an edited document, read back as a person's tools would: the DOCX through mammoth
 * (its structure as HTML, its text), the PDF through pdfjs (its text, pages and link annotations).
 * Both must show the editor's list numbers and words in order, keep the structure, and write only
 * web and email links; an empty, odd or long document must export too. The DOCX's comments are read
 * from its XML: each on exactly its words, with its replies.
 */
import { text as streamText } from 'node:stream/consumers';
import type { JSONContent } from '@tiptap/core';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { anchorText } from '../../common/editing/anchors';
import { documentText } from '../../common/editing/blocks';
import { docxText, pdfText, wordsOf } from '../testing/exported-text';
import { editedDocx, type ExportComment } from './docx';
import { editedPdf } from './pdf';

type Mark = 'bold' | 'italic' | 'underline' | 'strike' | { href: string };
const t = (text: string, ...marks: Mark[]): JSONContent => ({
  type: 'text',
  text,
  ...(marks.length ? { marks: marks.map((m) => (typeof m === 'string' ? { type: m } : { type: 'link', attrs: { href: m.href } })) } : {}),
});
const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const h = (level: number, text: string): JSONContent => ({ type: 'heading', attrs: { level }, content: [t(text)] });
const li = (...content: JSONContent[]): JSONContent => ({ type: 'listItem', content });
const ol = (...items: JSONContent[]): JSONContent => ({ type: 'orderedList', content: items });
const ul = (...items: JSONContent[]): JSONContent => ({ type: 'bulletList', content: items });
const cell = (type: 'tableCell' | 'tableHeader', text: string, attrs?: Record<string, number>): JSONContent => ({ type, ...(attrs ? { attrs } : {}), content: [p(t(text))] });
const row = (...cells: JSONContent[]): JSONContent => ({ type: 'tableRow', content: cells });
const doc = (...content: JSONContent[]): JSONContent => ({ type: 'doc', content });

const AGREEMENT = doc(
  h(1, 'Services Agreement'),
  h(2, 'Terms'),
  p(
    t('This is '),
    t('binding', 'bold'),
    t(' and '),
    t('final', 'italic'),
    t(' and '),
    t('underlined', 'underline'),
    t(' and '),
    t('struck', 'strike'),
    t('. See '),
    t('the terms', { href: 'https://example.com/terms' }),
    t(' or '),
    t('this trap', { href: 'javascript:alert(1)' }),
    t('.'),
    { type: 'hardBreak' },
    t('Second line.'),
  ),
  ol(li(p(t('Payment')), ol(li(p(t('Invoices')), ol(li(p(t('Monthly'))), li(p(t('Quarterly'))))), li(p(t('Late fees'))))), li(p(t('Termination')))),
  ul(li(p(t('Apples'))), li(p(t('Pears')))),
  { type: 'table', content: [row(cell('tableHeader', 'Item'), cell('tableHeader', 'Amount')), row(cell('tableCell', 'Rent'), cell('tableCell', '$100')), row(cell('tableCell', 'Total due', { colspan: 2 }))] },
  { type: 'pageBreak' },
  p(t('After the break.')),
);
/** each line starts with its marker, in the editor's order */
const MARKED = ['1. Payment', '1.1 Invoices', '(a) Monthly', '(b) Quarterly', '1.2 Late fees', '2. Termination', '• Apples', '• Pears'];

/** `parts` found in `text` one after another */
function expectInOrder(text: string, parts: string[]) {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}
const spaced = (text: string) => text.replace(/\s+/g, ' ');

async function pdfLinks(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const urls: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) for (const a of await (await pdf.getPage(i)).getAnnotations()) if (a.subtype === 'Link') urls.push(String(a.url ?? a.unsafeUrl ?? ''));
  await pdf.destroy();
  return urls;
}

describe('editedDocx', () => {
  it('keeps headings, marks, the link, the table and its merged cell', async () => {
    const bytes = await editedDocx(AGREEMENT, { title: 'Services Agreement' });
    // mammoth drops underlining unless told to keep it
    const html = (await mammoth.convertToHtml({ buffer: bytes }, { styleMap: ['u => u'] })).value;
    expect(html).toContain('<h1>Services Agreement</h1><h2>Terms</h2>');
    expect(html).toContain('<strong>binding</strong>');
    expect(html).toContain('<em>final</em>');
    expect(html).toContain('<u>underlined</u>');
    expect(html).toContain('<s>struck</s>');
    expect(html).toContain('<a href="https://example.com/terms">the terms</a>');
    expect(html).toContain(' or this trap.');
    expect(html).not.toContain('javascript');
    expect(html).toContain('<thead><tr><th><p><strong>Item</strong></p></th><th><p><strong>Amount</strong></p></th></tr></thead>');
    expect(html).toContain('<td colspan="2"><p>Total due</p></td>');
  });

  it('shows the legal numbers and the words of the document, in order', async () => {
    const text = await docxText(await editedDocx(AGREEMENT, { title: 'Services Agreement' }));
    expectInOrder(spaced(text), MARKED);
    expect(wordsOf(text)).toBe(wordsOf(documentText(AGREEMENT)));
  });
});

describe('editedPdf', () => {
  it('breaks the page where the document does, with the legal numbers and the words in order', async () => {
    const bytes = await editedPdf(AGREEMENT, { title: 'Services Agreement' });
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(2);
    expect(text).toMatch(/Page 1 of 2[\s\S]*After the break\.[\s\S]*Page 2 of 2/);
    expectInOrder(spaced(text), MARKED);
    expect(wordsOf(text)).toBe(wordsOf(documentText(AGREEMENT)));
  });

  it('links the web address and not the javascript: one', async () => {
    const urls = await pdfLinks(await editedPdf(AGREEMENT, { title: 'Services Agreement' }));
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls)).toEqual(new Set(['https://example.com/terms']));
  });
});

describe('any document exports', () => {
  const odd: [string, JSONContent][] = [
    ['empty', { type: 'doc', content: [] }],
    ['no content at all', { type: 'doc' }],
    ['an empty paragraph', doc(p())],
    ['an empty table and an empty list', doc({ type: 'table', content: [] }, ol(), ul(li()))],
  ];
  for (const [name, input] of odd) {
    it(`${name}: one page, no words`, async () => {
      expect(wordsOf(await docxText(await editedDocx(input, { title: name })))).toBe(wordsOf(documentText(input)));
      const { text, pages } = await pdfText(await editedPdf(input, { title: name }));
      expect(pages).toBe(1);
      expect(wordsOf(text)).toBe(wordsOf(documentText(input)));
    });
  }

  it('a node type it does not know: its text', async () => {
    const input = doc({ type: 'callout', content: [p(t('Inside a callout'))] }, { type: 'aside', content: [t('Loose '), { type: 'mention', content: [t('words')] }] });
    expect(spaced(await docxText(await editedDocx(input, { title: 'Odd' })))).toContain('Inside a callout Loose words');
    expect(spaced((await pdfText(await editedPdf(input, { title: 'Odd' }))).text)).toContain('Inside a callout Loose words');
  });

  it('a fifty-page document, quickly', async () => {
    // a lease's vocabulary, numbered here and there: text repeats its words, which a PDF lays out once each
    const vocabulary = 'the tenant shall pay rent monthly to landlord within days of notice and any deposit held under this agreement must be returned after lease ends unless damage beyond normal wear'.split(' ');
    const words = (n: number) => Array.from({ length: 100 }, (_, i) => `${vocabulary[(n * 7 + i * 13) % vocabulary.length]}${i % 10 ? '' : n}`).join(' ');
    const content: JSONContent[] = [];
    for (let n = 0; n < 150; n++) {
      if (n % 10 === 0) content.push(h(2, `Section ${n / 10 + 1}`));
      content.push(p(t(words(n))));
      if (n % 15 === 0) content.push(ol(li(p(t('First')), ol(li(p(t('Second')), ol(li(p(t('Third')))))))), ul(li(p(t('Bullet')))));
      if (n % 25 === 0) content.push({ type: 'table', content: Array.from({ length: 8 }, (_, r) => row(cell(r ? 'tableCell' : 'tableHeader', `Cell ${r}a`), cell('tableCell', `Cell ${r}b`))) });
    }
    const long = doc(...content);
    let started = performance.now();
    const docx = await editedDocx(long, { title: 'Long' });
    const docxMs = performance.now() - started;
    started = performance.now();
    const pdf = await editedPdf(long, { title: 'Long' });
    const pdfMs = performance.now() - started;
    expect(docxMs + pdfMs).toBeLessThan(2000);
    const read = await pdfText(pdf);
    expect(read.pages).toBeGreaterThan(30);
    expect(wordsOf(read.text)).toBe(wordsOf(documentText(long)));
    expect(wordsOf(await docxText(docx))).toBe(wordsOf(documentText(long)));
  });
});

/** the parts of a DOCX, by name */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const parts = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          streamText(stream).then((xml) => {
            parts.set(entry.fileName, xml);
            zip.readEntry();
          }, reject);
        }),
      );
      zip.on('end', () => resolve(parts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** per Word comment id: the body's text between its range markers (a paragraph end or line break as "\n"), and whether its reference follows the end */
function commentedText(documentXml: string): Map<number, { text: string; referenced: boolean }> {
  const open = new Map<number, string>();
  const closed = new Map<number, { text: string; referenced: boolean }>();
  const token = /<w:commentRange(Start|End) w:id="(\d+)"\/>|<w:commentReference w:id="(\d+)"\/>|<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>|<\/w:p>/g;
  for (const m of documentXml.matchAll(token)) {
    if (m[1] === 'Start') {
      expect(open.has(Number(m[2])) || closed.has(Number(m[2])), `comment ${m[2]} opened twice`).toBe(false);
      open.set(Number(m[2]), '');
    } else if (m[1] === 'End') {
      const id = Number(m[2]);
      expect(open.has(id), `comment ${id} closed before it opened`).toBe(true);
      closed.set(id, { text: open.get(id)!, referenced: false });
      open.delete(id);
    } else if (m[3] !== undefined) closed.get(Number(m[3]))!.referenced = true;
    else {
      const piece = m[4] !== undefined ? unescapeXml(m[4]) : '\n';
      for (const [id, text] of open) open.set(id, text + piece);
    }
  }
  expect([...open.keys()], 'comments never closed').toEqual([]);
  return closed;
}

interface WordComment {
  author: string;
  initials?: string;
  text: string;
  /** w14:paraId of its last paragraph, which commentsExtended.xml threads by */
  paraId?: string;
}
function wordComments(commentsXml: string): Map<number, WordComment> {
  const out = new Map<number, WordComment>();
  for (const m of commentsXml.matchAll(/<w:comment ([^>]*)>([\s\S]*?)<\/w:comment>/g)) {
    const attr = (name: string) => m[1]!.match(new RegExp(`${name}="([^"]*)"`))?.[1];
    const paragraphs = [...m[2]!.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) => [...p[0].matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((t) => unescapeXml(t[1]!)).join(''));
    out.set(Number(attr('w:id')), { author: unescapeXml(attr('w:author') ?? ''), initials: attr('w:initials'), text: paragraphs.join('\n'), paraId: [...m[2]!.matchAll(/w14:paraId="([^"]+)"/g)].at(-1)?.[1] });
  }
  return out;
}

/** paraId → the paraId of the comment it replies to */
const replyParents = (extendedXml: string) => new Map([...extendedXml.matchAll(/<w15:commentEx w15:paraId="([^"]+)"(?: w15:paraIdParent="([^"]+)")?/g)].map((m) => [m[1]!, m[2]]));

describe('editedDocx comments', () => {
  const LEASE = doc(
    h(1, 'Lease'),
    p(t('The tenant shall pay '), t('rent', 'bold'), t(' monthly to the '), t('landlord', { href: 'https://example.com/landlord' }), t('.')),
    p(t('Notice must be given in writing.')),
    ol(li(p(t('Deposit held'))), li(p(t('Repairs owed')))),
    { type: 'table', content: [row(cell('tableHeader', 'Item'), cell('tableHeader', 'Amount')), row(cell('tableCell', 'Rent'), cell('tableCell', '$100 per month'))] },
    p(t('Signed by the parties.'), { type: 'hardBreak' }, t('Witnessed & dated.')),
  );
  const anchors = anchorText(LEASE);
  const when = new Date('2024-05-01T10:00:00Z');
  let nextId = 100;
  /** a comment on the first `quote` in the anchor text */
  const on = (quote: string, body: string, replies: ExportComment['replies'] = []): ExportComment => {
    const start = anchors.text.indexOf(quote);
    expect(start, quote).toBeGreaterThanOrEqual(0);
    return { id: nextId++, author: 'Ada Lovelace', date: when, body, replies, start, end: start + quote.length };
  };
  const comments = [
    on('shall pay rent', 'Which rent?', [
      { author: 'Bob Smith', date: when, body: 'The base rent.' },
      { author: 'Ada Lovelace', date: when, body: 'Thanks & <noted>' },
    ]),
    on('pay rent monthly to the landl', 'Overlaps the first'),
    on('monthly to the landlord.\nNotice must', 'Across two paragraphs\nin two lines'),
    on('per month', 'In a table cell'),
    on('Repairs', 'In a list item'),
    on('parties.\nWitnessed &', 'Across a line break'),
  ];

  it('puts each thread on exactly its words, with its replies threaded under it', async () => {
    const parts = await unzip(await editedDocx(LEASE, { title: 'Lease', comments }));
    const word = wordComments(parts.get('word/comments.xml')!);
    const ranges = commentedText(parts.get('word/document.xml')!);
    const parents = replyParents(parts.get('word/commentsExtended.xml')!);
    // ids 0..n-1: each thread, then its replies
    const n = comments.reduce((sum, c) => sum + 1 + c.replies.length, 0);
    expect([...word.keys()].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
    expect([...ranges.keys()].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
    let id = 0;
    for (const c of comments) {
      const thread = id;
      const quote = anchors.text.slice(c.start, c.end);
      for (const entry of [c, ...c.replies]) {
        expect(word.get(id), c.body).toMatchObject({ author: entry.author, text: entry.body });
        expect(ranges.get(id), c.body).toEqual({ text: quote, referenced: true });
        expect(parents.get(word.get(id)!.paraId!)).toBe(id === thread ? undefined : word.get(thread)!.paraId);
        id++;
      }
    }
    expect(word.get(0)!.initials).toBe('AL');
  });

  it('reads back in mammoth with the comments and the words unchanged', async () => {
    const bytes = await editedDocx(LEASE, { title: 'Lease', comments });
    const { value: html, messages } = await mammoth.convertToHtml({ buffer: bytes }, { styleMap: ['comment-reference => sup'] });
    expect(messages).toEqual([]);
    for (const body of ['Which rent?', 'The base rent.', 'Thanks &amp; &lt;noted&gt;', 'In a table cell']) expect(html).toContain(body);
    expect(html).toContain('<a href="https://example.com/landlord">');
    expect(wordsOf(await docxText(bytes))).toBe(wordsOf(documentText(LEASE)));
  });

  it('leaves out a comment it cannot place and never throws', async () => {
    const bad: ExportComment[] = [
      { ...on('Lease', 'empty'), end: anchors.text.indexOf('Lease') },
      { ...on('Lease', 'backwards'), start: 4, end: 2 },
      { ...on('Lease', 'before the text'), start: -1 },
      { ...on('Lease', 'past the text'), end: anchors.text.length + 1 },
      { ...on('Lease', 'not a number'), start: Number.NaN },
      { ...on('Lease', 'a bad date'), date: new Date('no date') },
    ];
    const parts = await unzip(await editedDocx(LEASE, { title: 'Lease', comments: [...bad, on('Notice', 'Kept')] }));
    const word = wordComments(parts.get('word/comments.xml')!);
    expect([...word.values()].map((c) => c.text)).toEqual(['a bad date', 'Kept']);
    expect([...commentedText(parts.get('word/document.xml')!)]).toEqual([
      [0, { text: 'Lease', referenced: true }],
      [1, { text: 'Notice', referenced: true }],
    ]);
  });

  it('puts a comment on line breaks only on the next character', async () => {
    const start = anchors.text.indexOf('\nNotice');
    const parts = await unzip(await editedDocx(LEASE, { title: 'Lease', comments: [{ ...on('Notice', 'Between'), start, end: start + 1 }] }));
    expect(commentedText(parts.get('word/document.xml')!).get(0)).toEqual({ text: 'N', referenced: true });
  });

  it('keeps its place after text the layout drops (a loose text node in a table row)', async () => {
    const odd = doc({ type: 'table', content: [{ type: 'tableRow', content: [t('stray'), cell('tableCell', 'Cell')] }] }, p(t('After the table')));
    const text = anchorText(odd).text;
    const start = text.indexOf('the table');
    const parts = await unzip(await editedDocx(odd, { title: 'Odd', comments: [{ id: 1, author: 'A', date: when, body: 'B', replies: [], start, end: start + 9 }] }));
    expect(commentedText(parts.get('word/document.xml')!).get(0)).toEqual({ text: 'the table', referenced: true });
  });

  it('writes no comments part when there are none, and the file still opens', async () => {
    for (const options of [{ title: 'Lease' }, { title: 'Lease', comments: [] }, { title: 'Lease', comments: [{ ...on('Lease', 'bad'), start: 3, end: 3 }] }]) {
      const bytes = await editedDocx(LEASE, options);
      const parts = await unzip(bytes);
      expect(parts.has('word/comments.xml')).toBe(false);
      expect(parts.get('word/document.xml')).not.toContain('commentRange');
      const { value: html, messages } = await mammoth.convertToHtml({ buffer: bytes }, { styleMap: ['comment-reference => sup'] });
      expect(messages).toEqual([]);
      expect(html).toContain('<h1>Lease</h1>');
    }
  });
});
