/**
 * Where the user's document and the law of the user's state, as the guides state it, disagree on a
 * number: a lease that gives the landlord 60 days to return the deposit where the Texas note says 30, or
 * asks a deposit of two months' rent where the state caps it at one. Only what both sides say in so many
 * words is compared: a sentence of the document's passages that were supplied to the answer, and a note
 * of the guide's for that state among its passages; the answer quotes both and says they do not match.
 */
import type { StateCode } from '../../common/jurisdictions';
import { sentencesOf } from '../lib/sentences';
import type { DocumentPassage } from './document-passages';
import { blocksOf } from './offline/markdown-blocks';
import type { Passage } from './retrieval';

export interface Conflict {
  /** what is compared, in the answer's words: "the time to return the deposit" */
  what: string;
  unit: string;
  /** the document's sentence that sets it, and the passage it is in */
  document: { passage: DocumentPassage; sentence: string; value: number };
  /** the guide's note for the state, and its passage */
  law: { passage: Passage; markdown: string; value: number };
}

interface Comparison {
  what: string;
  unit: string;
  topicId: string;
  /** a document sentence about this term */
  about: RegExp;
  /** the amounts a sentence gives in the unit */
  amounts: (text: string) => number[];
}

const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, fifteen: 15, twenty: 20,
  'twenty-one': 21, thirty: 30, 'forty-five': 45, sixty: 60, ninety: 90,
};
const NUMBER = String.raw`(\d{1,3}|${Object.keys(WORDS).join('|')})`;
const valueOf = (word: string) => WORDS[word.toLowerCase()] ?? Number(word);

/** "30 days", "thirty (30) days", "14 calendar days" */
function days(text: string): number[] {
  return [...text.matchAll(new RegExp(String.raw`\b${NUMBER}(?:\s*\(\d{1,3}\))?\s*(?:calendar\s+|business\s+)?days?\b`, 'gi'))].map((m) => valueOf(m[1]!));
}

/** "one month's rent", "two (2) months' rent" */
function monthsOfRent(text: string): number[] {
  return [...text.matchAll(new RegExp(String.raw`\b${NUMBER}(?:\s*\(\d\))?\s*months?['’]?s?['’]?\s+(?:of\s+)?rent\b`, 'gi'))].map((m) => valueOf(m[1]!));
}

const COMPARISONS: Comparison[] = [
  { what: 'the time to return the deposit', unit: 'days', topicId: 'security-deposits', about: /\bdeposit\b[^.]*\b(return|refund|repa(y|id)|give\s+back)|\b(return|refund|repa(y|id))\w*\b[^.]*\bdeposit\b/i, amounts: days },
  { what: 'the most a deposit can be', unit: "months' rent", topicId: 'security-deposits', about: /\bdeposit\b/i, amounts: monthsOfRent },
];

/** The terms of the supplied document passages that ask more of the person than the state's note allows. */
export function findConflicts(state: StateCode | undefined, documentPassages: DocumentPassage[], passages: Passage[]): Conflict[] {
  if (!state || !documentPassages.length) return [];
  const conflicts: Conflict[] = [];
  for (const comparison of COMPARISONS) {
    const law = lawFor(comparison, state, passages);
    if (!law) continue;
    for (const passage of documentPassages) {
      const sentence = sentencesOf(passage.text).find((s) => comparison.about.test(s) && comparison.amounts(s).length);
      if (!sentence) continue;
      const value = Math.max(...comparison.amounts(sentence));
      if (value > law.value) conflicts.push({ what: comparison.what, unit: comparison.unit, document: { passage, sentence, value }, law });
      break;
    }
  }
  return conflicts;
}

/** The state's note on the term in the guide's passages, and the most it allows. */
function lawFor(comparison: Comparison, state: StateCode, passages: Passage[]): Conflict['law'] | undefined {
  for (const passage of passages.filter((p) => p.topicId === comparison.topicId)) {
    for (const block of blocksOf(passage.markdown)) {
      const amounts = block.state === state ? comparison.amounts(block.markdown) : [];
      if (amounts.length) return { passage, markdown: block.markdown, value: Math.max(...amounts) };
    }
  }
  return undefined;
}
