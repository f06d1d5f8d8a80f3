/**
 * How much a piece of text has to do with a question, for an extractive answer choosing what to quote:
 * the question's words (stemmed, filler dropped) that the piece also holds.
 */
import { queryWords } from '../../modules/knowledge-base/query';

const stem = (word: string) => (word.length > 4 ? word.replace(/(ies|es|s|ing|ed|ly)$/, '') : word);

export const wordsOf = (text: string) => new Set(queryWords(text.replace(/\*\*/g, ''), { dropFiller: true }).map((w) => stem(w.word)));

export function relevance(question: Set<string>, text: string): number {
  let n = 0;
  for (const w of wordsOf(text)) if (question.has(w)) n++;
  return n;
}

/** The `limit` most relevant pieces, in their original order (ties keep the earlier ones). */
export function mostRelevant<T extends { markdown: string }>(pieces: T[], question: Set<string>, limit: number): T[] {
  const ranked = pieces.map((b, i) => ({ b, i, r: relevance(question, b.markdown) })).sort((x, y) => y.r - x.r || x.i - y.i);
  return ranked
    .slice(0, limit)
    .sort((x, y) => x.i - y.i)
    .map((x) => x.b);
}
