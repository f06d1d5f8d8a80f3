/**
 * What an uploaded file is, read from its bytes, never from its name: a PDF, a Word document (a real
 * OOXML zip holding word/document.xml) or plain text. Anything else is refused with a reason a person
 * can act on.
 */
import yauzl from 'yauzl';
import type { DocumentKind } from '../../common/schemas/documents';

export type Detection = { kind: DocumentKind } | { refused: string };

export const MEDIA_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const ACCEPTED = 'Counsel reads PDF, DOCX and TXT files';
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Binary formats people upload by mistake, named so the message can say what was sent. */
const KNOWN_BINARIES: [signature: number[], what: string][] = [
  [[0xd0, 0xcf, 0x11, 0xe0], 'an older Word or Office file (.doc): open it in Word and save it as .docx or PDF'],
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x7b, 0x5c, 0x72, 0x74, 0x66], 'a rich-text (.rtf) file: save it as .docx, PDF or plain text'],
  [[0x4d, 0x5a], 'a program'],
  [[0x7f, 0x45, 0x4c, 0x46], 'a program'],
];

const isUtf16Bom = (b: Uint8Array) => startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff]);

export async function detectKind(bytes: Uint8Array): Promise<Detection> {
  // "%PDF-" may follow a little junk, which readers tolerate
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return { kind: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return detectZip(bytes);
  for (const [signature, what] of KNOWN_BINARIES) {
    if (startsWith(bytes, signature)) return { refused: `${ACCEPTED}. This file is ${what}.` };
  }
  if (isUtf16Bom(bytes) || looksLikeText(bytes)) return { kind: 'txt' };
  return { refused: `${ACCEPTED}. This file is not one of those.` };
}

/** Plain text has no NUL bytes and almost no control characters other than tabs, line and page breaks. */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control <= sample.length * 0.01;
}

async function detectZip(bytes: Uint8Array): Promise<Detection> {
  const entries = await zipEntries(bytes).catch(() => undefined);
  const names = entries && new Set(entries.map((e) => e.name));
  if (!names) return { refused: `${ACCEPTED}. This file looks like a damaged ZIP or Word file and cannot be opened.` };
  if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return { kind: 'docx' };
  return { refused: `${ACCEPTED}. This file is a ZIP archive (or another Office format), not a Word document.` };
}

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** A zip's entries as its central directory lists them, without unpacking anything. */
export function zipEntries(bytes: Uint8Array, limit = 10_000): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const entries: ZipEntry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize });
        if (entries.length > limit) {
          zip.close();
          reject(new Error('too many entries'));
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Why a zip's entries could not all be unpacked within the limit. */
export type UnpackProblem = 'too-big' | 'damaged';

/**
 * Unpacks every entry as a stream and counts the bytes really produced, stopping at the first entry
 * that gives more than its header claims or once the whole passes `maxBytes`: the sizes a zip claims
 * are only claims, and a 1 MB file can inflate to gigabytes under a claim of 4 MB. Nothing is kept.
 */
export function checkUnpackedSize(bytes: Uint8Array, maxBytes: number): Promise<UnpackProblem | undefined> {
  return new Promise((resolve) => {
    // sizes are counted here, not by yauzl, so that a lie is told apart from damage
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: false }, (err, zip) => {
      if (err || !zip) return resolve('damaged');
      let total = 0;
      const done = (problem?: UnpackProblem) => {
        zip.close();
        resolve(problem);
      };
      zip.on('error', () => done('damaged'));
      zip.on('end', () => done());
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return done('damaged');
          let produced = 0;
          stream.on('data', (chunk: Buffer) => {
            produced += chunk.length;
            total += chunk.length;
            if (produced > entry.uncompressedSize || total > maxBytes) {
              stream.destroy();
              done('too-big');
            }
          });
          stream.on('error', () => done('damaged'));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}
