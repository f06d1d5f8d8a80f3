/**
 * What every Word file Counsel writes shares (drafted documents and edited ones): Calibri 11, Word's
 * own Title and Heading styles (so the navigation pane and a table of contents work), one-inch margins
 * and "Page n of N" in the footer. One place, so the two kinds of export look like one product.
 */
import { AlignmentType, Footer, PageNumber, Paragraph, TextRun, type IParagraphStyleOptions, type IStylesOptions } from 'docx';

export const FONT = 'Calibri';

/** Calibri 11 (sizes are in half-points), a little space after each paragraph, 1.15 line spacing */
export const DEFAULT_STYLE: IStylesOptions['default'] = { document: { run: { font: FONT, size: 22 }, paragraph: { spacing: { after: 160, line: 276 } } } };

const style = (id: string, name: string, size: number, spacing: { before?: number; after: number }, italics?: boolean): IParagraphStyleOptions => ({
  id,
  name,
  basedOn: 'Normal',
  next: 'Normal',
  run: { font: FONT, size, bold: true, ...(italics ? { italics } : {}) },
  paragraph: { spacing },
});

export const TITLE_STYLE = style('Title', 'Title', 32, { after: 240 });
/** Heading 1–3; the third (only edited documents have one) is told apart from the second by italics */
export const HEADING_STYLES = [
  style('Heading1', 'Heading 1', 24, { before: 240, after: 120 }),
  style('Heading2', 'Heading 2', 22, { before: 160, after: 80 }),
  style('Heading3', 'Heading 3', 22, { before: 120, after: 60 }, true),
] as const;

/** one inch all round, in twips */
export const PAGE_MARGINS = { top: 1440, bottom: 1440, left: 1440, right: 1440 };
/** US Letter in twips (the `docx` package's default is A4) */
export const LETTER = { width: 12240, height: 15840 };

/** "Page n of N", centred; a new one per document, as a footer belongs to one file */
export const pageFooter = () =>
  new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 18 })] })] });
