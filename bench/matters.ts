/**
 * Matters at a busy firm's scale, over HTTP against the real server in its own process: opening
 * BENCH_MATTERS matters (default 1,000) 8 at a time (each numbered under the workspace's lock), each with
 * 3 deadlines and a task; then the reads the screens make, 200 times each (the matters list with each
 * matter's next and overdue deadlines, a search with filters, the dashboard's deadlines, one matter), and
 * the private calendar feed of every deadline, 20 times.
 */
import { withBenchDatabase } from './postgres';
import { eventLoopDelay, signedInClient, startServer, type Client } from './server-process';
import { percentiles } from './stats';

const MATTERS = Number(process.env.BENCH_MATTERS ?? 1000);
const AT_ONCE = 8;
const READS = 200;
const FEED_READS = 20;
const AREAS = ['housing', 'employment', 'consumer', 'family'];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function send<T>(c: Client, method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${c.url}${path}`, { method, headers: { ...c.headers, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** runs `work` for 0..count-1, `AT_ONCE` at a time, timing each */
async function timedPool(count: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < count; i = next++) {
      const started = performance.now();
      await work(i);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, lane));
  return times;
}

async function timedReads(c: Client, count: number, path: (i: number) => string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${c.url}${path(i)}`, { headers: c.headers });
    if (!res.ok) throw new Error(`GET ${path(i)} answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

async function benchOn(name: string, port: number, env: Record<string, string>) {
  const server = await startServer(port, env, 'bench/watched-server.ts');
  try {
    const c = await signedInClient(server.url);
    const ids: number[] = [];
    const numbers = new Set<string>();
    await eventLoopDelay(server.child, 'reset');
    const started = performance.now();
    const opening = await timedPool(MATTERS, async (i) => {
      const matter = await send<{ id: number; number: string }>(c, 'POST', '/api/matters', { title: `Client ${i} v. Landlord ${i % 97}`, practiceArea: AREAS[i % AREAS.length], clientName: `Client ${i}` });
      ids.push(matter.id);
      numbers.add(matter.number);
    });
    const openingWall = performance.now() - started;
    const loop = await eventLoopDelay(server.child, 'report');
    if (numbers.size !== MATTERS) throw new Error(`${MATTERS} matters got ${numbers.size} numbers`);
    const adding = await timedPool(MATTERS, async (i) => {
      const id = ids[i]!;
      for (const [k, offset] of [-20, 10, 200].entries()) {
        await send(c, 'POST', `/api/matters/${id}/deadlines`, { title: `Deadline ${k + 1}`, date: day(offset + (i % 30)), kind: 'filing_deadline', reminderMinutes: 1440 });
      }
      await send(c, 'POST', `/api/matters/${id}/tasks`, { title: 'Call the client', dueOn: day(i % 14) });
    });
    const feed = await send<{ url: string }>(c, 'POST', '/api/calendar-feed', {});

    const row = (measure: string, samples: number[]) => ({ database: name, measure, ...percentiles(samples) });
    const rows = [
      row(`open a matter (${AT_ONCE} at once)`, opening),
      row(`add 3 deadlines and a task (${AT_ONCE} matters at once)`, adding),
      row('matters list: first 50, each with its deadlines', await timedReads(c, READS, () => `/api/matters?today=${day(0)}`)),
      row('search "landlord 4", open, housing, by title', await timedReads(c, READS, (i) => `/api/matters?q=${encodeURIComponent(`landlord ${i % 10}`)}&status=open&area=housing&sort=title&today=${day(0)}`)),
      row('dashboard: open deadlines, a year back to 14 days on', await timedReads(c, READS, () => `/api/deadlines?from=${day(-365)}&to=${day(14)}&done=false`)),
      row('GET /api/matters/:id', await timedReads(c, READS, (i) => `/api/matters/${ids[(i * 37) % ids.length]}`)),
      row(`calendar feed (${MATTERS * 3} deadlines)`, await timedReads(c, FEED_READS, () => new URL(feed.url).pathname)),
    ];
    const summary = `${name}: ${MATTERS} matters opened in ${(openingWall / 1000).toFixed(1)} s (${Math.round(MATTERS / (openingWall / 1000))}/s), numbers unique; event-loop delay meanwhile p99 ${loop.p99} ms, max ${loop.max} ms`;
    return { rows, summary };
  } finally {
    await server.stop();
  }
}

export async function benchMatters(): Promise<void> {
  const results = [await benchOn('PGlite (embedded)', 3930, {})];
  const pg = await withBenchDatabase((url) => benchOn('PostgreSQL', 3931, { DATABASE_URL: url }));
  if (pg) results.push(pg);
  console.log(`\nMatters over HTTP, ${MATTERS} matters with 3 deadlines and a task each; times in ms`);
  console.table(results.flatMap((r) => r.rows));
  for (const r of results) console.log(r.summary);
}
