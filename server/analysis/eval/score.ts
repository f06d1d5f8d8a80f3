/** Precision, recall and F1 of clause presence: does a document contain a clause of each type? */
import { CLAUSE_TYPES, type ClauseType } from '../../../common/schemas/documents';
import type { LabelledContract } from './contracts';

export interface TypeScore {
  type: ClauseType;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

function rates(tp: number, fp: number, fn: number) {
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

export function scoreClauses(documents: LabelledContract[]) {
  const counts = new Map(CLAUSE_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]));
  const perDocument = documents.map(({ labels, analysis }) => {
    const expected = new Set(labels.clauses);
    const found = new Set(analysis.clauses.map((c) => c.type));
    for (const type of CLAUSE_TYPES) {
      const c = counts.get(type)!;
      if (expected.has(type) && found.has(type)) c.tp++;
      else if (found.has(type)) c.fp++;
      else if (expected.has(type)) c.fn++;
    }
    return { file: labels.file, missed: [...expected].filter((t) => !found.has(t)), extra: [...found].filter((t) => !expected.has(t)) };
  });
  const perType: TypeScore[] = CLAUSE_TYPES.map((type) => {
    const c = counts.get(type)!;
    return { type, ...c, ...rates(c.tp, c.fp, c.fn) };
  });
  const total = [...counts.values()].reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });
  return { perType, micro: rates(total.tp, total.fp, total.fn), perDocument };
}
