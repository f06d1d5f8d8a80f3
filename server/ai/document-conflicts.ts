/**
 * Where the user's document and the law of its state, as the guides state it, may disagree on a number:
 * a lease that gives the landlord 60 days to return the deposit where the Texas note says 30. Only what
 * both sides say in so many words is compared: the document's sentence that ties a number of days to
 * returning the deposit, among its passages supplied to the answer, and the guide's note for the state,
 * among the guide's passages. The answer quotes both and says they may not match; it never says a term
 * is unlawful. Only states whose note gives one plain deadline are compared: a note with two tracks or
 * conditions (Florida's claim notice, Illinois's building rules) cannot be read as one number.
 */
import type { StateCode } from '../../common/jurisdictions';
import { sentencesOf } from '../lib/sentences';
import type { DocumentPassage } from './document-passages';
import { blocksOf } from './offline/markdown-blocks';
import type { Passage } from './retrieval';

export interface Conflict {
  /** what is compared, in the answer's words: "to return the deposit" */
  what: string;
  unit: string;
  /** the document's sentence that sets it, and the passage it is in */
  document: { passage: DocumentPassage; sentence: string; value: number };
  /** the guide's note for the state, and its passage */
  law: { passage: Passage; markdown: string; value: number };
}

const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, five: 5, seven: 7, ten: 10, fourteen: 14, fifteen: 15, twenty: 20, 'twenty-one': 21,
  thirty: 30, 'forty-five': 45, sixty: 60, ninety: 90,
};
const NUMBER = String.raw`(?<![\d.,])(\d{1,3}|${Object.keys(WORDS).join('|')})`;
const DAYS = String.raw`${NUMBER}(?:\s*\(\d{1,3}\))?\s*(?:calendar\s+|business\s+)?days?\b`;
const valueOf = (word: string) => WORDS[word.toLowerCase()] ?? Number(word);

/** the deadline a sentence ties to giving the deposit back: "return the deposit … within 60 days", "within sixty (60) days … refund" */
const RETURN_WITHIN = new RegExp(
  String.raw`\b(?:return|refund|repay|give\s+back)\w*\b[^.;]{0,120}?\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+${DAYS}|\b(?:within|no\s+later\s+than)\s+${DAYS}[^.;]{0,80}?\b(?:return|refund|repay|give\s+back)`,
  'i',
);
/** a sentence about notice, late rent or the term: its numbers of days are not the return deadline */
const OTHER_DAYS = /\b(notice|late|intent\s+to\s+(move|vacate)|terminat\w*|renew\w*|grace)\b/i;

/** The deadline to return the deposit that a document sentence sets, if it plainly sets one. */
export function returnDeadline(sentence: string): number | undefined {
  if (!/\bdeposit\b/i.test(sentence) || OTHER_DAYS.test(sentence)) return undefined;
  const m = RETURN_WITHIN.exec(sentence);
  const word = m?.[1] ?? m?.[2];
  return word ? valueOf(word) : undefined;
}

/** states whose security-deposit note gives one plain return deadline, checked in a legal review */
const PLAIN_DEADLINE_STATES = new Set<StateCode>(['CA', 'NY', 'TX']);

/**
 * The document terms that ask more of the person than the state's note allows. `state` must be the
 * state whose law governs the document: another state's rule says nothing about it.
 */
export function findConflicts(state: StateCode | undefined, documentPassages: DocumentPassage[], passages: Passage[]): Conflict[] {
  if (!state || !PLAIN_DEADLINE_STATES.has(state) || !documentPassages.length) return [];
  const law = lawFor(state, passages);
  if (!law) return [];
  for (const passage of documentPassages) {
    for (const sentence of sentencesOf(passage.text)) {
      const value = returnDeadline(sentence);
      if (value !== undefined) return value > law.value ? [{ what: 'to return the deposit', unit: 'days', document: { passage, sentence, value }, law }] : [];
    }
  }
  return [];
}

const daysIn = (text: string) => [...text.matchAll(new RegExp(DAYS, 'gi'))].map((m) => valueOf(m[1]!));
/** a sentence that qualifies the one before it ("But the landlord does not have to return it until…") */
const CONDITION = /^(but|however|unless|if|only)\b/i;

/**
 * The state's note on the return deadline among the deposits guide's passages: the sentence that gives
 * the number of days, with the condition that follows it, if any; and the most days it gives.
 */
function lawFor(state: StateCode, passages: Passage[]): Conflict['law'] | undefined {
  for (const passage of passages.filter((p) => p.topicId === 'security-deposits')) {
    for (const block of blocksOf(passage.markdown)) {
      if (block.state !== state) continue;
      const sentences = sentencesOf(block.markdown.replace(/^\*\*[^*]+\*\*:?\s*/, ''));
      const at = sentences.findIndex((s) => daysIn(s).length);
      if (at < 0) continue;
      const quoted = sentences.slice(at, CONDITION.test(sentences[at + 1] ?? '') ? at + 2 : at + 1).join(' ');
      return { passage, markdown: quoted, value: Math.max(...daysIn(quoted)) };
    }
  }
  return undefined;
}
