/** What the reader sees of a cited passage: its source card and stored citation, a guide's section or a document's. */
import type { Source } from '../../common/schemas/chat';
import { passageAnchor } from '../../common/segment-label';
import { sentencesOf } from '../lib/sentences';
import type { DocumentPassage } from './document-passages';
import type { Passage } from './retrieval';

const QUOTE_CHARS = 220;

const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** passages are few and cited again and again while an answer streams: each is cut into sentences once */
const cut = new Map<string, { sentence: string; said: string[] }[]>();
const CUT_SIZE = 2000;
function sentencesWithWords(flat: string) {
  let found = cut.get(flat);
  if (!found) {
    found = sentencesOf(flat).map((sentence) => ({ sentence, said: [sentence, sentence.replace(/^[^:]{2,40}:\s*/, '')].filter((v) => v.length > 20).map(words) }));
    if (cut.size >= CUT_SIZE) cut.delete(cut.keys().next().value!);
    cut.set(flat, found);
  }
  return found;
}

/**
 * What the card quotes: the first sentence of the passage that the answer quotes (so a card for a Texas
 * answer does not open with California's note), else the passage's opening words; cut at a word.
 */
function quoteOf(text: string, answer: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const said = words(answer);
  // a note quoted under its state's heading loses its own label ("Texas: 30 days…" as "30 days…")
  const quoted = answer ? sentencesWithWords(flat).find((s) => s.said.some((w) => said.includes(w)))?.sentence : undefined;
  const from = quoted ? flat.slice(flat.indexOf(quoted)) : flat;
  return from.length > QUOTE_CHARS ? `${from.slice(0, QUOTE_CHARS).replace(/\s+\S*$/, '')}…` : from;
}

/** The source card and stored citation of a passage, numbered `n` as shown to the user; `answer` is the text that cites it. */
export function sourceOf(passage: Passage | DocumentPassage, n: number, answer = ''): Source {
  const quote = quoteOf(passage.text, answer);
  if ('documentId' in passage) {
    return {
      n,
      kind: 'document',
      title: `${passage.title}: ${passage.heading}`,
      // the document's page shows the analysed text: a passage of a newer edited version is read in the editor
      url: passage.edited ? `/documents/${passage.documentId}/edit` : `/documents/${passage.documentId}#${passageAnchor(passage.segmentId)}`,
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
    title: passage.stateRule ? passage.heading : `${passage.title}: ${passage.heading}`,
    // a state's rule opens its table at that state; a guide's section opens the guide there
    url: passage.stateRule
      ? `/state-rules/${passage.stateRule.id}?state=${passage.stateRule.state}`
      : `/knowledge-base/${passage.categoryId}/${passage.topicId}#${passage.sectionId}`,
    categoryId: passage.categoryId,
    topicId: passage.topicId,
    sectionId: passage.sectionId,
    quote,
  };
}
