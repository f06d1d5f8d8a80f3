import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, popGraphicsState, pushGraphicsState, setCharacterSpacing } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../lib/build-info';
import { makeDocx, makeImageOnlyPdf, makeLyingZipBomb, makePdf, makeZipBomb } from '../testing/document-files';
import { detectKind } from './detect';
import { decodeText, extractText } from './extract';
import { normalizePages } from './normalize';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(ROOT_DIR, 'tests/fixtures', name)));
const text = (s: string) => new TextEncoder().encode(s);

/** A PDF of one line set word by word with wide letter spacing, as justified text often is. */
async function letterSpacedPdf(words: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  let x = 72;
  for (const word of words) {
    page.pushOperators(pushGraphicsState(), setCharacterSpacing(2));
    page.drawText(word, { x, y: 700, size: 11, font });
    page.pushOperators(popGraphicsState());
    x += font.widthOfTextAtSize(word, 11) + word.length * 2 + 6;
  }
  return pdf.save();
}

describe('detectKind', () => {
  it('knows PDF, Word and plain text by their bytes, whatever the name', async () => {
    expect(await detectKind(await makePdf([['Hello']]))).toEqual({ kind: 'pdf' });
    expect(await detectKind(await makeDocx(['Hello']))).toEqual({ kind: 'docx' });
    expect(await detectKind(text('1. Rent. $1,500 a month.\r\n'))).toEqual({ kind: 'txt' });
    expect(await detectKind(new Uint8Array([0xff, 0xfe, 0x48, 0x00]))).toEqual({ kind: 'txt' });
    expect(await detectKind(new Uint8Array())).toEqual({ kind: 'txt' });
  });

  it('refuses other files, saying what they are', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await detectKind(png)).toEqual({ refused: 'Counsel reads PDF, DOCX and TXT files. This file is a PNG image.' });
    expect(await detectKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toMatchObject({ refused: expect.stringContaining('.doc') });
    expect(await detectKind(new Uint8Array([1, 2, 3, 0, 4, 5]))).toMatchObject({ refused: expect.stringContaining('not one of those') });
  });

  it('takes a zip for a Word file only when it holds word/document.xml', async () => {
    expect(await detectKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatchObject({ refused: expect.stringContaining('damaged') });
    const bomb = makeZipBomb(1);
    expect(await detectKind(bomb)).toEqual({ kind: 'docx' });
  });
});

