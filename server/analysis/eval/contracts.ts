/** The labelled contracts of tests/fixtures/contracts, read and analysed as an upload would be. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClauseType, DocumentAnalysis } from '../../../common/schemas/documents';
import { ROOT_DIR } from '../../lib/build-info';
import { analyzeText } from '../analyze';
import { extractText } from '../extract';

const DIR = path.join(ROOT_DIR, 'tests/fixtures/contracts');

export interface ContractLabels {
  file: string;
  documentType: string;
  clauses: ClauseType[];
  keyTerms: Record<string, unknown>;
  missingProtections: string[];
}

export interface LabelledContract {
  labels: ContractLabels;
  text: string;
  analysis: DocumentAnalysis;
}

export async function loadLabelledContracts(): Promise<LabelledContract[]> {
  const labels = JSON.parse(await readFile(path.join(DIR, 'labels.json'), 'utf8')) as ContractLabels[];
  return Promise.all(
    labels.map(async (l) => {
      const { text } = await extractText('txt', await readFile(path.join(DIR, l.file)));
      return { labels: l, text, analysis: analyzeText(text) };
    }),
  );
}
