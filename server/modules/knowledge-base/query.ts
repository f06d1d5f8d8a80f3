/**
 * Turning what a person typed into search terms, without ever handing their text to PostgreSQL's
 * tsquery parser: words are extracted here, resolved to corpus lexemes by the database
 * (search.repository.ts), and the tsquery is written back here from those lexemes as quoted literals.
 * Quotes, operators (& | ! : * ( )), SQL-ish text and emoji therefore only ever become words or nothing.
 */

/** More words than this add nothing a person meant; the rest are ignored. */
export const MAX_QUERY_WORDS = 32;
const MAX_WORD_LENGTH = 40;

/**
 * PostgreSQL's english stop list (tsearch_data/english.stop). The vectors keep stop words (migration
 * 0001 explains why), so queries drop them here; "will" is decided by `isNounWill`.
 */
const STOP_WORDS = new Set(
  ('i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing a an the and but if or because as until while of at by for with ' +
    'about against between into through during before after above below to from up down in out on off over under ' +
    'again further then once here there when where why how all any both each few more most other some such no nor ' +
    'not only own same so than too very s t can just don should now').split(' '),
);

/** Words after which "will" is the document, not the future tense ("a will", "my will", "make will"). */
const BEFORE_NOUN_WILL = new Set([
  'a', 'the', 'my', 'your', 'his', 'her', 'their', 'our', 'its', 'this', 'that', 'no', 'without', 'living', 'new',
  'old', 'valid', 'written', 'handwritten', 'online', 'simple', 'last', 'mom', 'dad', 'mother', 'father', 'contest',
  'make', 'making', 'write', 'writing', 'update', 'change', 'sign', 'draft',
]);

/**
 * Words that carry no topic in a question and that the stop list keeps. The stop list drops "what",
 * "how", "can", "my"...; these are the rest of the everyday question filler.
 */
export const QUESTION_FILLER = new Set([
  'anyone', 'anything', 'anyway', 'ask', 'asked', 'asking', 'could', 'does', 'doing', 'done', 'else', 'get', 'gets',
  'getting', 'got', 'happen', 'happens', 'help', 'just', 'know', 'let', 'like', 'lot', 'make', 'maybe', 'much',
  'need', 'needs', 'please', 'really', 'say', 'says', 'said', 'someone', 'something', 'still', 'sure', 'tell',
  'thing', 'things', 'think', 'want', 'wants', 'way', 'would', 'yes',
]);

export interface QueryWord {
  word: string;
  /** the last word of a search typed as you go: also matches corpus words that start with it */
  prefix: boolean;
}

/**
 * The words of a free text: lower case, letters and digits (hyphenated words kept whole, possessive
 * "'s" dropped), at most MAX_QUERY_WORDS. `asYouType` marks the last word as a prefix unless the text
 * ends with a space or punctuation, i.e. the person has finished that word.
 */
export function queryWords(text: string, { asYouType = false, dropFiller = false } = {}): QueryWord[] {
  const normalized = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    // contractions: "won't" is not the word "won", nor "I'm" the word "m"
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/n't\b/g, ' not')
    .replace(/'(s|re|ve|ll|d|m)\b/g, '');
  const all = normalized.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const words = all
    .filter((w, i) => (w === 'will' ? isNounWill(all, i) : !STOP_WORDS.has(w)))
    .filter((w) => w.length <= MAX_WORD_LENGTH && !(dropFiller && QUESTION_FILLER.has(w)))
    .slice(0, MAX_QUERY_WORDS);
  const unique = [...new Set(words)];
  const finished = /[^\p{L}\p{N}]$/u.test(normalized);
  return unique.map((word, i) => ({ word, prefix: asYouType && !finished && i === unique.length - 1 && word.length >= 2 }));
}

/** "will" is a topic word alone or after a determiner or a verb of wills; otherwise it is the future tense. */
function isNounWill(words: string[], i: number): boolean {
  return words.length === 1 || (i > 0 && BEFORE_NOUN_WILL.has(words[i - 1]!));
}

/**
 * One lexeme as a tsquery literal: quoted, with quotes and backslashes escaped (tsquery's own rules),
 * optionally restricted to vector weights (`AB`: title, summary and keywords only).
 */
export function tsqueryLiteral(lexeme: string, weights = ''): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weights ? `:${weights}` : ''}`;
}

/** The alternatives of one query word as a tsquery: any of its lexemes matches. */
export function anyOf(lexemes: readonly string[], weights = ''): string {
  return lexemes.map((l) => tsqueryLiteral(l, weights)).join(' | ');
}

/**
 * Inverse document frequency: a word found in few topics says more about the question than one found
 * in most (ts_rank alone weighs "get" and "deposit" alike). Never zero, so a common word still counts.
 */
export function inverseDocumentFrequency(topicCount: number, totalTopics: number): number {
  return Math.log(1 + (totalTopics + 1) / (topicCount + 0.5));
}

/** Edit distance counting a swap of two neighbours as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * How many slips separate a misspelt word from a corpus word, when it is few enough to be a typo: one
 * (two in a long word); undefined otherwise. This keeps real words the corpus lacks ("supposed") from
 * becoming others ("supported").
 */
export function typoDistance(word: string, candidate: string): number | undefined {
  const distance = editDistance(word, candidate);
  return distance <= (word.length >= 9 ? 2 : 1) ? distance : undefined;
}
