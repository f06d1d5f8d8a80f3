/**
 * The clause analyzer against the labelled contracts (tests/fixtures/contracts): clause presence
 * micro-F1 must stay at or above 0.80. `npm run eval:analysis` prints the table per type.
 */
import { describe, expect, it } from 'vitest';
import { CLAUSE_TYPES } from '../../../common/schemas/documents';
import { loadLabelledContracts } from './contracts';
import { scoreClauses } from './score';

describe('clause analysis over the labelled contracts', () => {
  it('has at least 30 documents of every kind, labelled with known clause types', async () => {
    const documents = await loadLabelledContracts();
    expect(documents.length).toBeGreaterThanOrEqual(30);
    expect(new Set(documents.map((d) => d.labels.documentType))).toEqual(new Set(['lease', 'nda', 'employment', 'services', 'license', 'terms_of_service', 'sale', 'loan']));
    for (const d of documents) for (const type of d.labels.clauses) expect(CLAUSE_TYPES, d.labels.file).toContain(type);
  });

  it('finds which clause types each document holds with micro-F1 of at least 0.80', async () => {
    const { micro } = scoreClauses(await loadLabelledContracts());
    console.info(`clause presence: precision ${(micro.precision * 100).toFixed(1)}%, recall ${(micro.recall * 100).toFixed(1)}%, micro-F1 ${(micro.f1 * 100).toFixed(1)}%`);
    expect(micro.f1).toBeGreaterThanOrEqual(0.8);
  });
});
