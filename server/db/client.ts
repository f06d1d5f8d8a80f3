import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase } from './lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** runs pending migrations; safe to call from several processes at once on PostgreSQL */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
/** an arbitrary constant: the advisory lock that serialises migrations across instances */
const MIGRATION_LOCK = 7_262_041;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolSize) : openPglite(target);
}

async function openPglite(target: { kind: 'pglite'; dataDir: string } | { kind: 'memory' }): Promise<Database> {
  let unlock = async () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    const dir = path.join(target.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    unlock = await lockEmbeddedDatabase(target.dataDir, dir);
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  yieldBetweenQueries(client);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/**
 * PGlite runs each query synchronously on this thread and hands its lock to the next queued query in a
 * microtask, so a burst of queued queries (50 answers starting at once) would hold the event loop for
 * all of them together, seconds with no timer, socket or stream served. Queries here wait their turn in
 * our own queue instead, each starting on a fresh turn of the event loop. Queries inside a transaction
 * go through its own object and are not queued again.
 */
function yieldBetweenQueries(client: PGlite): void {
  let queue: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    const queued = (...args: unknown[]) => {
      const result = queue.then(nextTurn).then(() => run(...args));
      queue = result.catch(() => {});
      return result;
    };
    Object.assign(client, { [method]: queued });
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops (a restart, a failover) must not take the process down:
  // the pool replaces it, and the next query fails or succeeds on its own merits.
  pool.on('error', (err) => console.error(`PostgreSQL dropped an idle connection: ${err.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // One connection holds the advisory lock for the whole migration, so N instances starting together
      // apply each migration once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
