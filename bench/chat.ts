/**
 * The assistant over HTTP with the offline engine, against the real server in its own process: time to
 * the first streamed token and to the whole answer for each labelled question, one at a time, and for
 * stories of 20,000 characters (the longest message); then 50 answers streaming at once (to 50 people), with the
 * server's event-loop delay watched meanwhile.
 */
import { QUESTION_MAX_LENGTH } from '../common/schemas/chat';
import questions from '../server/ai/eval/questions.json' with { type: 'json' };
import { issueSpotter } from '../server/ai/issues/spot';
import { benchStories } from './stories';
import { withBenchDatabase } from './postgres';
import { eventLoopDelay, signedInClient, startServer, type Client } from './server-process';
import { percentiles } from './stats';

const CONCURRENT = 50;
/** answers to 20,000-character stories, one at a time */
const STORY_ANSWERS = 40;

interface Timing {
  firstToken: number;
  total: number;
}

const json = (c: Client) => ({ ...c.headers, 'content-type': 'application/json' });

async function startConversation(c: Client): Promise<number> {
  const res = await fetch(`${c.url}/api/conversations`, { method: 'POST', headers: json(c), body: '{}' });
  if (res.status !== 201) throw new Error(`POST /api/conversations answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Asks and reads the stream to its end, timing the first text delta and the last byte. */
async function timedAnswer(c: Client, conversationId: number, question: string): Promise<Timing> {
  const started = performance.now();
  const res = await fetch(`${c.url}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: json(c),
    body: JSON.stringify({ message: { role: 'user', parts: [{ type: 'text', text: question }] } }),
  });
  if (!res.ok || !res.body) throw new Error(`asking answered ${res.status}`);
  let firstToken = 0;
  let body = '';
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    body += decoder.decode(read.value, { stream: true });
    if (!firstToken && body.includes('"type":"text-delta"')) firstToken = performance.now() - started;
  }
  if (!body.includes('"type":"finish"')) throw new Error(`the answer to "${question}" did not finish`);
  return { firstToken, total: performance.now() - started };
}

async function benchOn(name: string, port: number, env: Record<string, string>) {
  // premium: the benchmark starts more conversations than the Free plan allows in a month; a crowd of
  // users from this one address, so no one of them meets the per-user message limit
  const server = await startServer(port, { DEFAULT_PLAN: 'premium', SIGNUPS_PER_IP_PER_HOUR: String(CONCURRENT), ...env }, 'bench/watched-server.ts');
  try {
    const crowd = await Promise.all(Array.from({ length: CONCURRENT }, () => signedInClient(server.url)));
    let turn = 0;
    const ask = async (question: string) => {
      const c = crowd[turn++ % crowd.length]!;
      return timedAnswer(c, await startConversation(c), question);
    };
    for (const q of questions.slice(0, 10)) await ask(q.question); // warm-up, discarded

    const one: Timing[] = [];
    for (const q of questions) one.push(await ask(q.question));

    const stories = benchStories(QUESTION_MAX_LENGTH);
    const long: Timing[] = [];
    for (let i = 0; i < STORY_ANSWERS; i++) long.push(await ask(stories[i % stories.length]!));

    const ids = await Promise.all(crowd.map((c) => startConversation(c)));
    await eventLoopDelay(server.child, 'reset');
    const started = performance.now();
    const many = await Promise.all(ids.map((id, i) => timedAnswer(crowd[i]!, id, questions[i % questions.length]!.question)));
    const wall = performance.now() - started;
    const loop = await eventLoopDelay(server.child, 'report');

    const row = (measure: string, samples: number[]) => ({ database: name, measure, ...percentiles(samples) });
    return {
      rows: [
        row(`first token, one at a time (${one.length} questions)`, one.map((t) => t.firstToken)),
        row(`whole answer, one at a time (${one.length} questions)`, one.map((t) => t.total)),
        row(`whole answer to a ${QUESTION_MAX_LENGTH.toLocaleString('en-US')}-character story (${long.length}, one at a time)`, long.map((t) => t.total)),
        row(`first token, ${CONCURRENT} at once`, many.map((t) => t.firstToken)),
        row(`whole answer, ${CONCURRENT} at once`, many.map((t) => t.total)),
      ],
      loop: { database: name, 'streams at once': CONCURRENT, 'all done ms': Math.round(wall), 'event-loop delay p50 ms': loop.p50, 'p99 ms': loop.p99, 'max ms': loop.max },
    };
  } finally {
    await server.stop();
  }
}

export async function benchChat(): Promise<void> {
  const results = [await benchOn('PGlite (embedded)', 3910, {})];
  const pg = await withBenchDatabase((url) => benchOn('PostgreSQL', 3911, { DATABASE_URL: url }));
  if (pg) results.push(pg);
  console.log(`\nAssistant (offline engine) over HTTP, Node ${process.version}; times in ms`);
  console.table(results.flatMap((r) => r.rows));
  console.table(results.map((r) => r.loop));
  console.log('\nIssue spotting, in process, of 20,000-character texts a hostile user might send (one repeated word or number); times in ms');
  console.table(hostileSpotting());
}

/** The slowest inputs found for the spotter, each read 9 times: it runs on the request's thread, so none may take long. */
function hostileSpotting() {
  const spot = issueSpotter();
  const texts: Record<string, string> = {
    'one cue word, over and over': 'evict ',
    'a noun "will", over and over': 'my will ',
    'a state code, over and over': 'LA NYC TX OH ',
    'a date, over and over': '1/2 ',
    'months and days': 'on the 14th of may june july ',
    'deadline words': 'due ',
    'a question, over and over': 'landlord? ',
  };
  return Object.entries(texts).map(([text, unit]) => {
    const input = unit.repeat(Math.ceil(QUESTION_MAX_LENGTH / unit.length)).slice(0, QUESTION_MAX_LENGTH);
    const times = Array.from({ length: 9 }, () => {
      const started = performance.now();
      spot(input);
      return performance.now() - started;
    });
    // the first reads include the compiler warming up to a new kind of input
    const { p50, max } = percentiles(times);
    return { text, 'p50 ms': p50, 'max ms': max };
  });
}
