/**
 * `npm run train:clauses`: trains the clause model (server/analysis/clause-model/clause-model.json) on the
 * data of clause-model/training-data.ts. Five-fold cross-validation over the CUAD contracts picks each
 * type's threshold (the one with the best F1 of "the contract has such a clause"), and whether the type's
 * rules add to the model, and prints the cross-validated scores; then one model is trained on all of it.
 * Reproducible: the same data gives the same file.
 */
import { writeFile } from 'node:fs/promises';
import type { ClauseType } from '../common/schemas/documents';
import { clauseModelOf } from '../server/analysis/clause-model/model';
import { trainClauseModel, type Example } from '../server/analysis/clause-model/train';
import { loadTrainingData, MODEL_TYPES } from '../server/analysis/clause-model/training-data';
import { ruleClauses } from '../server/analysis/classify';
import type { CuadContract } from '../server/analysis/eval/cuad';
import { segmentText } from '../server/analysis/segment';

const FOLDS = 5;
const types: ClauseType[] = MODEL_TYPES;

const data = await loadTrainingData();
if (!data) {
  console.log('Skipped: ../shared/data (cuad-dev, unfair-tos) is not on this machine, so there is nothing to train on.');
  process.exit(0);
}
const { contracts, cuts, examples, sentences, trainedOn } = data;

/** For each contract left out, the highest probability of each type over its passages. */
const best: Float64Array[] = new Array(contracts.length);
for (let fold = 0; fold < FOLDS; fold++) {
  const inFold = (i: number) => i % FOLDS === fold;
  const training: Example[] = [...examples.filter((_, i) => !inFold(i)).flat(), ...sentences];
  const model = clauseModelOf(trainClauseModel(training, types, trainedOn));
  contracts.forEach((c, i) => {
    if (!inFold(i)) return;
    const top = new Float64Array(types.length);
    cuts[i]!.passages.forEach((p, j) => {
      const scores = model.score(c.text.slice(p.start, p.end), cuts[i]!.headings[j]);
      for (let t = 0; t < types.length; t++) top[t] = Math.max(top[t]!, scores[t]!);
    });
    best[i] = top;
  });
  process.stderr.write(`  fold ${fold + 1}/${FOLDS}\n`);
}

/** What the rules alone find in each contract. */
const ruled = contracts.map((c) => new Set(ruleClauses(c.text, segmentText(c.text)).map((clause) => clause.type)));
const has = (c: CuadContract, type: ClauseType) => !!c.spans[type];
/** The threshold with the best F1 over the left-out contracts, and that F1, with or without the type's rules beside the model. */
function bestThreshold(t: number, withRules: boolean) {
  let chosen = { threshold: 0.5, f1: 0, tp: 0, fp: 0, fn: 0, withRules };
  for (let threshold = 0.05; threshold < 0.96; threshold += 0.05) {
    let tp = 0, fp = 0, fn = 0;
    contracts.forEach((c, i) => {
      const found = best[i]![t]! >= threshold || (withRules && ruled[i]!.has(types[t]!));
      if (found && has(c, types[t]!)) tp++;
      else if (found) fp++;
      else if (has(c, types[t]!)) fn++;
    });
    const f1 = (2 * tp) / (2 * tp + fp + fn || 1);
    if (f1 > chosen.f1) chosen = { threshold: Math.round(threshold * 100) / 100, f1, tp, fp, fn, withRules };
  }
  return chosen;
}
const chosen = types.map((_, t) => {
  const alone = bestThreshold(t, false);
  const both = bestThreshold(t, true);
  // the rules stay only where they add clearly
  return both.f1 > alone.f1 + 0.01 ? both : alone;
});
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
console.table(types.map((type, t) => ({ type, labelled: chosen[t]!.tp + chosen[t]!.fn, threshold: chosen[t]!.threshold, 'with rules': chosen[t]!.withRules, F1: pct(chosen[t]!.f1) })));
const sum = chosen.reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });
console.log(`cross-validated over ${contracts.length} contracts: micro-F1 ${pct((2 * sum.tp) / (2 * sum.tp + sum.fp + sum.fn))}, macro-F1 ${pct(chosen.reduce((a, c) => a + c.f1, 0) / types.length)}`);

const stored = trainClauseModel([...examples.flat(), ...sentences], types, trainedOn);
stored.thresholds = chosen.map((c) => c.threshold);
stored.withRules = types.filter((_, t) => chosen[t]!.withRules);
const out = new URL('../server/analysis/clause-model/clause-model.json', import.meta.url);
await writeFile(out, JSON.stringify(stored));
console.log(`wrote ${out.pathname}: ${Object.keys(stored.weights).length} features`);
