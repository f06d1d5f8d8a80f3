/**
 * Real document files for tests and benchmarks, made on the spot: PDFs with pdf-lib (text on pages,
 * with running headers and page numbers like real contracts), Word files with docx, and bombs: zips and a
 * PDF that inflate to far more than they are.
 */
import { constants, deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface PdfOptions {
  /** a line printed at the top of every page */
  header?: string;
  /** print "Page n of N" at the foot of every page */
  pageNumbers?: boolean;
}

/** A PDF with one page per entry, each page's lines top to bottom; a blank line leaves a gap. */
export async function makePdf(pages: string[][], { header, pageNumbers = false }: PdfOptions = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pages.forEach((lines, i) => {
    const page = pdf.addPage([612, 792]);
    if (header) page.drawText(header, { x: 72, y: 750, size: 9, font });
    let y = 710;
    for (const line of lines) {
      if (line) page.drawText(line, { x: 72, y, size: 11, font });
      y -= line ? 15 : 22;
    }
    if (pageNumbers) page.drawText(`Page ${i + 1} of ${pages.length}`, { x: 270, y: 40, size: 9, font });
  });
  return pdf.save();
}

/** A PDF with a page but no text at all, as a scanner makes. */
export async function makeImageOnlyPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawRectangle({ x: 72, y: 72, width: 468, height: 648, borderWidth: 1 });
  return pdf.save();
}

export async function makeDocx(paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** One entry of a zip: its name, its deflated bytes, and the unpacked size its headers claim. */
interface ZipPart {
  name: string;
  packed: Buffer;
  claimedSize: number;
}

/**
 * A zip that looks like a Word file but unpacks word/document.xml to `megabytes` of zeros: a few
 * hundred kilobytes that would take gigabytes of memory to open naively. Its headers tell the truth.
 */
export function makeZipBomb(megabytes = 500): Uint8Array {
  const data = Buffer.alloc(megabytes * 1024 * 1024);
  return zip([contentTypes(), { name: 'word/document.xml', packed: deflateRawSync(data, { level: 9 }), claimedSize: data.length }]);
}

/**
 * A zip bomb whose headers lie: word/document.xml claims `claimedMegabytes` unpacked (small enough to
 * pass any check of the claimed sizes) but inflates to `megabytes` of spaces, about 1 MB per GB.
 */
export function makeLyingZipBomb(megabytes = 1024, claimedMegabytes = 4): Uint8Array {
  return zip([contentTypes(), { name: 'word/document.xml', packed: deflatedSpaces(megabytes), claimedSize: claimedMegabytes * 1024 * 1024 }]);
}

/**
 * A PDF with one page whose FlateDecode content stream draws one line of text and then inflates to
 * `megabytes` of spaces (about 1 MB of file per GB): a valid page that takes that much memory to read.
 */
export function makePdfBomb(megabytes = 900): Uint8Array {
  const text = Buffer.from('BT /F1 12 Tf 72 700 Td (1. Rent. $1,500 a month.) Tj ET\n');
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32(text, megabytes * 1024 * 1024));
  // a zlib stream (FlateDecode): its header, raw deflate blocks, and the Adler-32 of what they inflate to
  const packedText = deflateRawSync(text, { finishFlush: constants.Z_SYNC_FLUSH });
  const content = Buffer.concat([Buffer.from([0x78, 0x9c]), packedText, deflatedSpaces(megabytes), checksum]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * Raw deflate of `megabytes` of spaces without ever holding them: one megabyte deflated with a sync
 * flush ends on a byte boundary and refers to nothing before it, so copies of it chain into one
 * stream; an empty final block closes it.
 */
function deflatedSpaces(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

/** Adler-32 of `head` followed by `spaces` spaces, worked out without the spaces. */
function adler32(head: Buffer, spaces: number): number {
  const M = 65521n;
  let a = 1n;
  let b = 0n;
  for (const byte of head) {
    a = (a + BigInt(byte)) % M;
    b = (b + a) % M;
  }
  const n = BigInt(spaces);
  // n more bytes of 32: a grows by 32 each, and b adds each of those n values of a
  b = (b + n * a + (32n * n * (n + 1n)) / 2n) % M;
  a = (a + 32n * n) % M;
  return Number((b << 16n) | a);
}

function contentTypes(): ZipPart {
  const data = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  return { name: '[Content_Types].xml', packed: deflateRawSync(data), claimedSize: data.length };
}

function zip(files: ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 14); // crc left 0: a bomb need not be honest
    local.writeUInt32LE(f.packed.length, 18);
    local.writeUInt32LE(f.claimedSize, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, f.packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(f.packed.length, 20);
    central.writeUInt32LE(f.claimedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + f.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
