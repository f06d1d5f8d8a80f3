/**
 * Drafting: the residential lease rendered from its answers and written as a DOCX and as a PDF, as
 * "Create document" and the downloads do, timed end to end. Twice: with its example answers, and with
 * every list at its most entries and every long answer at its longest (the longest lease a person can
 * make). The PDF's page count is read back with pdfjs. Target: p95 under 500 ms for each.
 * BENCH_DRAFTING_RUNS overrides the number of timed runs.
 */
import type { Answers, Question } from '../common/templates/definition';
import { loadStateRules } from '../server/content/state-rules';
import { loadTemplates, type Template } from '../server/content/templates';
import { toDocx } from '../server/drafting/docx';
import { toPdf } from '../server/drafting/pdf';
import { renderTemplate } from '../server/drafting/render';
import { stateRuleCells } from '../server/drafting/state-cells';
import { pdfText } from '../server/testing/exported-text';
import { percentiles } from './stats';

const RUNS = Number(process.env.BENCH_DRAFTING_RUNS ?? 40);
const WARM_UP = 3;
const TARGET_P95_MS = 500;

/** The example answers with every list filled to its maximum and every multi-line answer at its longest. */
function longest(t: Template): Answers {
  const answers: Answers = { ...t.example };
  const questions: Question[] = t.pages.flatMap((p) => p.questions);
  for (const q of questions) {
    const value = answers[q.id];
    if (q.type === 'list' && Array.isArray(value) && value.length) {
      answers[q.id] = Array.from({ length: q.max ?? 10 }, (_, i) => ({ ...(value[i % value.length] as object) }));
    }
    if (q.type === 'text' && q.multiline && typeof value === 'string') {
      const max = q.maxLength ?? 2000;
      answers[q.id] = value.repeat(Math.ceil(max / value.length)).slice(0, max);
    }
  }
  return answers;
}

async function timed(t: Template, answers: Answers, cells: ReturnType<typeof stateRuleCells>) {
  const started = performance.now();
  const doc = renderTemplate(t, answers, { preview: false, today: '2026-11-24', cells });
  const [docx, pdf] = [await toDocx(doc), await toPdf(doc)];
  return { ms: performance.now() - started, docx, pdf };
}

export async function benchDrafting() {
  const [templates, rules] = await Promise.all([loadTemplates(), loadStateRules()]);
  const cells = stateRuleCells(rules);
  const lease = templates.find((t) => t.id === 'residential-lease');
  if (!lease) throw new Error('content/templates/residential-lease is missing');
  console.log(`\n## Drafting: the residential lease to DOCX and PDF (${RUNS} runs each)\n`);
  console.log('| Answers | PDF pages | DOCX KB | PDF KB | p50 ms | p95 ms | max ms | target p95 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, answers] of [['example', lease.example], ['longest', longest(lease)]] as const) {
    for (let i = 0; i < WARM_UP; i++) await timed(lease, answers, cells);
    const samples: number[] = [];
    let last: Awaited<ReturnType<typeof timed>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      last = await timed(lease, answers, cells);
      samples.push(last.ms);
    }
    const { pages } = await pdfText(last!.pdf);
    const p = percentiles(samples);
    const kb = (b: Buffer) => Math.round(b.byteLength / 1024);
    console.log(`| ${name} | ${pages} | ${kb(last!.docx)} | ${kb(last!.pdf)} | ${p.p50} | ${p.p95} | ${p.max} | ${p.p95 < TARGET_P95_MS ? 'met' : 'MISSED'} (${TARGET_P95_MS}) |`);
  }
}
