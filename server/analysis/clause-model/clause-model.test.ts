import { describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../lib/shared-data';
import { clauseModelOf, shippedClauseModel } from './model';
import { trainClauseModel, type Example } from './train';
import { loadTrainingData } from './training-data';
import stored from './clause-model.json' with { type: 'json' };

const LAW = ['This Agreement is governed by the laws of {}.', 'The laws of {} govern this Agreement.', 'This Agreement shall be construed under the laws of {}.'];
const ASSIGN = ['Neither party may assign this Agreement without consent.', 'No assignment of this Agreement is allowed without prior written consent.'];
const OTHER = ['Notices must be in writing.', 'The parties have signed this Agreement.', 'Each party bears its own costs.', 'Headings are for convenience only.'];
const PLACES = ['Texas', 'Ohio', 'Ontario', 'New York', 'England'];

function toyExamples(): Example[] {
  const examples: Example[] = [];
  for (const place of PLACES) for (const l of LAW) examples.push({ passage: l.replace('{}', place), positive: [0] });
  for (let i = 0; i < 4; i++) for (const a of ASSIGN) examples.push({ passage: a, positive: [1] });
  for (let i = 0; i < 5; i++) for (const o of OTHER) examples.push({ passage: o, positive: [] });
  return examples;
}
const TRAINED_ON = { contracts: 0, sentences: 0, hash: 'toy' };

describe('the clause model', () => {
  it('learns each type from labelled passages and tells them apart', () => {
    const model = clauseModelOf(trainClauseModel(toyExamples(), ['governing_law', 'anti_assignment'], TRAINED_ON));
    const [law, assign] = model.score('This Agreement is governed by the laws of Delaware.', undefined);
    expect(law).toBeGreaterThan(0.5);
    expect(assign).toBeLessThan(0.5);
    const other = model.score('Notices must be in writing.', undefined);
    expect(Math.max(...other)).toBeLessThan(0.5);
  });

  it('trains the same model from the same data', () => {
    const a = trainClauseModel(toyExamples(), ['governing_law', 'anti_assignment'], TRAINED_ON);
    const b = trainClauseModel(toyExamples(), ['governing_law', 'anti_assignment'], TRAINED_ON);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('leaves a type out of the loss of an example not labelled for it', () => {
    // the assignment passages are marked as not labelled for type 1: nothing may be learnt about it
    const examples = toyExamples().map((e) => ({ ...e, positive: e.positive.filter((t) => t === 0), labelledFor: [0] }));
    const model = trainClauseModel(examples, ['governing_law', 'anti_assignment'], TRAINED_ON);
    expect(Object.values(model.weights).some((w) => w.some((v, i) => i % 2 === 0 && v === 1))).toBe(false);
  });

  it('ships a model with a threshold for each of its types', () => {
    const model = shippedClauseModel();
    expect(model.thresholds).toHaveLength(model.types.length);
    for (const t of model.thresholds) expect(t).toBeGreaterThan(0);
    expect(model.score('This Agreement shall be governed by the laws of the State of Ohio.', 'Governing Law')[model.types.indexOf('governing_law')]).toBeGreaterThan(0.9);
  });

  it.skipIf(!sharedDataPath('cuad-dev'))('was trained on the data as it is now (else run npm run train:clauses)', async () => {
    const data = await loadTrainingData();
    expect(stored.trainedOn).toEqual(data!.trainedOn);
  }, 60_000);
});
