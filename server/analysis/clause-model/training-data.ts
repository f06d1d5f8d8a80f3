/**
 * What the clause model is trained on, gathered in one place for `npm run train:clauses` and for the test
 * that the stored model is not stale:
 *  - the development part of CUAD (../shared/data/cuad-dev; The Atticus Project, CC BY 4.0), never its
 *    held-out fifth, cut into passages labelled with the types whose labelled words they carry;
 *  - CLAUDETTE's terms-of-service sentences (../shared/data/unfair-tos, CC BY 4.0), each labelled for the
 *    types it speaks to (choice of law; a provider ending the service at will) and no others;
 *  - everyday clauses written for Counsel (everyday.jsonl: leases, job offers, NDAs…, which CUAD lacks).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ClauseType } from '../../../common/schemas/documents';
import { sharedDataPath } from '../../lib/shared-data';
import { CUAD_TYPES, loadCuad, type CuadContract } from '../eval/cuad';
import { contractPassages, examplesOf, type ContractPassages } from './examples';
import type { Example } from './train';

export const MODEL_TYPES: ClauseType[] = CUAD_TYPES;

/** CLAUDETTE's labels that are clause types of ours. */
const TOS_TYPES: Record<string, ClauseType> = { 'Choice of law': 'governing_law', 'Unilateral termination': 'termination_for_convenience' };

async function termsOfService(file: string): Promise<Example[]> {
  const labelledFor = Object.values(TOS_TYPES).map((t) => MODEL_TYPES.indexOf(t));
  return (await readFile(file, 'utf8'))
    .split('\n')
    .slice(1)
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [passage, label] = line.split('\t') as [string, string];
      const type = TOS_TYPES[label.trim()];
      return { passage, positive: type ? [MODEL_TYPES.indexOf(type)] : [], labelledFor };
    });
}

/** Each everyday clause counts this many times: a few hundred of them stand against 100,000 CUAD passages. */
const EVERYDAY_WEIGHT = 4;

async function everyday(): Promise<Example[]> {
  const lines = (await readFile(new URL('./everyday.jsonl', import.meta.url), 'utf8')).split('\n').filter(Boolean);
  const examples = lines.map((line) => {
    const { passage, heading, types } = JSON.parse(line) as { passage: string; heading?: string; types: ClauseType[] };
    return { passage, heading, positive: types.map((t) => MODEL_TYPES.indexOf(t)).filter((t) => t >= 0) };
  });
  return Array.from({ length: EVERYDAY_WEIGHT }, () => examples).flat();
}

export interface TrainingData {
  contracts: CuadContract[];
  cuts: ContractPassages[];
  /** each contract's passages as examples */
  examples: Example[][];
  /** the terms-of-service and everyday sentences */
  sentences: Example[];
  trainedOn: { contracts: number; sentences: number; hash: string };
}

/** The training data, or undefined when the shared data is not on this machine. */
export async function loadTrainingData(): Promise<TrainingData | undefined> {
  const loaded = await loadCuad('dev');
  const tos = sharedDataPath('unfair-tos', 'data.tsv');
  if (!loaded || !tos) return undefined;
  const contracts = loaded.sort((a, b) => a.file.localeCompare(b.file));
  const cuts = contracts.map((c) => contractPassages(c.text));
  const examples = contracts.map((c, i) => examplesOf(c.text, c.spans, MODEL_TYPES, cuts[i]));
  const sentences = [...(await termsOfService(tos)), ...(await everyday())];
  const hash = createHash('sha256');
  for (const c of contracts) hash.update(c.file).update(c.text);
  for (const e of sentences) hash.update(`${e.heading ?? ''}\t${e.passage}\t${e.positive.join(',')}`);
  return { contracts, cuts, examples, sentences, trainedOn: { contracts: contracts.length, sentences: sentences.length, hash: hash.digest('hex').slice(0, 16) } };
}
