/**
 * A drafted document as a PDF (pdfmake): US Letter, one-inch margins, the Roboto font shipped with
 * pdfmake embedded, numbered sections, lettered lists, signature blocks that do not split across
 * pages, and "Page n of m" in the footer. No network and no file outside pdfmake's fonts is read
 * (the page and the font are set up in ./pdfmake-setup, shared with the edited documents' PDF).
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { listMarker, signerLines, type Block, type DraftDocument, type Run, type Signer } from '../../common/templates/document';
import { pageSetup, pdfmake, PDF_STYLES } from './pdfmake-setup';

const text = (runs: Run[]) => runs.map((r) => ({ text: r.text, bold: r.bold, italics: r.italic }));

function signatures(signers: Signer[]): Content {
  const cell = (s: Signer | undefined) => (s ? { stack: signerLines(s).map((line, i) => ({ text: line, bold: i === 0, margin: [0, i === 1 ? 24 : 2, 0, 0] })) } : { text: '' });
  const body = [];
  for (let i = 0; i < signers.length; i += 2) body.push([cell(signers[i]), cell(signers[i + 1])]);
  return { table: { widths: ['*', '*'], dontBreakRows: true, body }, layout: 'noBorders', margin: [0, 16, 0, 0] } as Content;
}

function content(block: Block): Content {
  switch (block.type) {
    case 'title':
      return { text: block.text, style: 'title' };
    case 'heading':
      return { text: `${block.number} ${block.text}`, style: block.level === 1 ? 'h1' : 'h2', headlineLevel: 1 } as Content;
    case 'paragraph':
      // a short block (an address, a place to sign) stays on one page
      return { text: block.lines.flatMap((line, i) => (i ? [{ text: '\n' }, ...text(line)] : text(line))), margin: [0, 0, 0, 8], unbreakable: block.lines.length <= 6 };
    case 'list':
      return { stack: block.items.map((item, i) => ({ columns: [{ width: 24, text: listMarker(block.ordered, i) }, { width: '*', text: text(item) }], margin: [18, 0, 0, 4] })), margin: [0, 0, 0, 6] };
    case 'signatures':
      return signatures(block.signers);
  }
}

export function toPdf(doc: DraftDocument): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    ...pageSetup(doc.title),
    styles: { title: PDF_STYLES.title, h1: PDF_STYLES.h1, h2: PDF_STYLES.h2 },
    content: doc.blocks.map(content),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
