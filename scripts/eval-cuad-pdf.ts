/**
 * `npm run eval:cuad-pdf`: PDF extraction (detectKind then extractText, as an upload gets it) over the original
 * PDFs of 50 CUAD contracts (The Atticus Project, CC BY 4.0; read from ../shared/data/cuad-dev-pdf), scored
 * against CUAD's own text of each (cuad-dev/txt, matched by the letters and digits of the name). The score is
 * token overlap (server/analysis/eval/token-overlap.ts): lower-cased words as multisets; precision is the share
 * of extracted words found in CUAD's text, recall the share of CUAD's words found in the extraction, F1 their
 * harmonic mean. Prints every file, a summary (targets: all extract, each F1 ≥ 0.95), and for the worst five
 * the pages left without text and the words most over and under CUAD's counts, to see why.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { detectKind } from '../server/analysis/detect';
import { nameKey } from '../server/analysis/eval/cuad';
import { tokenOverlap, tokens } from '../server/analysis/eval/token-overlap';
import { extractText } from '../server/analysis/extract';
import { sharedDataPath } from '../server/lib/shared-data';

const pdfDir = sharedDataPath('cuad-dev-pdf');
const txtDir = sharedDataPath('cuad-dev', 'txt');
if (!pdfDir || !txtDir) {
  console.log('CUAD PDFs skipped: ../shared/data/cuad-dev-pdf or ../shared/data/cuad-dev/txt is not on this machine.');
  process.exit(0);
}

const f = (n: number) => n.toFixed(3);
const txtByKey = new Map((await readdir(txtDir)).map((name) => [nameKey(name), name]));

interface Row {
  file: string;
  pages: number;
  emptyPages: number;
  ms: number;
  pdfText: string;
  cuadText: string;
  precision: number;
  recall: number;
  f1: number;
  error?: string;
}

const files = (await readdir(pdfDir)).filter((name) => /\.pdf$/i.test(name)).sort();
// pdfjs loads once per process (an analysis worker keeps it loaded): load it before timing anything
if (files.length) await extractText('pdf', new Uint8Array(await readFile(join(pdfDir, files[0]!))));

const rows: Row[] = [];
for (const file of files) {
  const txt = txtByKey.get(nameKey(file));
  if (!txt) throw new Error(`no CUAD text for ${file}`);
  const reference = await readFile(join(txtDir, txt), 'utf8');
  const bytes = new Uint8Array(await readFile(join(pdfDir, file)));
  const started = performance.now();
  try {
    const detected = await detectKind(bytes);
    if (!('kind' in detected)) throw new Error(detected.refused);
    const { text, pages } = await extractText(detected.kind, bytes);
    const ms = performance.now() - started;
    const emptyPages = pages.filter((p) => p.start === p.end).length;
    const { precision, recall, f1 } = tokenOverlap(text, reference);
    rows.push({ file, pages: pages.length, emptyPages, ms, pdfText: text, cuadText: reference, precision, recall, f1 });
  } catch (err) {
    rows.push({ file, pages: 0, emptyPages: 0, ms: performance.now() - started, pdfText: '', cuadText: reference, precision: 0, recall: 0, f1: 0, error: (err as Error).message });
  }
}

const short = (file: string) => (file.length > 60 ? `${file.slice(0, 57)}...` : file);
console.log(`\nCUAD PDFs: extraction against CUAD's text (${rows.length} files)`);
console.table(rows.map((r) => ({ file: short(r.file), pages: r.pages, precision: f(r.precision), recall: f(r.recall), F1: f(r.f1), ms: Math.round(r.ms), error: r.error ?? '' })));

const extracted = rows.filter((r) => !r.error);
const f1s = extracted.map((r) => r.f1);
const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
console.table([
  {
    files: rows.length,
    extracted: extracted.length,
    'mean F1': f(f1s.reduce((a, b) => a + b, 0) / (f1s.length || 1)),
    'min F1': f(Math.min(...rows.map((r) => r.f1))),
    'F1 ≥ 0.95': rows.filter((r) => r.f1 >= 0.95).length,
    'median ms/file': Math.round(ms[Math.floor(ms.length / 2)]!),
    'mean ms/file': Math.round(ms.reduce((a, b) => a + b, 0) / ms.length),
    'max ms/file': Math.round(ms.at(-1)!),
  },
]);

/** The words one text has most more often than the other, with the difference. */
function surplus(text: string, other: string, n = 8): string {
  const diff = new Map<string, number>();
  for (const w of tokens(text)) diff.set(w, (diff.get(w) ?? 0) + 1);
  for (const w of tokens(other)) diff.set(w, (diff.get(w) ?? 0) - 1);
  const top = [...diff].filter(([, d]) => d > 0).sort((a, b) => b[1] - a[1]).slice(0, n);
  return top.map(([w, d]) => `${w}×${d}`).join(' ') || '–';
}

console.log('\nWorst five');
for (const r of [...rows].sort((a, b) => a.f1 - b.f1).slice(0, 5)) {
  console.log(`\n${r.file}\n  pages ${r.pages} (${r.emptyPages} without text), F1 ${f(r.f1)}, precision ${f(r.precision)}, recall ${f(r.recall)}${r.error ? `, failed: ${r.error}` : ''}`);
  console.log(`  extra in the PDF: ${surplus(r.pdfText, r.cuadText)}`);
  console.log(`  missing from the PDF: ${surplus(r.cuadText, r.pdfText)}`);
}
