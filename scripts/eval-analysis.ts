/**
 * `npm run eval:analysis`: the clause analyzer against the labelled contracts in tests/fixtures/contracts.
 * For each clause type, whether the analyzer finds it in a document where the labels say it is (and not
 * where they say it is not): precision, recall and F1 per type, and micro-F1 over all; then how often
 * each key term matches its label. `--misses` lists each document's misses and false finds.
 */
import { scoreClauses, scoreKeyTerms } from '../server/analysis/eval/score';
import { loadLabelledContracts } from '../server/analysis/eval/contracts';

const showMisses = process.argv.includes('--misses');
const documents = await loadLabelledContracts();
const { perType, micro, perDocument } = scoreClauses(documents);

const pct = (n: number) => (Number.isNaN(n) ? '–' : `${(n * 100).toFixed(1)}%`);
console.log(`Clause presence over ${documents.length} labelled contracts\n`);
console.table(
  perType.map((t) => ({ type: t.type, labelled: t.tp + t.fn, found: t.tp + t.fp, precision: pct(t.precision), recall: pct(t.recall), F1: pct(t.f1) })),
);
console.log(`micro: precision ${pct(micro.precision)}, recall ${pct(micro.recall)}, F1 ${pct(micro.f1)}`);
const keyTerms = scoreKeyTerms(documents);
console.log('\nKey terms');
console.table(keyTerms.map((k) => ({ field: k.field, right: `${k.right}/${k.total}`, accuracy: pct(k.accuracy) })));
if (showMisses) {
  for (const k of keyTerms) if (k.wrong.length) console.log(`\n${k.field}:\n  ${k.wrong.join('\n  ')}`);
  for (const d of perDocument) {
    if (d.missed.length || d.extra.length) console.log(`\n${d.file}\n  missed: ${d.missed.join(', ') || '–'}\n  extra:  ${d.extra.join(', ') || '–'}`);
  }
}
