/**
 * Citation markers in an answer: "[2]" in the text becomes a link to source card 2 of that answer, and
 * a copied answer keeps its markers with the sources listed under it.
 */
import type { Source } from '@common/schemas/chat';

/** a marker, not the text of a Markdown link ("[knowledge base](/…)" or "[1](…)") */
const MARKER = /\[(\d{1,3})\](?!\()/g;

export const citationAnchor = (messageId: string, n: number) => `cite-${messageId}-${n}`;

/** The answer's Markdown with each [n] as a link to its source card (`#cite-<message>-<n>`). */
export function linkCitations(markdown: string, messageId: string): string {
  return markdown.replace(MARKER, (_, n: string) => `[${n}](#${citationAnchor(messageId, Number(n))})`);
}

/** The answer as plain text to paste elsewhere: its text, then its sources with full addresses. */
export function answerForClipboard(text: string, sources: Source[], origin: string): string {
  if (!sources.length) return text;
  return `${text}\n\nSources:\n${sources.map((s) => `[${s.n}] ${s.title}: ${origin}${s.url}`).join('\n')}`;
}
