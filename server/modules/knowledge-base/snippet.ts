/**
 * Search-result snippets: the sentence of an article that holds the most of the searched words, cut to
 * a window around them, as HTML in which `<mark>` is the only markup (everything else is escaped).
 * Done here rather than with ts_headline, which re-parses the whole article for every result and cost
 * more than the search itself on PGlite; the vocabulary supplies the corpus words to mark.
 */

import { sentencesOf } from '../../lib/sentences';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const WORD = /[\p{L}\p{N}]+/gu;
/** words shown before the first match when a sentence is cut */
const LEAD_WORDS = 6;

/** An article's sentences, with lower-case copies to find the candidates for a snippet quickly. */
export interface Sentences {
  text: string[];
  lower: string[];
}

interface Word {
  start: number;
  end: number;
  marked: boolean;
}

function wordsOf(sentence: string, marks: ReadonlySet<string>): Word[] {
  return [...sentence.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, marked: marks.has(m[0].toLowerCase()) }));
}

export function splitSentences(text: string): Sentences {
  const sentences = text.split('\n').flatMap(sentencesOf);
  return { text: sentences, lower: sentences.map((s) => s.toLowerCase()) };
}

/** A sentence's worth as a snippet: distinct marked words first, then how many marks in all. */
function worth(sentence: string, words: Word[]): number {
  const distinct = new Set(words.filter((w) => w.marked).map((w) => sentence.slice(w.start, w.end).toLowerCase()));
  return distinct.size * 1000 + words.filter((w) => w.marked).length;
}

export function buildSnippet(sentences: Sentences, marks: ReadonlySet<string>, maxWords = 30): string {
  if (!sentences.text.length) return '';
  // only sentences holding a marked word as a substring can hold it as a word: tokenize just those
  const markList = [...marks];
  const candidates = sentences.text.filter((_, i) => markList.some((m) => sentences.lower[i]!.includes(m)));
  let best = { sentence: sentences.text[0]!, words: wordsOf(sentences.text[0]!, marks), worth: -1 };
  for (const sentence of candidates) {
    const words = wordsOf(sentence, marks);
    const value = worth(sentence, words);
    if (value > best.worth) best = { sentence, words, worth: value };
  }
  const { sentence, words } = best;
  const firstMark = Math.max(0, words.findIndex((w) => w.marked));
  const from = words.length <= maxWords ? 0 : Math.min(Math.max(0, firstMark - LEAD_WORDS), words.length - maxWords);
  const shown = words.slice(from, from + maxWords);
  if (!shown.length) return escapeHtml(sentence);
  const start = from === 0 ? 0 : shown[0]!.start;
  const end = from + maxWords >= words.length ? sentence.length : shown.at(-1)!.end;

  let html = from === 0 ? '' : '… ';
  let at = start;
  for (const w of shown) {
    html += escapeHtml(sentence.slice(at, w.start));
    const word = escapeHtml(sentence.slice(w.start, w.end));
    html += w.marked ? `<mark>${word}</mark>` : word;
    at = w.end;
  }
  html += escapeHtml(sentence.slice(at, end));
  return end < sentence.length ? `${html} …` : html;
}
