/**
 * A drafted document as a PDF (pdfmake): US Letter, one-inch margins, the Roboto font shipped with
 * pdfmake embedded, numbered sections, lettered lists, signature blocks that do not split across
 * pages, and "Page n of m" in the footer. No network and no file outside pdfmake's fonts is read.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { listMarker, signerLines, type Block, type DraftDocument, type Run, type Signer } from '../../common/templates/document';

const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts/Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR));

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
    pageSize: 'LETTER',
    pageMargins: [72, 72, 72, 72],
    info: { title: doc.title, creator: 'Counsel', producer: 'Counsel' },
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 16] },
      h1: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
      h2: { fontSize: 11, bold: true, margin: [0, 6, 0, 2] },
    },
    // a heading is never the last line of a page
    pageBreakBefore: (node, nodes) => node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    footer: (current, total) => ({ text: `Page ${current} of ${total}`, alignment: 'center', fontSize: 9, margin: [0, 24, 0, 0] }),
    content: doc.blocks.map(content),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
