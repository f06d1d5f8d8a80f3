/**
 * A document's first version in the editor, made from what was uploaded or drafted: a Word file through
 * mammoth's HTML (headings, lists, tables, bold, italic, underline and strike-through kept; images
 * dropped), plain text with its numbered headings found, and a PDF's text rebuilt from the sections the
 * analysis cut it into. Formatting is guessed conservatively; text is never dropped or reordered. Every
 * result passes checkContent, and one that breaks the editor's limits is refused with a 422.
 */
import type { JSONContent } from '@tiptap/core';
import { generateJSON } from '@tiptap/html/server';
import mammoth from 'mammoth';
import { editorExtensions } from '../../common/editing/extensions';
import type { Segment } from '../../common/schemas/documents';
import { checkUnpackedSize, zipEntries } from '../analysis/detect';
import { markerOf } from '../analysis/segment';
import { AppError } from '../lib/app-error';
import { CONTENT_MESSAGES, MAX_DOCUMENT_CHARS, checkContent } from './content';

export const IMPORT_MESSAGES = {
  unreadable: 'This Word file could not be opened for editing: it is damaged or is not a Word document (.docx). Try saving it again from Word.',
  tooBig: 'This Word file unpacks to far more data than a document holds, so it was not opened. Save the document again from Word and try that copy.',
} as const;

/** the same bound as reading a Word file for analysis (server/analysis/extract.ts) */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/**
 * Word's styles as the editor's blocks, on top of mammoth's defaults (Heading 1–3 → h1–h3, numbered and
 * bulleted paragraphs → ol/ul). mammoth ignores underline and page breaks unless told; a page break
 * marked here becomes the editor's page break below.
 */
const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Heading 4'] => h3:fresh",
  "p[style-name='Heading 5'] => h3:fresh",
  "p[style-name='Heading 6'] => h3:fresh",
  "p[style-name='Quote'] => blockquote > p:fresh",
  'u => u',
  'strike => s',
  "br[type='page'] => br.page-break",
  "br[type='column'] => br",
];
const PAGE_BREAK = '<br class="page-break" />';
const PAGE_BREAK_BLOCK = '<div data-page-break=""></div>';
const EMPTY_DOC: JSONContent = { type: 'doc', content: [{ type: 'paragraph' }] };

const unprocessable = (message: string) => new AppError(422, 'validation_error', message);

/** checkContent's verdict, a limit broken by the file answered as a 422: the file is the problem, not the request */
function checked(doc: JSONContent): JSONContent {
  if (!doc.content?.length) return EMPTY_DOC;
  try {
    return checkContent(doc);
  } catch (err) {
    throw err instanceof AppError ? unprocessable(err.message) : err;
  }
}

/** Refuses, before mammoth unpacks it, a file that is not a zip or that inflates past the bound (a zip bomb). */
async function checkZip(bytes: Uint8Array) {
  const entries = await zipEntries(bytes).catch(() => undefined);
  if (!entries) throw unprocessable(IMPORT_MESSAGES.unreadable);
  if (entries.reduce((n, e) => n + e.uncompressedSize, 0) > MAX_UNPACKED_BYTES) throw unprocessable(IMPORT_MESSAGES.tooBig);
  const problem = await checkUnpackedSize(bytes, MAX_UNPACKED_BYTES);
  if (problem) throw unprocessable(problem === 'too-big' ? IMPORT_MESSAGES.tooBig : IMPORT_MESSAGES.unreadable);
}

/** A page break alone in its paragraph, or at either end of one, as the editor's page break; elsewhere a line break. */
function pageBreaks(html: string): string {
  return html
    .replace(/<p>(?:<br class="page-break" \/>)+<\/p>/g, PAGE_BREAK_BLOCK)
    .replace(/<p>((?:<br class="page-break" \/>)+)/g, `${PAGE_BREAK_BLOCK}<p>`)
    .replace(/((?:<br class="page-break" \/>)+)<\/p>/g, `</p>${PAGE_BREAK_BLOCK}`)
    .replaceAll(PAGE_BREAK, '<br />');
}

export async function importDocx(bytes: Uint8Array): Promise<JSONContent> {
  await checkZip(bytes);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // images are not read at all: the editor has no place for them
      { styleMap: STYLE_MAP, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
    );
    html = result.value;
  } catch {
    throw unprocessable(IMPORT_MESSAGES.unreadable);
  }
  // markup is at most a few times the text: far past that, the text is past the limit too
  if (html.length > 10 * MAX_DOCUMENT_CHARS) throw unprocessable(CONTENT_MESSAGES.tooLong);
  let doc: JSONContent;
  try {
    // the parser folds runs of spaces, tabs and newlines into one space, as a browser shows them
    doc = generateJSON(pageBreaks(html), editorExtensions);
  } catch {
    throw unprocessable(IMPORT_MESSAGES.unreadable);
  }
  return checked(doc);
}

