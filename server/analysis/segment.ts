/**
 * A document's text cut into its sections and clauses by the numbering and headings contracts use:
 * "ARTICLE IV", "Section 5", "1.", "4.2", "(a)", "(iii)", and short headings in capitals. Each segment
 * keeps its offsets into the text, so anything found in it can point back to where it stands. Pure.
 */
import type { Segment } from '../../common/schemas/documents';

interface Marker {
  level: number;
  number?: string;
  heading?: string;
}

const ROMAN = /^[ivxlc]+$/i;
/** a heading after a number: a few words ending in a period or a colon ("Rent." / "Term and Termination:") */
const LEAD_HEADING = /^([A-Z][A-Za-z’'&,\- ]{1,60}?)[.:](?:\s|$)/;

function headingOf(rest: string): string | undefined {
  const lead = LEAD_HEADING.exec(rest);
  if (lead && lead[1]!.split(/\s+/).length <= 6) return lead[1]!.trim();
  // a whole short line in capitals or title case with no sentence in it: "TERMINATION", "Governing Law"
  if (rest && rest.length <= 80 && !/[.;]$/.test(rest) && rest.split(/\s+/).length <= 8 && /^[A-Z]/.test(rest) && !/\b(shall|will|must|may)\b/i.test(rest)) return rest.replace(/[.:]$/, '').trim();
  return undefined;
}

/** What a line's start says about the clause it opens, if anything. `parent` is the level above "(a)". */
export function markerOf(line: string, parent: number): Marker | undefined {
  let m = /^(?:ARTICLE|Article)\s+([IVXLC]+|\d{1,3})\b[.:\-–—]?\s*(.*)$/.exec(line);
  if (m) return { level: 1, number: `Article ${m[1]}`, heading: headingOf(m[2]!.replace(/^[-–—]\s*/, '')) };
  m = /^(?:SECTION|Section|§)\s*(\d{1,3}(?:\.\d{1,3})*)\b[.:]?\s*(.*)$/.exec(line);
  if (m) return { level: m[1]!.split('.').length, number: m[1], heading: headingOf(m[2]!) };
  // "1." / "1.1" / "1.1.2" followed by text; a bare "1 " would catch amounts and years
  m = /^(\d{1,3})\.(\d{1,3}(?:\.\d{1,3})*)?\.?\s+(\S.*)$/.exec(line);
  if (m) {
    const number = m[2] ? `${m[1]}.${m[2]}` : m[1]!;
    return { level: number.split('.').length, number, heading: headingOf(m[3]!) };
  }
  // "1)" lists, as letters and plain-text agreements number them
  m = /^(\d{1,3})\)\s+(\S.*)$/.exec(line);
  if (m) return { level: Math.max(parent, 0) + 1, number: `${m[1]})`, heading: headingOf(m[2]!) };
  m = /^\(([a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)\s+(\S.*)$/.exec(line);
  if (m) {
    const number = `(${m[1]})`;
    const deeper = ROMAN.test(m[1]!) && m[1]!.length > 1 ? 2 : 1;
    return { level: Math.max(parent, 1) + deeper, number, heading: headingOf(m[2]!) };
  }
  // a heading on a line of its own, in capitals: "CONFIDENTIALITY", "TERMS AND CONDITIONS"
  if (line.length <= 80 && /^[A-Z][A-Z0-9 ,&'’\-–—/]{2,}$/.test(line) && /[A-Z]{3}/.test(line)) return { level: 1, heading: line.trim() };
  return undefined;
}

export function segmentText(text: string): Segment[] {
  const segments: Segment[] = [];
  const open = (start: number, marker: Marker) => {
    const last = segments.at(-1);
    if (last) last.end = start;
    segments.push({ id: `s${segments.length + 1}`, level: marker.level, number: marker.number, heading: marker.heading, start, end: text.length });
  };
  let parent = 0;
  let offset = 0;
  for (const raw of text.split('\n')) {
    const start = offset + raw.length - raw.trimStart().length;
    offset += raw.length + 1;
    const line = raw.trim();
    if (!line) continue;
    const marker = markerOf(line, parent);
    if (!marker) {
      if (!segments.length) open(start, { level: 0 });
      continue;
    }
    if (!segments.length && start > 0) open(0, { level: 0 });
    open(start, marker);
    // list items, "(a)" or "1)", nest under the numbered clause above them without becoming it
    if (!/^\(|\)$/.test(marker.number ?? '')) parent = marker.level;
  }
  for (const s of segments) {
    // a segment ends before the blank lines that part it from the next
    while (s.end > s.start && /\s/.test(text[s.end - 1]!)) s.end--;
  }
  return segments;
}
