/**
 * HTTP throughput of the signed-in `GET /api/user` and of `GET /api/csrf-token`, 10 s with 50
 * connections each, on the embedded database and (when one answers) on PostgreSQL.
 * BENCH_SECONDS and BENCH_CONNECTIONS override the defaults.
 */
import autocannon from 'autocannon';
import { withBenchDatabase } from './postgres';
import { signedInCookie, startServer } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  database: string;
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

async function measure(url: string, path: string, cookie?: string): Promise<autocannon.Result> {
  return autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: cookie ? { cookie } : {} });
}

async function benchDatabase(name: string, port: number, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(port, env);
  try {
    const cookie = await signedInCookie(server.url);
    const rows: Row[] = [];
    for (const [endpoint, withCookie] of [['/api/user', true], ['/api/csrf-token', false]] as const) {
      await measure(server.url, endpoint, withCookie ? cookie : undefined); // warm-up run, discarded
      const r = await measure(server.url, endpoint, withCookie ? cookie : undefined);
      rows.push({
        database: name,
        endpoint: `GET ${endpoint}${withCookie ? ' (signed in)' : ''}`,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function benchHttp(): Promise<void> {
  const rows = await benchDatabase('PGlite (embedded)', 3900, {});
  rows.push(...((await withBenchDatabase((url) => benchDatabase('PostgreSQL', 3901, { DATABASE_URL: url }))) ?? []));
  console.log(`\nHTTP: ${SECONDS} s per run, ${CONNECTIONS} connections, Node ${process.version}`);
  console.table(rows);
}
