/**
 * pdfmake set up once for every PDF Counsel writes (drafted documents and edited ones): the Roboto
 * font shipped with pdfmake embedded, no network and no file outside pdfmake's fonts read (pdfmake's
 * settings are global, so they live here and nowhere else), and the page both kinds share: US Letter,
 * one-inch margins, Roboto 11, "Page n of m" in the footer, no heading left as the last line of a page.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Style, TDocumentDefinitions } from 'pdfmake/interfaces';

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

export { pdfmake };

/** the width between the margins of a Letter page, in points */
export const CONTENT_WIDTH = 612 - 2 * 72;

/** the title and heading styles; `h3` only edited documents have */
export const PDF_STYLES = {
  title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 16] },
  h1: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
  h2: { fontSize: 11, bold: true, margin: [0, 6, 0, 2] },
  h3: { fontSize: 11, bold: true, italics: true, margin: [0, 4, 0, 2] },
} satisfies Record<string, Style>;

/** Everything of a document definition but its styles and content. Headings carry `headlineLevel: 1`. */
export function pageSetup(title: string): Omit<TDocumentDefinitions, 'content'> {
  return {
    pageSize: 'LETTER',
    pageMargins: [72, 72, 72, 72],
    info: { title, creator: 'Counsel', producer: 'Counsel' },
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.25 },
    // a heading is never the last line of a page
    pageBreakBefore: (node, nodes) => node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    footer: (current, total) => ({ text: `Page ${current} of ${total}`, alignment: 'center', fontSize: 9, margin: [0, 24, 0, 0] }),
  };
}
