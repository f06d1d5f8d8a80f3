/**
 * Document analysis: a generated 100-page contract PDF, a 1 MB plain-text contract and 1 MB of short
 * paragraphs through the real pipeline in process (type check and text extraction, then analyzeText: sections, clause types, key
 * terms, areas to review, summary), timed separately; then the real server in its own process analysing
 * 4 uploads of the PDF at once, with its event-loop delay watched from upload to the last `complete`;
 * then bombs (a PDF whose page inflates to 900 MB, a Word file that inflates to 1 GB under a claim of
 * 4 MB) two at a time, with the resident memory of the server and its analysis processes sampled every
 * 50 ms: how far it rises above idle, how soon each bomb is refused, and what is left afterwards.
 * BENCH_DOCS_RUNS overrides the number of timed runs per file.
 */
import { analyzeText } from '../server/analysis/analyze';
import { detectKind } from '../server/analysis/detect';
import { extractText } from '../server/analysis/extract';
import { makeLyingZipBomb, makePdf, makePdfBomb } from '../server/testing/document-files';
import type { DocumentView } from '../common/schemas/documents';
import { CONTRACT_HEADER, contractPages, contractTxt } from './contract-text';
import { withBenchDatabase } from './postgres';
import { sampleMemory, treeMemory } from './process-memory';
import { eventLoopDelay, signedInClient, startServer, type Client } from './server-process';
import { percentiles } from './stats';

const RUNS = Number(process.env.BENCH_DOCS_RUNS ?? 10);
const WARM_UP = 2;
const PAGES = 100;
const TXT_BYTES = 1024 * 1024;
const UPLOADS = 4;
const TARGETS = { pdfWholeMs: 3000, txtWholeMs: 500, analysisShareOfExtraction: 0.5, bombsAboveIdleMb: 600 };

interface Timing {
  extract: number;
  analyze: number;
  whole: number;
}

/** What an upload goes through in the worker: the type by content, the text, then its analysis. */
async function timedPipeline(bytes: Uint8Array): Promise<Timing> {
  const started = performance.now();
  const detected = await detectKind(bytes);
  if ('refused' in detected) throw new Error(detected.refused);
  const { text } = await extractText(detected.kind, bytes);
  const extracted = performance.now();
  analyzeText(text);
  const done = performance.now();
  return { extract: extracted - started, analyze: done - extracted, whole: done - started };
}

async function benchInProcess(file: string, bytes: Uint8Array, wholeTargetMs: number) {
  const first = await timedPipeline(bytes); // the PDF's first run also loads pdfjs
  for (let i = 1; i < WARM_UP; i++) await timedPipeline(bytes);
  const runs: Timing[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timedPipeline(bytes));
  const row = (measure: string, samples: number[]) => ({ file, measure, ...percentiles(samples) });
  const whole = percentiles(runs.map((r) => r.whole));
  const share = percentiles(runs.map((r) => r.analyze)).p50 / percentiles(runs.map((r) => r.extract)).p50;
  return {
    rows: [
      { file, measure: 'whole, first run', p50: Math.round(first.whole * 10) / 10, p95: '', p99: '', max: '' },
      row('type check + text extraction', runs.map((r) => r.extract)),
      row('analysis (analyzeText)', runs.map((r) => r.analyze)),
      row('whole', runs.map((r) => r.whole)),
    ],
    verdict: `${file}: whole p95 ${whole.p95} ms (target ≤ ${wholeTargetMs} ms: ${whole.p95 <= wholeTargetMs ? 'met' : 'MISSED'}); analysis = ${Math.round(share * 100)}% of extraction at p50`,
    share,
  };
}

/** Uploads a file as the upload screen does; returns the document's id. */
async function upload(c: Client, bytes: Uint8Array, name: string): Promise<number> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${c.url}/api/documents`, { method: 'POST', headers: c.headers, body });
  if (res.status !== 202) throw new Error(`POST /api/documents answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Uploads and polls the document every 100 ms, as the upload screen does, until it is complete or failed. */
