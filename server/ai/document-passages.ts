/**
 * The passages of the user's own documents that a question needs, for a conversation about them: each
 * analysed section or clause (a segment, with its offsets into the extracted text) is ranked against the
 * question by the knowledge base's own passage scoring (SearchService.rankTexts), and the best few are
 * supplied beside the guides' passages, citable the same way. Each carries the areas to review that the
 * document's analysis flagged within it, so an answer that quotes a one-sided clause also says so.
 */
import { segmentLabel } from '../../common/segment-label';
import { sentencesOf } from '../lib/sentences';
import type { FlaggedArea, ReadableDocument } from '../modules/documents/readable-documents';
import type { SearchService } from '../modules/knowledge-base/search.service';

/** A section or clause of the user's document as an answer may cite it, numbered like the guides' passages. */
export interface DocumentPassage {
  documentId: number;
  /** the document's title */
  title: string;
  segmentId: string;
  /** the section's label as the document page's outline shows it: "4.2 Security Deposit" */
  heading: string;
  /** offsets [start, end) into the document's extracted text */
  start: number;
  end: number;
  /** the passage as written */
  text: string;
  /** the areas to review the analysis flagged within it, in the analysis's order (high severity first) */
  areasToReview: FlaggedArea[];
  /** of the newest version edited in the app, newer than the analysis: it opens in the editor */
  edited: boolean;
  n: number;
}

/** how many of the documents' passages an answer is given */
export const DOCUMENT_PASSAGES = 4;
/** below this many characters beyond its label, a segment is a bare heading with nothing to quote */
const MIN_BODY_CHARS = 15;

/** The areas that stand, at least in part, within [start, end). */
export function areasWithin(areas: FlaggedArea[], start: number, end: number): FlaggedArea[] {
  return areas.filter((a) => a.start < end && a.end > start);
}

/** What Counsel says of a flagged area, offline or to a model: its title and the first sentence of its explanation, as the analysis wrote them. */
export function flagSummary(area: FlaggedArea): string {
  const [first = ''] = sentencesOf(area.explanation);
  return `${area.title.replace(/[.!?]+$/, '')}. ${first}`.trim();
}

/** The best passages of the documents for a question (as retrieval searched it), best first, not yet numbered. */
export async function rankDocumentPassages(search: SearchService, query: string, documents: ReadableDocument[], limit = DOCUMENT_PASSAGES): Promise<Omit<DocumentPassage, 'n'>[]> {
  const candidates = documents.flatMap((doc) =>
    doc.segments
      .map((segment) => ({ doc, segment, text: doc.text.slice(segment.start, segment.end), heading: segmentLabel(segment, doc.text) }))
      .filter((c) => c.text.replace(/\s+/g, ' ').trim().length >= c.heading.length + MIN_BODY_CHARS),
  );
  if (!candidates.length) return [];
  const hits = await search.rankTexts(query, candidates.map((c) => c.text), { limit });
  return hits.map((hit) => {
    const { doc, segment, text, heading } = candidates[hit.index]!;
    const { start, end } = segment;
    return { documentId: doc.id, title: doc.title, segmentId: segment.id, heading, start, end, text, areasToReview: areasWithin(doc.areasToReview, start, end), edited: doc.edited };
  });
}
