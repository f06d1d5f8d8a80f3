/**
 * Pages of raw extracted lines into one clean text with page offsets: spaces folded, words broken by a
 * hyphen at a line end joined, running headers and footers and bare page numbers dropped, and lines
 * that a layout wrapped mid-sentence joined again. Pure.
 */
import type { PageSpan } from '../../common/schemas/documents';
import { markerOf } from './segment';

export interface NormalizedText {
  text: string;
  pages: PageSpan[];
}

const PAGE_NUMBER = /^(?:page\s+)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
/** where running headers and footers sit: this many lines at each end of a page */
const EDGE_LINES = 3;

/** A line's identity as a header or footer: digits vary ("Page 3 of 9"), the rest repeats. */
const edgeKey = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

function foldSpaces(line: string): string {
  return (
    line
      // control characters carry no text (and PostgreSQL text cannot hold NUL)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '')
      .replace(/[\t\u00a0\u2000-\u200b\u3000 ]+/g, ' ')
      .trim()
  );
}

/**
 * Lines that open or close every page of a short document, or half the pages of a longer one, are
 * running headers or footers.
 */
function runningLines(pages: string[][]): Set<string> {
  if (pages.length < 2) return new Set();
  const needed = pages.length < 4 ? pages.length : pages.length / 2;
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const edges = new Set([...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)].map(edgeKey).filter(Boolean));
    for (const key of edges) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Set([...counts].filter(([key, n]) => n >= needed && key.length < 120).map(([key]) => key));
}

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]) start++;
  while (end > start && !lines[end - 1]) end--;
  return lines.slice(start, end);
}

function dropEdges(lines: string[], running: Set<string>): string[] {
  let out = trimBlank(lines);
  const isEdge = (line: string) => PAGE_NUMBER.test(line) || running.has(edgeKey(line));
  for (let i = 0; i < EDGE_LINES && out.length && isEdge(out[0]!); i++) out = trimBlank(out.slice(1));
  for (let i = 0; i < EDGE_LINES && out.length && isEdge(out.at(-1)!); i++) out = trimBlank(out.slice(0, -1));
  return out;
}

/** a line that ends a sentence, or a heading, is not continued by the next line */
const ENDS_SENTENCE = /[.!?:;]["”’)]*$/;

/**
 * A page's lines as paragraphs: a blank line ends one; a line wrapped mid-sentence joins the next, unless
 * the next line opens a clause of its own ("2.", "(b)", "ARTICLE III") or the line is a heading.
 */
function reflow(lines: string[]): string {
  // built as parts and joined once: asking a long concatenated string how it ends flattens it each time,
  // which made a text of many short paragraphs quadratic (20,000 of them in 1 MB took 8 s)
  const parts: string[] = [];
  let paragraphClosed = false;
  let previous = '';
  for (const line of lines) {
    if (!line) {
      if (parts.length && !paragraphClosed) parts.push('\n\n');
      paragraphClosed = true;
      previous = '';
      continue;
    }
    paragraphClosed = false;
    if (!previous) parts.push(line);
    else if (/[A-Za-z]-$/.test(previous) && /^[a-z]/.test(line)) parts.push(parts.pop()!.slice(0, -1) + line);
    else if (continues(previous, line)) parts.push(` ${line}`);
    else parts.push(`\n${line}`);
    previous = line;
  }
  return parts.join('').trim();
}

/**
 * Whether `line` carries on the sentence of `previous`: the previous line stops mid-sentence and is not
 * a heading, and this line opens no clause; a short line ("Agreement") joins only text that plainly
 * continues it (lower case, or after a comma).
 */
function continues(previous: string, line: string): boolean {
  if (ENDS_SENTENCE.test(previous) || markerOf(line, 1)) return false;
  const heading = markerOf(previous, 1);
  if (heading && !heading.number && heading.heading === previous) return false;
  return /^[a-z(]/.test(line) || /,$/.test(previous) || previous.length >= 40;
}

export function normalizePages(rawPages: string[]): NormalizedText {
  const pages = rawPages.map((page) => page.replace(/\r\n?/g, '\n').split('\n').map(foldSpaces));
  const running = runningLines(pages.map((lines) => lines.filter(Boolean)));
  let text = '';
  const spans: PageSpan[] = [];
  for (const lines of pages) {
    const body = reflow(dropEdges(lines, running));
    if (text && body) text += '\n\n';
    const start = text.length;
    text += body;
    spans.push({ start, end: text.length });
  }
  return { text, pages: spans };
}