// --- plain text ---------------------------------------------------------------------------------------

/** One line of text; lines of the same `block` were not parted by a blank line. */
interface Line {
  text: string;
  block: number;
  page: number;
}

/** Text as lines: line ends unified, tabs and runs of spaces one space, control characters (not text) gone. */
function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      .replace(/[\t\v ]+/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, '')
  );
}

const textNode = (text: string): JSONContent => ({ type: 'text', text });
const headingNode = (level: number, text: string): JSONContent => ({ type: 'heading', attrs: { level }, content: [textNode(text)] });

/** Lines as one paragraph, a line break between them. */
function paragraphNode(lines: string[]): JSONContent {
  return { type: 'paragraph', content: lines.flatMap((line, i) => (i ? [{ type: 'hardBreak' }, textNode(line)] : [textNode(line)])) };
}

/** lower-case words a title-case heading keeps so ("Use of the Premises") */
const MINOR = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'to', 'in', 'on', 'for', 'by', 'at', 'with', 'from', 'into', 'upon', 'under', 'over', 'than', 'that', 'this', 'as', 'per']);

interface HeadingLine {
  level: number;
  /** "4", "4.2", "Article IV"; none for a line in capitals */
  number?: string;
}

/**
 * What a line would be as a heading, read as the analysis reads it (markerOf): 1 for "ARTICLE IV – TERM"
 * and a line in capitals, 2 for "1. Rent" and "Section 3. Payment", 3 for "4.2 Late Fees". Only a short
 * line that is nothing but its number and heading qualifies, in title case unless it is a few words with no
 * full stop: "1. Tenant pays rent." is a clause. "(a)" and "1)" items are lists, never headings.
 */
function headingLine(line: string): HeadingLine | undefined {
  if (line.length > 80) return undefined;
  const marker = markerOf(line, 0);
  const number = marker?.number;
  if (!marker || number?.startsWith('(') || number?.endsWith(')')) return undefined;
  if (number?.startsWith('Article')) {
    const whole = marker.heading ? line.replace(/[.:]$/, '').endsWith(marker.heading) : /^article\s+\S+[.:]?$/i.test(line);
    return whole ? { level: 1, number } : undefined;
  }
  const heading = marker.heading;
  if (!heading || !line.replace(/[.:]$/, '').endsWith(heading)) return undefined;
  if (!number) return { level: 1 };
  const words = heading.split(/\s+/);
  const titleCase = words.every((w) => !/^\p{Ll}/u.test(w) || MINOR.has(w));
  if (!titleCase && (words.length > 3 || line.endsWith('.'))) return undefined;
  return { level: number.includes('.') ? 3 : 2, number };
}

/** "2" after "1", "1.3" after "1.2": the next item of the same list */
function continues(previous: string | undefined, number: string | undefined): boolean {
  const a = previous?.split('.');
  const b = number?.split('.');
  if (!a || !b || a.length !== b.length || !b.every((part) => /^\d+$/.test(part))) return false;
  return a.slice(0, -1).join('.') === b.slice(0, -1).join('.') && Number(a.at(-1)) + 1 === Number(b.at(-1));
}

/** a line that reads as a sentence of body text, not an address line or a name */
const isSentence = (line: string) => /\p{Ll}/u.test(line) && (line.length >= 40 || /[.!?:;]$/.test(line));

/**
 * Which lines are headings. A candidate is one only when body text or a deeper heading follows it: one
 * followed by its like is an item of a list ("1. Apples" / "2. Pears"), as is one that follows such an item
 * in the same paragraph or by the next number. A line in capitals opens its paragraph and has a sentence
 * under it, or stands alone: among other short lines it is a name or an address.
 */
function findHeadings(lines: Line[]): (HeadingLine | undefined)[] {
  const candidates = lines.map((l) => headingLine(l.text));
  const headings: (HeadingLine | undefined)[] = [];
  candidates.forEach((candidate, i) => {
    const next = lines[i + 1];
    if (!candidate || !next) return;
    const following = candidates[i + 1];
    if (following && following.level <= candidate.level) return;
    const before = candidates[i - 1];
    if (before && !headings[i - 1] && before.level === candidate.level && (lines[i - 1]!.block === lines[i]!.block || continues(before.number, candidate.number))) return;
    const sameBlock = (j: number) => lines[j]?.block === lines[i]!.block;
    if (!candidate.number && (sameBlock(i - 1) || (sameBlock(i + 1) && !isSentence(next.text)))) return;
    headings[i] = candidate;
  });
  return headings;
}

