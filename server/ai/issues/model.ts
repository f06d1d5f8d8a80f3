/**
 * The issue spotter's learned model: multinomial naive Bayes over the words of a message (features.ts),
 * one class per area of the knowledge base and one for messages that are not legal questions ("none").
 * Trained by `npm run train:issues` (scripts/train-issues.ts) on data we may ship: the stories written for
 * it (training/*.jsonl) and the guides themselves. model.json holds the counts it learned, so the
 * probabilities are worked out here, at load, exactly as training would.
 *
 * A message's score for an area is how much likelier its words are under that area than under "none",
 * per √(number of words), so a long story does not outshout a short question.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { featuresOf } from './features';
import type { Token } from './text';

export const NONE = 'none';
/** Laplace smoothing of the word counts */
const ALPHA = 0.5;

export const modelFileSchema = z.strictObject({
  /** a hash of what it was trained on, so a test can tell when it must be trained again */
  trainedOn: z.string(),
  /** cues that fire in other areas' training stories too count for this share of their weight (train.ts) */
  cueFactors: z.record(z.string(), z.number().min(0).max(1)),
  classes: z.array(z.string()).min(2),
  /** how many times each class met each word: [class index, count, class index, count, …] */
  counts: z.record(z.string(), z.array(z.number().nonnegative())),
});
export type ModelFile = z.infer<typeof modelFileSchema>;

export class AreaModel {
  private readonly weights = new Map<string, Float64Array>();
  private readonly cueFactors: Map<string, number>;
  readonly classes: string[];

  constructor(file: ModelFile) {
    this.classes = file.classes;
    this.cueFactors = new Map(Object.entries(file.cueFactors));
    const n = file.classes.length;
    const vocabulary = Object.keys(file.counts).length;
    const totals = new Float64Array(n);
    for (const pairs of Object.values(file.counts)) for (let i = 0; i < pairs.length; i += 2) totals[pairs[i]!]! += pairs[i + 1]!;
    const floor = Array.from(totals, (t) => Math.log(ALPHA / (t + ALPHA * vocabulary)));
    for (const [feature, pairs] of Object.entries(file.counts)) {
      const logp = Float64Array.from(floor);
      for (let i = 0; i < pairs.length; i += 2) logp[pairs[i]!] = Math.log((pairs[i + 1]! + ALPHA) / (totals[pairs[i]!]! + ALPHA * vocabulary));
      this.weights.set(feature, logp);
    }
  }

  /** How much of its weight a cue counts for (vocabulary.ts `cueKey`). */
  cueFactor(key: string): number {
    return this.cueFactors.get(key) ?? 1;
  }

  /** Each class's score for the text, relative to "none" (0 for "none" itself). */
  scores(tokens: Token[]): Map<string, number> {
    const sums = new Float64Array(this.classes.length);
    let known = 0;
    for (const feature of featuresOf(tokens)) {
      const logp = this.weights.get(feature);
      if (!logp) continue;
      known++;
      for (let c = 0; c < sums.length; c++) sums[c]! += logp[c]!;
    }
    const none = this.classes.indexOf(NONE);
    const norm = Math.sqrt(Math.max(known, 1));
    return new Map(this.classes.map((c, i) => [c, known ? (sums[i]! - (none >= 0 ? sums[none]! : 0)) / norm : 0]));
  }
}

export const MODEL_FILE = new URL('./model.json', import.meta.url);

let shared: AreaModel | undefined;
/** The shipped model, read once. */
export const areaModel = () => (shared ??= new AreaModel(modelFileSchema.parse(JSON.parse(readFileSync(MODEL_FILE, 'utf8')))));
