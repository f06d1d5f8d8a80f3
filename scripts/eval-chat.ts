/**
 * `npm run eval:chat`: the assistant (offline engine) over
 *   1. the team's own 99 labelled questions and 17 out-of-scope ones (server/ai/eval), and
 *   2. real people's posts (Learned Hands, ../shared/data; evaluation only), the development part, and
 *      with --final the held-out part too (look at its number, never at its misses).
 * Prints, per set: primary (first cited guide in one of the message's areas), any (cited anywhere),
 * found nothing, refused, areas cited per answer, ruled-out areas cited, and p50/p95 time to the answer.
 * `--misses N` lists N misses of the development part; `--limit N` answers only the first N posts.
 */
import { parseArgs } from 'node:util';
import questions from '../server/ai/eval/questions.json' with { type: 'json' };
import outOfScope from '../server/ai/eval/out-of-scope.json' with { type: 'json' };
import { answerAll, openEvalEngine, score, type EvalItem, type ItemResult, type Scores } from '../server/ai/eval/chat-eval';
import { areasOf, loadPosts } from '../server/ai/eval/learned-hands';

const { values } = parseArgs({ options: { final: { type: 'boolean' }, misses: { type: 'string' }, limit: { type: 'string' } } });
const limit = values.limit ? Number(values.limit) : Infinity;

const pct = (n: number) => (Number.isNaN(n) ? '–' : `${(n * 100).toFixed(1)}%`);
const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(0)} ms`);
function row(set: string, s: Scores) {
  return {
    set,
    messages: s.messages,
    labelled: s.labelled,
    primary: pct(s.primary),
    any: pct(s.any),
    'found nothing': pct(s.nothing),
    refused: pct(s.refused),
    'areas/answer': Number.isNaN(s.areasPerAnswer) ? '–' : s.areasPerAnswer.toFixed(2),
    'ruled-out cited': pct(s.ruledOut),
    'expected guide': pct(s.guide),
    p50: ms(s.p50),
    p95: ms(s.p95),
  };
}

const engine = await openEvalEngine();
const rows = [];
try {
  const own: EvalItem[] = questions.map((q) => ({ text: q.question, areas: new Set([q.categoryId]), guide: `${q.categoryId}/${q.topicId}` }));
  rows.push(row(`own questions (${own.length})`, score(await answerAll(engine.ask, own))));
  const offTopic = await answerAll(engine.ask, outOfScope.map((text) => ({ text, areas: new Set<string>() })));
  const covered = offTopic.filter((r) => r.citedAreas.length);
  console.log(`out of scope: ${offTopic.length - covered.length}/${offTopic.length} answered "not covered"${covered.map((r) => `\n  cited something for: ${r.item.text}`).join('')}`);

  const parts = values.final ? (['dev', 'held-out'] as const) : (['dev'] as const);
  for (const part of parts) {
    const posts = await loadPosts(part);
    if (!posts) {
      console.log('Real posts skipped: ../shared/data/learned-hands-dev/posts.jsonl is not on this machine.');
      break;
    }
    const items = posts.slice(0, limit).map((p) => ({ text: p.text, areas: areasOf(p.areas), notAreas: areasOf(p.notAreas) }));
    const results = await answerAll(engine.ask, items, (n) => n % 250 === 0 && process.stderr.write(`  ${part}: ${n}/${items.length}\n`));
    rows.push(row(`real posts, ${part}`, score(results)));
    if (part === 'dev' && values.misses) printMisses(results, Number(values.misses));
  }
} finally {
  await engine.close();
}
console.table(rows);

function printMisses(results: ItemResult[], n: number) {
  const misses = results.filter((r) => r.item.areas.size && !r.item.areas.has(r.citedAreas[0] ?? ''));
  for (const r of misses.slice(0, n)) {
    const guides = [...new Set(r.answer?.sources.filter((s) => s.kind === 'topic').map((s) => `${s.categoryId}/${s.topicId}`))];
    console.log(`\n[${[...r.item.areas].join(', ')}] cited ${guides.join(', ') || (r.refused ? 'REFUSED' : 'nothing')}\n  ${r.item.text.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
}
