/**
 * A document's text with page offsets, from a PDF (pdfjs), a Word file (mammoth) or plain text
 * (UTF-8, UTF-16 or Windows-1252). A file that cannot give text fails with an ExtractionError whose
 * message tells the person what happened and what to do. Runs in the analysis pool's child process (pool.ts).
 */
import iconv from 'iconv-lite';
import mammoth from 'mammoth';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { DocumentKind } from '../../common/schemas/documents';
import { checkUnpackedSize, zipEntries } from './detect';
import { normalizePages, type NormalizedText } from './normalize';

export class ExtractionError extends Error {
  override name = 'ExtractionError';
}

const MAX_PAGES = 1000;
const MAX_CHARS = 5_000_000;
/** a Word file this large once unpacked is a zip bomb, not a contract */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_RATIO = 200;

export async function extractText(kind: DocumentKind, bytes: Uint8Array): Promise<NormalizedText> {
  const result = kind === 'pdf' ? await extractPdf(bytes) : kind === 'docx' ? await extractDocx(bytes) : extractTxt(bytes);
  if (!result.text.trim()) {
    throw new ExtractionError(
      kind === 'pdf'
        ? 'This PDF has no text to read: it looks like a scan or a photo. Upload the original document, or a PDF whose text you can select.'
        : 'The file has no text in it.',
    );
  }
  if (result.text.length > MAX_CHARS) throw new ExtractionError('The document is too long to analyse (more than 5 million characters).');
  return result;
}

type PdfTextItem = Pick<TextItem, 'str' | 'hasEOL' | 'transform' | 'height'>;

/**
 * "s h a l l": pdfjs reads a word set with wide letter spacing as letters with a space between each. Only
 * an item of a word's length is closed up: a whole line read so has lost its word gaps too.
 */
const LETTER_SPACED = /^\S(?: \S){1,19}$/;
const unspaced = (str: string) => (LETTER_SPACED.test(str) ? str.replaceAll(' ', '') : str);

/** One page's items as lines; a vertical gap well over a line's height starts a new paragraph. */
function pageLines(items: PdfTextItem[]): string {
  let out = '';
  let lastY: number | undefined;
  let lastHeight = 0;
  for (const item of items) {
    const y = item.transform[5]!;
    if (lastY !== undefined && item.str && Math.abs(y - lastY) > Math.max(2, lastHeight / 2)) {
      if (!out.endsWith('\n')) out += '\n';
      if (Math.abs(y - lastY) > Math.max(lastHeight, item.height) * 1.8) out += '\n';
    }
    out += unspaced(item.str);
    if (item.hasEOL && !out.endsWith('\n')) out += '\n';
    if (item.str) {
      lastY = y;
      lastHeight = item.height || lastHeight;
    }
  }
  return out;
}

/**
 * Words a line end broke after a hyphen, mended before the lines are reflowed: written whole when the
 * document writes the whole word elsewhere ("de-/posit" and "deposit"), else kept as the compound it
 * nearly always is in a contract ("out-of-/pocket", "third-/party").
 */
function mendHyphens(pages: string[]): string[] {
  const words = new Set(pages.join('\n').toLowerCase().match(/\p{L}+/gu));
  return pages.map((page) =>
    page.replace(/(\p{L}+)-[ \t]*\n[ \t]*(\p{Ll}+)/gu, (_, head: string, tail: string) =>
      words.has(`${head}${tail}`.toLowerCase()) ? head + tail : `${head}-${tail}`,
    ),
  );
}

async function extractPdf(bytes: Uint8Array): Promise<NormalizedText> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let pdf;
  try {
    pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  } catch (err) {
    if ((err as Error).name === 'PasswordException') {
      throw new ExtractionError('This PDF is protected by a password. Open it, save or print it as a PDF without a password, and upload that copy.');
    }
    throw new ExtractionError('This PDF is damaged or incomplete and cannot be read. Try saving it again from the program that made it.');
  }
  try {
    if (pdf.numPages > MAX_PAGES) throw new ExtractionError(`The PDF has ${pdf.numPages} pages; Counsel reads documents of up to ${MAX_PAGES} pages.`);
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(pageLines(content.items.filter((i): i is TextItem => 'str' in i)));
      page.cleanup();
    }
    return normalizePages(mendHyphens(pages));
  } finally {
    await pdf.destroy();
  }
}

async function extractDocx(bytes: Uint8Array): Promise<NormalizedText> {
  const entries = await zipEntries(bytes).catch(() => {
    throw new ExtractionError('This Word file is damaged and cannot be opened.');
  });
  const unpacked = entries.reduce((n, e) => n + e.uncompressedSize, 0);
  const bomb = entries.some((e) => e.uncompressedSize > 10 * 1024 * 1024 && e.uncompressedSize > e.compressedSize * MAX_RATIO);
  // the claims first, which costs nothing; then what the entries really unpack to, since claims can lie
  const problem = unpacked > MAX_UNPACKED_BYTES || bomb ? 'too-big' : await checkUnpackedSize(bytes, MAX_UNPACKED_BYTES);
  if (problem === 'too-big') {
    throw new ExtractionError('This Word file unpacks to far more data than a document holds, so it was not opened. Save the document again from Word and upload that copy.');
  }
  if (problem === 'damaged') throw new ExtractionError('This Word file is damaged and cannot be opened.');
  // mammoth unpacks with JSZip, from the same central directory as the check above: at most what was counted
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    return normalizePages([value]);
  } catch {
    throw new ExtractionError('This Word file is damaged and cannot be read. Try saving it again from Word.');
  }
}

/** Plain text in the encoding its bytes show: a BOM, else UTF-8 if valid, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not TextDecoder: Node's 'windows-1252' is really Latin-1, which turns “quotes” into control characters
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');
  }
}

function extractTxt(bytes: Uint8Array): NormalizedText {
  // a form feed is the page break of plain text
  return normalizePages(decodeText(bytes).split('\f'));
}
