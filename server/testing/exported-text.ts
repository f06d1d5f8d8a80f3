/**
 * Reads an exported DOCX (mammoth) or PDF (pdfjs) back to text and compares it with the preview, the
 * way a person would: the same words in the same order, whatever the line breaks and list layout.
 */
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function docxText(bytes: Uint8Array): Promise<string> {
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await pdf.destroy();
  return { text: pages.join('\n'), pages: pdf.numPages };
}

/** The words of a text, without page footers, list markers and spacing: what must match across formats. */
export function wordsOf(text: string): string {
  return text
    .replace(/Page \d+ of \d+/g, ' ')
    .replace(/\([a-z]\)|•/g, ' ')
    .replace(/\s+/g, '');
}
