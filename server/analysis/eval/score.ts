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

export function rates(tp: number, fp: number, fn: number) {
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

interface LabelledKeyTerms {
  effectiveDate: string | null;
  governingLaw: string | null;
  noticePeriodDays: number | null;
  termMonths: number | null;
  autoRenews: boolean | null;
  parties: { name: string; role: string }[] | null;
}

/** Share of documents whose key term matches its label, per field (documents labelled null are skipped). */
export function scoreKeyTerms(documents: LabelledContract[]) {
  const fields: Record<string, { right: number; total: number; wrong: string[] }> = {};
  const check = (field: string, file: string, expected: unknown, actual: unknown) => {
    if (expected === null || expected === undefined) return;
    const f = (fields[field] ??= { right: 0, total: 0, wrong: [] });
    f.total++;
    if (expected === actual) f.right++;
    else f.wrong.push(`${file}: expected ${String(expected)}, found ${String(actual)}`);
  };
  for (const { labels, analysis } of documents) {
    const k = labels.keyTerms as unknown as LabelledKeyTerms;
    const value = (type: string) => analysis.keyTerms.find((t) => t.type === type)?.value;
    check('document type', labels.file, labels.documentType, analysis.documentType);
    check('effective date', labels.file, k.effectiveDate, value('effective_date'));
    check('governing law', labels.file, k.governingLaw, value('governing_law'));
    check('notice period (days)', labels.file, k.noticePeriodDays, value('notice_period') && Number.parseInt(value('notice_period')!, 10));
    check('term (months)', labels.file, k.termMonths, value('term') && Number.parseInt(value('term')!, 10));
    check('renews automatically', labels.file, k.autoRenews, !!value('renewal'));
    for (const party of k.parties ?? []) {
      const found = analysis.keyTerms.some((t) => t.type === 'party' && t.value.toLowerCase().includes(`(${party.role.toLowerCase()})`));
      check('party roles', labels.file, true, found);
    }
  }
  return Object.entries(fields).map(([field, f]) => ({ field, ...f, accuracy: f.right / f.total }));
}
