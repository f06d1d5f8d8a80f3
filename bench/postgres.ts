import pg from 'pg';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `run` on a throw-away database of the PostgreSQL server (TEST_DATABASE_URL); skipped when none answers. */
export async function withBenchDatabase<T>(run: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${PG_URL} does not answer: skipping the PostgreSQL run.`);
    return undefined;
  }
  const name = `counsel_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
