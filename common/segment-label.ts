/**
 * How a document's section or clause is named wherever it is shown: the reader's outline and a chat
 * answer's source card both say "4.2 Security deposit", or the passage's opening words when it has no
 * number or heading.
 */
import type { Segment } from './schemas/documents';

const OPENING_CHARS = 60;

export function segmentLabel(segment: Pick<Segment, 'number' | 'heading' | 'start' | 'end'>, text: string): string {
  const name = [segment.number, segment.heading].filter(Boolean).join(' ');
  if (name) return name;
  const opening = text.slice(segment.start, Math.min(segment.end, segment.start + OPENING_CHARS)).replace(/\s+/g, ' ').trim();
  return segment.end - segment.start > OPENING_CHARS ? `${opening.replace(/\s+\S*$/, '')}…` : opening;
}

/** The id of a passage on the document page, which a link's hash names: /documents/12#passage-s7. */
export const passageAnchor = (segmentId: string) => `passage-${segmentId}`;
