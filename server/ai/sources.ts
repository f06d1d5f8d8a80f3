/** What the reader sees of a cited passage: its source card and stored citation, a guide's section or a document's. */
import type { Source } from '../../common/schemas/chat';
import { passageAnchor } from '../../common/segment-label';
import type { DocumentPassage } from './document-passages';
import type { Passage } from './retrieval';

const QUOTE_CHARS = 220;

/** the passage's opening words, cut at a word */
function quoteOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS).replace(/\s+\S*$/, '')}…` : flat;
}

/** The source card and stored citation of a passage, numbered `n` as shown to the user. */
export function sourceOf(passage: Passage | DocumentPassage, n: number): Source {
  const quote = quoteOf(passage.text);
  if ('documentId' in passage) {
    return {
      n,
      kind: 'document',
      title: `${passage.title}: ${passage.heading}`,
      url: `/documents/${passage.documentId}#${passageAnchor(passage.segmentId)}`,
      documentId: passage.documentId,
      sectionId: passage.segmentId,
      start: passage.start,
      end: passage.end,
      quote,
    };
  }
  return {
    n,
    kind: 'topic',
    title: `${passage.title}: ${passage.heading}`,
    url: `/knowledge-base/${passage.categoryId}/${passage.topicId}#${passage.sectionId}`,
    categoryId: passage.categoryId,
    topicId: passage.topicId,
    sectionId: passage.sectionId,
    quote,
  };
}
