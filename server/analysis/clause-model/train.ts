/**
 * Training the clause model: one logistic regression per clause type over the same sparse features,
 * fitted together by FTRL-Proximal (McMahan et al., 2013), whose L1 term leaves most weights at exactly
 * zero, so the stored model stays small; reproducibly (a seeded shuffle). An example may be labelled for
 * some types only (a terms-of-service sentence says nothing about most commercial clause types): the
 * others are left out of its loss.
 */
import type { ClauseType } from '../../../common/schemas/documents';
import { featuresOf } from './features';
import type { StoredClauseModel } from './model';

export interface Example {
  passage: string;
  heading?: string;
  /** the indexes of the types it is one of */
  positive: number[];
  /** the indexes of the types it is labelled for (all types when absent) */
  labelledFor?: number[];
}

export interface TrainOptions {
  epochs: number;
  /** FTRL's learning rate (alpha, beta) and its L1 and L2 terms */
  alpha: number;
  beta: number;
  l1: number;
  l2: number;
  /** a feature seen in fewer examples is left out */
  minCount: number;
}

export const TRAIN_OPTIONS: TrainOptions = { epochs: 5, alpha: 0.5, beta: 1, l1: 1, l2: 1, minCount: 3 };

/** A small seeded generator (mulberry32), so the same data gives the same model. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function trainClauseModel(
  examples: Example[],
  types: ClauseType[],
  trainedOn: StoredClauseModel['trainedOn'],
  options: TrainOptions = TRAIN_OPTIONS,
): StoredClauseModel {
  const k = types.length;
  const counts = new Map<string, number>();
  const featured = examples.map((e) => {
    const read = featuresOf(e.passage, e.heading);
    for (const f of read.features) counts.set(f, (counts.get(f) ?? 0) + 1);
    return read;
  });
  const vocabulary = [...counts].filter(([, n]) => n >= options.minCount).map(([f]) => f);
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const rows = featured.map(({ features }) => Int32Array.from(features.map((f) => index.get(f) ?? -1).filter((i) => i >= 0)));

  // rarer types weigh their examples up, so a type seen in 20 contracts is not drowned by the rest
  const positives = new Array<number>(k).fill(0);
  const labelled = new Array<number>(k).fill(0);
  for (const e of examples) {
    for (const c of e.positive) positives[c]!++;
    for (const c of e.labelledFor ?? types.keys()) labelled[c]!++;
  }
  const upweight = positives.map((p, c) => Math.min(20, Math.sqrt((labelled[c]! - p) / Math.max(1, p))));

  // per weight: FTRL's z and n; the weight itself follows from them
  const zs = new Float32Array((vocabulary.length + 1) * k);
  const ns = new Float32Array((vocabulary.length + 1) * k);
  // the weights as they stand, kept beside z and n so reading one costs nothing
  const ws = new Float32Array((vocabulary.length + 1) * k);
  const BIAS = vocabulary.length;
  const weightAt = (at: number) => {
    const z = zs[at]!;
    const l1 = at >= BIAS * k ? 0 : options.l1;
    if (Math.abs(z) <= l1) return 0;
    return -(z - Math.sign(z) * l1) / ((options.beta + Math.sqrt(ns[at]!)) / options.alpha + options.l2);
  };
  const update = (at: number, grad: number) => {
    const n = ns[at]!;
    const sigma = (Math.sqrt(n + grad * grad) - Math.sqrt(n)) / options.alpha;
    zs[at] = zs[at]! + grad - sigma * ws[at]!;
    ns[at] = n + grad * grad;
    ws[at] = weightAt(at);
  };
  const order = examples.map((_, i) => i);
  const next = random(42);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const n of order) {
      const row = rows[n]!;
      const e = examples[n]!;
      const { scale } = featured[n]!;
      for (const c of e.labelledFor ?? types.keys()) {
        let z = ws[BIAS * k + c]!;
        for (const f of row) z += ws[f * k + c]! * scale;
        const y = e.positive.includes(c) ? 1 : 0;
        const grad = (1 / (1 + Math.exp(-z)) - y) * (y ? upweight[c]! : 1);
        // an example already read right moves nothing worth the time
        if (Math.abs(grad) < 1e-3) continue;
        update(BIAS * k + c, grad);
        for (const f of row) update(f * k + c, grad * scale);
      }
    }
  }

  const weights: Record<string, number[]> = {};
  vocabulary.forEach((feature, f) => {
    const kept: number[] = [];
    for (let c = 0; c < k; c++) {
      const v = Math.round(ws[f * k + c]! * 1000) / 1000;
      if (v) kept.push(c, v);
    }
    if (kept.length) weights[feature] = kept;
  });
  const bias = types.map((_, c) => Math.round(ws[BIAS * k + c]! * 1000) / 1000);
  return { trainedOn, types, bias, thresholds: new Array<number>(k).fill(0.5), withRules: [], weights };
}