async function settledOverHttp(c: Client, bytes: Uint8Array, name: string): Promise<{ ms: number; doc: DocumentView }> {
  const started = performance.now();
  const id = await upload(c, bytes, name);
  for (;;) {
    const doc = (await (await fetch(`${c.url}/api/documents/${id}`, { headers: c.headers })).json()) as DocumentView;
    if (doc.status === 'complete' || doc.status === 'failed') return { ms: performance.now() - started, doc };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function analysedOverHttp(c: Client, bytes: Uint8Array, name: string): Promise<number> {
  const { ms, doc } = await settledOverHttp(c, bytes, name);
  if (doc.status === 'failed') throw new Error(`${name} failed: ${doc.error}`);
  return ms;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Bombs two at a time into a fresh server, against its memory at rest once signed in (no analysis
 * process started yet, so theirs counts in full). Linux only: the memory is read from /proc.
 */
async function benchBombs(port: number) {
  const pdfBomb = makePdfBomb(900);
  const wordBomb = makeLyingZipBomb(1024);
  const server = await startServer(port, { DEFAULT_PLAN: 'premium' }, 'bench/watched-server.ts');
  try {
    const pid = server.child.pid!;
    const c = await signedInClient(server.url);
    await sleep(1000);
    const idle = treeMemory(pid);
    const rounds: [string, [Uint8Array, string][]][] = [
      ['2 PDF bombs', [[pdfBomb, 'bomb-1.pdf'], [pdfBomb, 'bomb-2.pdf']]],
      ['2 Word bombs', [[wordBomb, 'bomb-1.docx'], [wordBomb, 'bomb-2.docx']]],
      ['a PDF and a Word bomb', [[pdfBomb, 'bomb.pdf'], [wordBomb, 'bomb.docx']]],
    ];
    const rows = [];
    for (const [label, files] of rounds) {
      const sampler = sampleMemory(pid);
      const settled = await Promise.all(files.map(([bytes, name]) => settledOverHttp(c, bytes, name)));
      const peak = sampler.stop();
      await sleep(3000);
      const after = treeMemory(pid);
      rows.push({
        bombs: label,
        'peak above idle MB': Math.round(peak.total - idle.total),
        'server alone MB': Math.round(peak.own - idle.own),
        'refused in ms': settled.map((s) => Math.round(s.ms)).join(', '),
        'above idle 3 s later MB': `${Math.round(after.total - idle.total)} (server alone ${Math.round(after.own - idle.own)})`,
        outcome: settled.map((s) => (s.doc.status === 'failed' ? `failed: ${s.doc.error?.slice(0, 40)}…` : s.doc.status)).join(' | '),
      });
    }
    return { idle, rows };
  } finally {
    await server.stop();
  }
}

async function benchServer(name: string, port: number, env: Record<string, string>, pdf: Uint8Array) {
  // premium: the benchmark uploads more documents than the Free plan allows in a month
  const server = await startServer(port, { DEFAULT_PLAN: 'premium', ...env }, 'bench/watched-server.ts');
  try {
    const c = await signedInClient(server.url);
    const round = async (label: string) => {
      await eventLoopDelay(server.child, 'reset');
      const started = performance.now();
      const times = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => analysedOverHttp(c, pdf, `contract-${i + 1}.pdf`)));
      const wall = performance.now() - started;
      const loop = await eventLoopDelay(server.child, 'report');
      const t = percentiles(times);
      return { database: name, run: label, 'all done ms': Math.round(wall), 'each p50 ms': t.p50, 'each max ms': t.max, 'loop delay p50 ms': loop.p50, 'p99 ms': loop.p99, 'max ms': loop.max };
    };
    // the first round starts the worker threads (pdfjs loads in each); the second finds them running
    return [await round('cold: workers start'), await round('warm')];
  } finally {
    await server.stop();
  }
}

export async function benchDocuments(): Promise<void> {
  const pdf = await makePdf(contractPages(PAGES), { header: CONTRACT_HEADER, pageNumbers: true });
  const txt = new TextEncoder().encode(contractTxt(TXT_BYTES));
  const pdfName = `${PAGES}-page PDF (${Math.round(pdf.byteLength / 1024)} KB)`;
  const txtName = `TXT (${(txt.byteLength / 1024 / 1024).toFixed(2)} MB)`;
  // one short paragraph after another: the shape that once made reading a text quadratic (8 s for 1 MB)
  const short = new TextEncoder().encode(Array.from({ length: 20_000 }, (_, i) => `${i + 1}. The Tenant shall keep item ${i + 1} clean.`).join('\n\n'));
  const shortName = `TXT, 20,000 short paragraphs (${(short.byteLength / 1024 / 1024).toFixed(2)} MB)`;
  const results = [
    await benchInProcess(pdfName, pdf, TARGETS.pdfWholeMs),
    await benchInProcess(txtName, txt, TARGETS.txtWholeMs),
    await benchInProcess(shortName, short, TARGETS.txtWholeMs),
  ];

  const rounds = await benchServer('PGlite (embedded)', 3920, {}, pdf);
  rounds.push(...((await withBenchDatabase((url) => benchServer('PostgreSQL', 3921, { DATABASE_URL: url }, pdf))) ?? []));
  const bombs = process.platform === 'linux' ? await benchBombs(3922) : undefined;

  console.log(`\nDocument analysis in process, Node ${process.version}: ${WARM_UP} runs to warm up, then ${RUNS} timed; times in ms`);
  console.table(results.flatMap((r) => r.rows));
  for (const r of results) console.log(r.verdict);
  const pdfShare = results[0]!.share;
  console.log(`PDF analysis ≤ ${TARGETS.analysisShareOfExtraction * 100}% of extraction: ${pdfShare <= TARGETS.analysisShareOfExtraction ? 'met' : 'MISSED'}`);
  console.log(`\n${UPLOADS} uploads of the ${pdfName} at once over HTTP (upload, then poll every 100 ms to complete)`);
  console.table(rounds);
  if (!bombs) return console.log('\nBombs: skipped, the memory is read from /proc (Linux only).');
  console.log(`\nBombs two at a time over HTTP (PGlite), resident memory of the server and its analysis processes every 50 ms; idle ${Math.round(bombs.idle.total)} MB (server alone ${Math.round(bombs.idle.own)} MB)`);
  console.table(bombs.rows);
  const worst = Math.max(...bombs.rows.map((r) => r['peak above idle MB']));
  console.log(`Peak above idle with 2 bombs at once: ${worst} MB (target < ${TARGETS.bombsAboveIdleMb} MB: ${worst < TARGETS.bombsAboveIdleMb ? 'met' : 'MISSED'})`);
}
