/**
 * The clause model: for each clause type it was trained on, a logistic regression over a passage's
 * features (features.ts), with a threshold per type chosen by cross-validation (scripts/train-clauses.ts).
 * Stored sparse: each feature lists only the types it moves. Loaded once from clause-model.json, with
 * each word numbered, so reading a passage looks a pair of words up by two numbers, building no string.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClauseType } from '../../../common/schemas/documents';
import { featureScale, HEADING, PAIR, wordsOf } from './features';

export interface StoredClauseModel {
  /** what it was trained on, and a hash of it, so a stale model is noticed */
  trainedOn: { contracts: number; sentences: number; hash: string };
  types: ClauseType[];
  bias: number[];
  /** the probability from which a passage counts as a clause of the type */
  thresholds: number[];
  /** the types whose rules (clause-rules.ts) still count beside the model: cross-validation showed they add to it */
  withRules: ClauseType[];
  /** feature -> [type index, weight, type index, weight, ...] */
  weights: Record<string, number[]>;
}

export interface ClauseModel {
  types: ClauseType[];
  thresholds: number[];
  withRules: Set<ClauseType>;
  /** the probability of each type for a passage under a heading */
  score(passage: string, heading: string | undefined): Float64Array;
}

/** a feature's weights as [type index, weight, …], and the passage that last counted it */
interface Weights {
  w: number[];
  seen: number;
}

export function clauseModelOf(stored: StoredClauseModel): ClauseModel {
  // every word of a feature gets a number; a pair of words is looked up by the two numbers
  const ids = new Map<string, number>();
  const idOf = (word: string) => ids.get(word) ?? (ids.set(word, ids.size), ids.size - 1);
  const unigrams: (Weights | undefined)[] = [];
  const headings: (Weights | undefined)[] = [];
  const pairs = new Map<number, Weights>();
  const entries = Object.entries(stored.weights);
  for (const [feature] of entries) for (const word of (feature.startsWith(HEADING) ? feature.slice(HEADING.length) : feature).split(PAIR)) idOf(word);
  const pairKey = (a: number, b: number) => a * ids.size + b;
  for (const [feature, w] of entries) {
    const weights = { w, seen: -1 };
    if (feature.startsWith(HEADING)) headings[idOf(feature.slice(HEADING.length))] = weights;
    else if (!feature.includes(PAIR)) unigrams[idOf(feature)] = weights;
    else {
      const [a, b] = feature.split(PAIR) as [string, string];
      pairs.set(pairKey(idOf(a), idOf(b)), weights);
    }
  }
  const k = stored.types.length;
  let passages = 0;
  return {
    types: stored.types,
    thresholds: stored.thresholds,
    withRules: new Set(stored.withRules),
    score(passage, heading) {
      const words = wordsOf(passage);
      const headingWords = heading ? wordsOf(heading) : [];
      const scale = featureScale(words.length + headingWords.length);
      const z = Float64Array.from(stored.bias);
      // each feature counts once, as in training
      const stamp = passages++;
      const add = (f: Weights | undefined) => {
        if (!f || f.seen === stamp) return;
        f.seen = stamp;
        const w = f.w;
        for (let i = 0; i < w.length; i += 2) z[w[i]!]! += w[i + 1]! * scale;
      };
      let previous = -1;
      for (const word of words) {
        const id = ids.get(word) ?? -1;
        if (id >= 0) {
          add(unigrams[id]);
          if (previous >= 0) add(pairs.get(pairKey(previous, id)));
        }
        previous = id;
      }
      for (const word of headingWords) {
        const id = ids.get(word);
        if (id !== undefined) add(headings[id]);
      }
      for (let c = 0; c < k; c++) z[c] = 1 / (1 + Math.exp(-z[c]!));
      return z;
    },
  };
}

let shipped: ClauseModel | undefined;

/** The model that ships, trained on CUAD (The Atticus Project, CC BY 4.0) and CLAUDETTE's unfair-ToS sentences. */
export function shippedClauseModel(): ClauseModel {
  return (shipped ??= clauseModelOf(JSON.parse(readFileSync(path.join(import.meta.dirname, 'clause-model.json'), 'utf8')) as StoredClauseModel));
}
