/**
 * What the user's own document says, at the top of an offline answer in a conversation about it: the
 * document's passages that matched the question, each quoted by its sentences most about the question
 * and cited [n]. Quoted as written, never reworded; escaped so the document's characters read as text
 * (a "*" or a "[2]" in a contract is neither Markdown nor a citation). Pure, like compose.ts.
 */
import type { DocumentPassage } from '../document-passages';
import { sentencesOf } from '../../lib/sentences';
import { mostRelevant } from './relevance';

/** the passages quoted, and the sentences quoted from each */
const PASSAGES = 3;
const SENTENCES = 2;

type Cite = (markdown: string, n: number) => string;

/** Markdown that shows the text exactly as written. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_~<>|#[\]]/g, (c) => `\\${c}`);
}

/** The passage's words after the number and heading that open it, which its label already shows. */
function bodyOf(passage: DocumentPassage): string {
  const flat = passage.text.replace(/\s+/g, ' ').trim();
  const words = passage.heading.split(' ');
  // the label's words, in order, at the start of the passage (its numbering may be written "4." or "ARTICLE IV -")
  let at = 0;
  for (const word of words) {
    const found = flat.toLowerCase().indexOf(word.toLowerCase(), at);
    if (found < 0 || found - at > 12) return flat;
    at = found + word.length;
  }
  return flat.slice(at).replace(/^[\s.:)\-–—]+/, '') || flat;
}

function quote(passage: DocumentPassage, question: Set<string>, cite: Cite): string {
  const sentences = sentencesOf(bodyOf(passage)).map((s) => ({ markdown: escapeMarkdown(s) }));
  const chosen = mostRelevant(sentences, question, SENTENCES).map((s) => s.markdown);
  return `**${escapeMarkdown(passage.heading)}:** ${cite(chosen.join(' '), passage.n)}`;
}

/** The documents by name, for the answer's words: “Lease” and “Addendum”. */
export const namedDocuments = (titles: string[]) => titles.map((t) => `“${escapeMarkdown(t)}”`).join(' and ');

/** The part of the answer from the documents; undefined when none of their passages is about the question. */
export function documentPart({ passages, titles, question, cite }: { passages: DocumentPassage[]; titles: string[]; question: Set<string>; cite: Cite }): string | undefined {
  if (!passages.length) return undefined;
  // the best passages, read in the document's order
  const chosen = passages.slice(0, PASSAGES).sort((a, b) => a.documentId - b.documentId || a.start - b.start);
  return `**What ${namedDocuments(titles)} says**\n${chosen.map((p) => `- ${quote(p, question, cite)}`).join('\n')}`;
}
