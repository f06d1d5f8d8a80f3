/**
 * The document's text as the reader shows it: one block per segment (so an outline entry can scroll to
 * and light up its passage), with a page divider wherever a new page begins.
 */
import type { PageSpan, Segment } from '@common/schemas/documents';

/** A run of text with where it starts in the document, or a page divider. */
export type Piece = { kind: 'page'; page: number } | { kind: 'text'; text: string; start: number };

export interface TextBlock {
  segment: Segment;
  pieces: Piece[];
}

export function textBlocks(text: string, segments: Segment[], pages: PageSpan[]): TextBlock[] {
  // a segment that starts a page shows that page's divider first; page 1 needs none
  const pageStarts = pages.map((p, i) => ({ at: p.start, page: i + 1 })).filter((p) => p.page > 1);
  return segments.map((segment, i) => {
    const previousEnd = segments[i - 1]?.end ?? -1;
    const pieces: Piece[] = [];
    let from = segment.start;
    for (const { at, page } of pageStarts) {
      // a page that begins in the gap before this segment, or inside it
      if (at > previousEnd && at <= segment.start) pieces.push({ kind: 'page', page });
      else if (at > segment.start && at < segment.end) {
        pieces.push({ kind: 'text', text: text.slice(from, at).trimEnd(), start: from }, { kind: 'page', page });
        from = at;
      }
    }
    pieces.push({ kind: 'text', text: text.slice(from, segment.end), start: from });
    return { segment, pieces: pieces.filter((p) => p.kind === 'page' || p.text) };
  });
}

/** A piece's text cut around the part of it a passage covers, if any: [before, the passage, after]. */
export function markedIn(piece: { text: string; start: number }, passage: { start: number; end: number } | undefined): [string, string, string] | undefined {
  if (!passage) return undefined;
  const from = Math.max(0, passage.start - piece.start);
  const to = Math.min(piece.text.length, passage.end - piece.start);
  if (to <= from) return undefined;
  return [piece.text.slice(0, from), piece.text.slice(from, to), piece.text.slice(to)];
}

/** The id of the segment a text offset falls in. */
export function segmentIdAt(segments: Segment[], offset: number): string | undefined {
  return segments.find((s) => offset >= s.start && offset < s.end)?.id;
}

/** How an outline names a segment (shared with the chat's source cards). */
export { segmentLabel } from '@common/segment-label';