describe('extractText', () => {
  it('reads a PDF page by page, dropping running headers and page numbers and joining wrapped lines', async () => {
    const pdf = await makePdf(
      [
        ['RESIDENTIAL LEASE', '', '1. Rent. The Tenant shall pay rent of $1,500 on the first day', 'of each month.'],
        ['2. Deposit. The Tenant shall pay a security de-', 'posit of $1,500.'],
        ['3. Term. This lease ends on June 30, 2027.'],
      ],
      { header: 'Acme Properties LLC - Lease No. 4471', pageNumbers: true },
    );
    const { text, pages } = await extractText('pdf', pdf);
    expect(text).toBe(
      'RESIDENTIAL LEASE\n\n1. Rent. The Tenant shall pay rent of $1,500 on the first day of each month.\n\n' +
        '2. Deposit. The Tenant shall pay a security deposit of $1,500.\n\n3. Term. This lease ends on June 30, 2027.',
    );
    expect(pages).toHaveLength(3);
    expect(text.slice(pages[1]!.start, pages[1]!.end)).toBe('2. Deposit. The Tenant shall pay a security deposit of $1,500.');
  });

  it('keeps the hyphen of a compound broken at a line end, unless the document writes the word whole', async () => {
    const pdf = await makePdf([
      ['1. Costs. All out-of-', 'pocket costs are shared with any third-', 'party, and the deposit too.', '2. Deposit. The de-', 'posit is returned.'],
    ]);
    expect((await extractText('pdf', pdf)).text).toBe(
      '1. Costs. All out-of-pocket costs are shared with any third-party, and the deposit too.\n2. Deposit. The deposit is returned.',
    );
  });

  it('reads letter-spaced words as words', async () => {
    const { text } = await extractText('pdf', await letterSpacedPdf(['The', 'Licensee', 'shall', 'pay', '2', '(b)', 'fees.']));
    expect(text).toBe('The Licensee shall pay 2 (b) fees.');
  });

  it('reads a Word file', async () => {
    const { text, pages } = await extractText('docx', await makeDocx(['1. Confidentiality. The Recipient shall keep it secret.', '2. Term. Two years.']));
    expect(text).toBe('1. Confidentiality. The Recipient shall keep it secret.\n\n2. Term. Two years.');
    expect(pages).toEqual([{ start: 0, end: text.length }]);
  });

  it('reads plain text in UTF-8, UTF-16 and Windows-1252, with form feeds as page breaks', async () => {
    expect(decodeText(text('Café “quotes”'))).toBe('Café “quotes”');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x43, 0x00, 0xe9, 0x00]))).toBe('Cé');
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x71, 0x94]))).toBe('Café “q”');
    const { text: body, pages } = await extractText('txt', text('Page one.\r\n\fPage two.'));
    expect(body).toBe('Page one.\n\nPage two.');
    expect(pages).toEqual([{ start: 0, end: 9 }, { start: 11, end: 20 }]);
  });

  it('explains files that give no text: empty, scanned, password-protected, damaged, a zip bomb', async () => {
    await expect(extractText('txt', text('  \n '))).rejects.toThrow('The file has no text in it.');
    await expect(extractText('pdf', await makeImageOnlyPdf())).rejects.toThrow(/looks like a scan or a photo/);
    await expect(extractText('pdf', fixture('password-protected.pdf'))).rejects.toThrow(/protected by a password/);
    await expect(extractText('pdf', text('%PDF-1.7\nnot really a pdf'))).rejects.toThrow(/damaged or incomplete/);
    await expect(extractText('docx', makeZipBomb(300))).rejects.toThrow(/unpacks to far more data/);
  });

  it('refuses a Word file whose entries unpack to more than their headers claim, stopping early', async () => {
    const bomb = makeLyingZipBomb(1024); // 1 MB that claims 4 MB and inflates to 1 GB
    const before = process.memoryUsage.rss();
    await expect(extractText('docx', bomb)).rejects.toThrow(/unpacks to far more data/);
    expect(process.memoryUsage.rss() - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('still reads a Word file whose entries unpack to what they claim', async () => {
    const { text: body } = await extractText('docx', await makeDocx(['1. Rent. $1,500 a month.', '2. Term. One year.']));
    expect(body).toBe('1. Rent. $1,500 a month.\n\n2. Term. One year.');
  });
});

describe('normalizePages', () => {
  it('drops a line that heads every page of a short document, and keeps one that heads only some', () => {
    expect(normalizePages(['Acme LLC\nOne.', 'Acme LLC\nTwo.']).text).toBe('One.\n\nTwo.');
    expect(normalizePages(['Agreement\nOne.', 'Agreement\nTwo.', 'Schedule\nThree.']).text).toBe('Agreement\nOne.\n\nAgreement\nTwo.\n\nSchedule\nThree.');
  });

  it('joins lines a layout wrapped mid-sentence, but never a clause or a heading onto another line', () => {
    const page = [
      'LEASE',
      'This Lease is made between Oakwood Properties LLC ("Landlord")',
      'and Jane Doe ("Tenant").',
      '1.1 Premises. The apartment at 12 Oak Street, Unit 4,',
      'Springfield, Illinois.',
      '1.2 Use. Only as a home',
      '(a) for the Tenant; and',
      '(b) for the Tenant’s children.',
    ].join('\n');
    expect(normalizePages([page]).text).toBe(
      'LEASE\nThis Lease is made between Oakwood Properties LLC ("Landlord") and Jane Doe ("Tenant").\n' +
        '1.1 Premises. The apartment at 12 Oak Street, Unit 4, Springfield, Illinois.\n' +
        '1.2 Use. Only as a home\n(a) for the Tenant; and\n(b) for the Tenant’s children.',
    );
  });

  it('drops bare page numbers in their usual forms', () => {
    const { text } = normalizePages(['Clause one.\n- 1 -', 'Clause two.\nPage 2', 'Clause three.\n3 / 3']);
    expect(text).toBe('Clause one.\n\nClause two.\n\nClause three.');
  });
});
