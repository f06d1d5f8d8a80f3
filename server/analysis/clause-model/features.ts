/**
 * What the clause model reads in a passage: its words and pairs of words, lower-cased, with every number
 * as "0", and the words of its clause's heading marked "h:"; each counted once, and weighed by one over
 * the square root of the passage's length in words, so a long passage does not outvote a short one.
 * The same for training and for use. Pure.
 */

const WORD = /[a-z]+|\d+/g;

export function wordsOf(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(WORD), (m) => (m[0].charCodeAt(0) <= 57 ? '0' : m[0]));
}

/** how a feature names a heading's word, and joins a pair of words: the stored model's keys (model.ts reads them back) */
export const HEADING = 'h:';
export const PAIR = ' ';
const bigram = (a: string, b: string) => `${a}${PAIR}${b}`;
const headingFeature = (word: string) => `${HEADING}${word}`;
/** how much each feature of a passage of this many words (heading included) counts */
export const featureScale = (words: number) => 1 / Math.sqrt(Math.max(1, words));

export function featuresOf(passage: string, heading: string | undefined): { features: string[]; scale: number } {
  const words = wordsOf(passage);
  const headingWords = heading ? wordsOf(heading) : [];
  const found = new Set<string>(words);
  for (let i = 1; i < words.length; i++) found.add(bigram(words[i - 1]!, words[i]!));
  for (const w of headingWords) found.add(headingFeature(w));
  return { features: [...found], scale: featureScale(words.length + headingWords.length) };
}
