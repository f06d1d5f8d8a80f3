/**
 * A drafted document as blocks: what the preview shows, what the DOCX and the PDF are written from,
 * and what its plain text (for search and analysis) is read from. One model, so the three agree.
 */

/** A piece of text; `blank` marks a question not yet answered (the preview shows it as a gap to fill). */
export interface Run {
  text: string;
  bold?: true;
  italic?: true;
  blank?: true;
}

export interface Signer {
  role: string;
  name: string;
  /** the signer for a business ("By: Jane Roe, President") */
  signer?: string;
  title?: string;
}

export type Block =
  | { type: 'title'; text: string }
  /** a numbered section ("3. Rent") or subsection ("3.2 Late fees"); `id` names it for clause alternatives */
  | { type: 'heading'; level: 1 | 2; number: string; text: string; id: string }
  /** lines joined by line breaks (an address, a date line) */
  | { type: 'paragraph'; lines: Run[][] }
  | { type: 'list'; ordered: boolean; items: Run[][] }
  | { type: 'signatures'; signers: Signer[] };

export interface DraftDocument {
  title: string;
  blocks: Block[];
}

/** Where a signature goes. */
export const SIGNATURE_LINE = '______________________________';

/** "(a)", "(b)"… for an ordered list, a bullet otherwise */
export const listMarker = (ordered: boolean, i: number) => (ordered ? `(${String.fromCharCode(97 + (i % 26))})` : '•');

const runsText = (runs: Run[]) => runs.map((r) => r.text).join('');

export function signerLines(s: Signer): string[] {
  const lines = [s.role, SIGNATURE_LINE];
  if (s.signer) lines.push(s.name, `By: ${s.signer}${s.title ? `, ${s.title}` : ''}`);
  else lines.push(s.name);
  lines.push('Date: ____________________');
  return lines;
}

/** The document as plain text, one block per paragraph: what is searched, analysed and compared. */
export function documentText(doc: DraftDocument): string {
  return doc.blocks
    .map((b) => {
      switch (b.type) {
        case 'title':
          return b.text;
        case 'heading':
          return `${b.number} ${b.text}`;
        case 'paragraph':
          return b.lines.map(runsText).join('\n');
        case 'list':
          return b.items.map((item, i) => `${listMarker(b.ordered, i)} ${runsText(item)}`).join('\n');
        case 'signatures':
          return b.signers.map((s) => signerLines(s).join('\n')).join('\n\n');
      }
    })
    .join('\n\n');
}
