/**
 * Real document files for tests and benchmarks, made on the spot: PDFs with pdf-lib (text on pages,
 * with running headers and page numbers like real contracts), Word files with docx, and a zip bomb.
 */
import { deflateRawSync } from 'node:zlib';
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

/**
 * A zip that looks like a Word file but unpacks word/document.xml to `megabytes` of zeros: a few
 * hundred kilobytes that would take gigabytes of memory to open naively.
 */
export function makeZipBomb(megabytes = 500): Uint8Array {
  const entry = (name: string, data: Buffer) => ({ name: Buffer.from(name), data, packed: deflateRawSync(data, { level: 9 }) });
  const files = [
    entry('[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')),
    entry('word/document.xml', Buffer.alloc(megabytes * 1024 * 1024)),
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 14); // crc left 0: a bomb need not be honest
    local.writeUInt32LE(f.packed.length, 18);
    local.writeUInt32LE(f.data.length, 22);
    local.writeUInt16LE(f.name.length, 26);
    locals.push(local, f.name, f.packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(f.packed.length, 20);
    central.writeUInt32LE(f.data.length, 24);
    central.writeUInt16LE(f.name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, f.name);
    offset += 30 + f.name.length + f.packed.length;
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