/**
 * Plain text as paragraphs: a blank line ends one, a single line break stays a line break, a form feed
 * is a page break, and a short numbered or capitalised line over body text is a heading.
 */
export function importText(text: string): JSONContent {
  if (text.length > MAX_DOCUMENT_CHARS) throw unprocessable(CONTENT_MESSAGES.tooLong);
  const lines: Line[] = [];
  let block = 0;
  cleanText(text)
    .split('\f')
    .forEach((page, p) => {
      for (const chunk of page.split(/\n\s*\n/)) {
        block++;
        for (const raw of chunk.split('\n')) {
          const line = raw.trim();
          if (line) lines.push({ text: line, block, page: p });
        }
      }
    });
  const headings = findHeadings(lines);
  const content: JSONContent[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) content.push(paragraphNode(paragraph));
    paragraph = [];
  };
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous && previous.page !== line.page) {
      flush();
      content.push({ type: 'pageBreak' });
    } else if (previous && previous.block !== line.block) flush();
    const heading = headings[i];
    if (heading) {
      flush();
      content.push(headingNode(heading.level, line.text));
    } else paragraph.push(line.text);
  });
  flush();
  return checked({ type: 'doc', content });
}

// --- a PDF's sections ---------------------------------------------------------------------------------

/** a line that ends a sentence or a heading, quotes and brackets after it allowed */
const ENDS_SENTENCE = /[.:;!?]["”’)\]]*$/;

/**
 * Body text as paragraphs: a blank line ends one; a line the PDF broke mid-sentence (it ends without a
 * full stop and the next starts in lower case) is joined to the next; other line breaks stay.
 */
function bodyParagraphs(text: string): JSONContent[] {
  const paragraphs: JSONContent[] = [];
  for (const chunk of cleanText(text).split(/\n\s*\n/)) {
    const lines: string[] = [];
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const last = lines.at(-1);
      if (last !== undefined && !ENDS_SENTENCE.test(last) && /^\p{Ll}/u.test(line)) lines[lines.length - 1] = `${last} ${line}`;
      else lines.push(line);
    }
    if (lines.length) paragraphs.push(paragraphNode(lines));
  }
  return paragraphs;
}

/**
 * Where a segment's heading ends in its first line, its "." or ":" after it included, and the heading as
 * written there ("ARTICLE II - RENT", "1.1 Premises"); none if the heading is not in that line.
 */
function headingIn(part: string, heading: string): { text: string; end: number } | undefined {
  const lineEnd = part.indexOf('\n');
  const first = lineEnd < 0 ? part : part.slice(0, lineEnd);
  const at = first.indexOf(heading);
  if (at < 0 || !heading.trim()) return undefined;
  const end = at + heading.length;
  const text = cleanText(first.slice(0, end)).trim();
  return text ? { text, end: /[.:]/.test(first[end] ?? '') ? end + 1 : end } : undefined;
}

/**
 * A PDF's extracted text rebuilt from its analysis segments: a segment with a heading opens with it
 * (level 1 as a second-level heading, deeper ones as third-level), the rest is body text. Text outside
 * every segment is kept as paragraphs where it stands; segments that overlap are read from where the
 * one before ended, so nothing appears twice.
 */
export function importSections(text: string, segments: Segment[]): JSONContent {
  if (text.length > MAX_DOCUMENT_CHARS) throw unprocessable(CONTENT_MESSAGES.tooLong);
  const content: JSONContent[] = [];
  let cursor = 0;
  const clamp = (n: number, low: number) => Math.min(text.length, Math.max(low, Math.trunc(n) || 0));
  for (const segment of [...segments].sort((a, b) => a.start - b.start)) {
    const start = clamp(segment.start, cursor);
    const end = clamp(segment.end, start);
    if (end === start) continue;
    content.push(...bodyParagraphs(text.slice(cursor, start)));
    const part = text.slice(start, end);
    const heading = segment.heading ? headingIn(part, segment.heading) : undefined;
    if (heading) {
      content.push(headingNode(segment.level <= 1 ? 2 : 3, heading.text));
      content.push(...bodyParagraphs(part.slice(heading.end)));
    } else content.push(...bodyParagraphs(part));
    cursor = end;
  }
  content.push(...bodyParagraphs(text.slice(cursor)));
  return checked({ type: 'doc', content });
}
