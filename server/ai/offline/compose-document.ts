/**
 * What the user's own document says, at the top of an offline answer in a conversation about it: the
 * document's passages that matched the question, each quoted by its sentences most about the question
 * and cited [n]. Quoted as written, never reworded; escaped so the document's characters read as text
 * (a "*" or a "[2]" in a contract is neither Markdown nor a citation). Pure, like compose.ts.
 *
 * A passage in which the document's analysis flagged an area to review ("Landlord can enter without
 * notice") is followed by that flag, in the analysis's own words, so a one-sided clause is never quoted
 * as if it were ordinary; a passage with a high-severity flag about the question is read first.
 */
import type { FlaggedArea } from '../../modules/documents/readable-documents';
import { flagSummary, type DocumentPassage } from '../document-passages';
import { sentencesOf } from '../../lib/sentences';
import { mostRelevant, relevance } from './relevance';

/** the passages quoted, and the sentences quoted from each */
const PASSAGES = 3;
const SENTENCES = 2;
/** a flag is about the question when its title shares this many of the question's words (or its only one): "landlord" alone is in most */
const FLAG_ON_QUESTION = 2;

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

/** Counsel's note on a flagged area, under the passage it stands in. */
export const flagLine = (area: FlaggedArea) => `**Counsel flagged this:** ${escapeMarkdown(flagSummary(area))}`;

/** The passage quoted as a bullet, with a flag of Counsel's review under it for each area in it. */
function quote(passage: DocumentPassage, question: Set<string>, cite: Cite): string {
  const sentences = sentencesOf(bodyOf(passage)).map((s) => ({ markdown: escapeMarkdown(s) }));
  const chosen = mostRelevant(sentences, question, SENTENCES).map((s) => s.markdown);
  const flags = passage.areasToReview.map((a) => `\n  - ${flagLine(a)}`).join('');
  return `- **${escapeMarkdown(passage.heading)}:** ${cite(chosen.join(' '), passage.n)}${flags}`;
}

/** A passage with a high-severity flag whose title is about the question: the answer leads with it. */
function leads(passage: DocumentPassage, question: Set<string>): boolean {
  const needed = Math.min(FLAG_ON_QUESTION, question.size) || 1;
  return passage.areasToReview.some((a) => a.severity === 'high' && relevance(question, a.title) >= needed);
}

/** The documents by name, for the answer's words: “Lease” and “Addendum”. */
export const namedDocuments = (titles: string[]) => titles.map((t) => `“${escapeMarkdown(t)}”`).join(' and ');

/** The part of the answer from the documents; undefined when none of their passages is about the question. */
export function documentPart({ passages, titles, question, cite }: { passages: DocumentPassage[]; titles: string[]; question: Set<string>; cite: Cite }): string | undefined {
  if (!passages.length) return undefined;
  // the best passages, read in the document's order, after any with a high-severity flag about the question
  const first = (p: DocumentPassage) => (leads(p, question) ? 0 : 1);
  const chosen = passages.slice(0, PASSAGES).sort((a, b) => first(a) - first(b) || a.documentId - b.documentId || a.start - b.start);
  return `**What ${namedDocuments(titles)} says**\n${chosen.map((p) => quote(p, question, cite)).join('\n')}`;
}
