/**
 * `npm run eval:cuad`: the whole analyzer (analyzeText, as an upload gets it) over real commercial
 * contracts labelled by lawyers (CUAD v1, The Atticus Project, CC BY 4.0; read from ../shared/data/cuad-dev).
 * Prints per clause type precision, recall and F1 of "the contract has such a clause", micro and macro F1,
 * span overlap with the labelled words, governing-law accuracy, the key terms CUAD normalises (agreement,
 * effective and expiration dates, renewal term, notice to stop it), and failures. The development part is what
 * the clause model was trained on; `--final` adds the held-out fifth (look at its number, never at its
 * misses). `--misses` lists the governing-law misses of the development part.
 */
import { parseArgs } from 'node:util';
import { analyzeText } from '../server/analysis/analyze';
import { CUAD_TYPES, loadCuad, type CuadPart } from '../server/analysis/eval/cuad';
import { scoreCuad, type CuadResult } from '../server/analysis/eval/cuad-score';

const { values } = parseArgs({ options: { final: { type: 'boolean' }, misses: { type: 'boolean' } } });
const pct = (n: number) => (Number.isNaN(n) ? '–' : `${(n * 100).toFixed(1)}%`);

const parts: CuadPart[] = values.final ? ['dev', 'held-out'] : ['dev'];
const summary = [];
for (const part of parts) {
  const contracts = await loadCuad(part);
  if (!contracts) {
    console.log('CUAD skipped: ../shared/data/cuad-dev is not on this machine.');
    process.exit(0);
  }
  const results: CuadResult[] = contracts.map((contract) => {
    try {
      return { contract, analysis: analyzeText(contract.text) };
    } catch (err) {
      return { contract, error: (err as Error).message };
    }
  });
  const s = scoreCuad(results, CUAD_TYPES);
  console.log(`\nCUAD, ${part} (${contracts.length} contracts${part === 'dev' ? ', which the clause model was trained on' : ', never trained on'})`);
  console.table(s.perType.map((t) => ({ type: t.type, labelled: t.tp + t.fn, found: t.tp + t.fp, precision: pct(t.precision), recall: pct(t.recall), F1: pct(t.f1) })));
  const weak = s.perType.filter((t) => t.tp + t.fn >= 10 && !(t.f1 >= 0.5)).map((t) => t.type);
  summary.push({
    part,
    contracts: contracts.length,
    'micro P': pct(s.micro.precision),
    'micro R': pct(s.micro.recall),
    'micro F1': pct(s.micro.f1),
    'macro F1': pct(s.macroF1),
    'types (≥10) under 0.50': weak.length,
    'span overlap': pct(s.spanOverlap),
    'governing law': `${s.governingLaw.right}/${s.governingLaw.total} (${pct(s.governingLaw.right / s.governingLaw.total)})`,
    failures: s.failures.length,
  });
  console.table(s.keyTerms.map((k) => ({ 'key term': k.field, right: `${k.right}/${k.total}`, accuracy: pct(k.right / k.total) })));
  if (weak.length) console.log(`types with 10 or more labelled contracts under F1 0.50: ${weak.join(', ')}`);
  for (const f of s.failures) console.log(`failed: ${f.contract.file}: ${f.error}`);
  if (values.misses && part === 'dev') {
    for (const r of s.governingLaw.misses) console.log(`governing law: ${r.contract.file}: CUAD ${r.contract.answers.governingLaw}, found ${r.analysis!.keyTerms.find((k) => k.type === 'governing_law')?.value ?? 'nothing'}`);
  }
}
console.table(summary);
