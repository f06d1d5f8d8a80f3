/**
 * The analysis queue between people and between instances: one person's backlog does not hold up
 * another's upload; a lease renewed while the work runs keeps a long document with the instance
 * reading it, and a claim whose instance died is taken over within the (short) lease.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentAnalysis } from '../../../common/schemas/documents';
import type { AnalysisPool } from '../../analysis/pool';
import type { Database } from '../../db/client';
import { documents, users } from '../../db/schema';
import { createLocalFileStorage } from '../../storage/file-storage';
import { makePdf } from '../../testing/document-files';
import { settledDocument, uploadDocument } from '../../testing/documents';
import { openTestDatabase } from '../../testing/test-database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAnalysisQueue, LEASE_MS, type AnalysisQueueOptions } from './analysis-queue';
import { createDocumentsRepository, type DocumentsRepository } from './documents.repository';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('between people', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const premium = (name: string) => t.signedIn(name, 'premium');

  it('reads one person’s upload before another’s backlog is done', async () => {
    const a = await premium('backlog');
    const b = await premium('newcomer');
    // a contract of 15 full pages: long enough that six of them are a backlog
    const pdf = await makePdf(
      Array.from({ length: 8 }, (_, p) => Array.from({ length: 40 }, (_, l) => `${p + 1}.${l + 1} The Supplier shall deliver the Services in Schedule ${l} within ten business days of notice.`)),
    );
    const backlog: number[] = [];
    for (let i = 0; i < 6; i++) backlog.push((await uploadDocument(a, pdf, `contract-${i}.pdf`)).json<{ id: number }>().id);
    const asked = Date.now();
    const { id } = (await uploadDocument(b, 'The rent is $900 a month, due on the first.', 'rent.txt')).json<{ id: number }>();

    expect((await settledDocument(b, id)).status).toBe('complete');
    const waited = Date.now() - asked;
    const rows = await t.database.db.select({ status: documents.status }).from(documents).where(inArray(documents.id, backlog));
    // first in, first out, the text would wait for all six; taken in turn, it waits for one worker to be free
    expect(rows.filter((r) => r.status === 'queued').length, `the text waited ${waited} ms`).toBeGreaterThan(0);
  });
});

describe('between instances', () => {
  let database: Database;
  let repository: DocumentsRepository;
  const storage = createLocalFileStorage(mkdtempSync(path.join(tmpdir(), 'counsel-queue-')));
  let ownerId: number;
  const log = fastify({ logger: false }).log;
  beforeAll(async () => {
    database = await openTestDatabase();
    repository = createDocumentsRepository(database.db);
    const [user] = await database.db.insert(users).values({ username: 'queue_owner', email: 'queue_owner@example.com', passwordHash: 'x' }).returning();
    ownerId = user!.id;
  });
  afterAll(() => database.close());

  async function queued(): Promise<number> {
    const key = `documents/lease-${Date.now()}`;
    await storage.put(key, new TextEncoder().encode('1. Term. One year.'));
    const row = await repository.insert(database.db, { ownerId, title: 'term', fileName: 'term.txt', kind: 'txt', size: 18, sha256: 'x', storageKey: key });
    return row.id;
  }

  const row = async (id: number) => (await database.db.select().from(documents).where(eq(documents.id, id)))[0]!;

  /** A pool whose reading takes `readMs` (forever if null), counting the documents it started on. */
  function fakePool(readMs: number | null) {
    const pool = {
      size: 1,
      started: 0,
      async extract() {
        pool.started++;
        await (readMs === null ? new Promise(() => {}) : sleep(readMs));
        return { ok: true as const, text: '1. Term. One year.', pages: [{ page: 1, start: 0, end: 18 }] };
      },
      analyze: async () => ({ summary: 'A term.' }) as unknown as DocumentAnalysis,
      close: async () => {},
    };
    return pool satisfies AnalysisPool;
  }

  /** An instance of the queue over the shared database, polling often. */
  const instance = (pool: AnalysisPool, options: Partial<AnalysisQueueOptions> = {}) =>
    createAnalysisQueue({ repository, storage, pool, log, now: () => new Date(), pollMs: 50, ...options });

  it('leaves a long document with the instance reading it: its heartbeat renews the lease', async () => {
    const id = await queued();
    const reading = fakePool(1500);
    const first = instance(reading, { leaseMs: 300 });
    first.wake();
    await expect.poll(() => reading.started).toBe(1);
    const other = fakePool(0);
    const second = instance(other, { leaseMs: 300 });
    second.start();
    // five leases long: without renewal the second instance would take it over and read it again
    await first.idle();
    await second.stop();
    expect(other.started).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'complete', attempts: 1, leaseUntil: null });
  });

  it('takes over within the lease a claim whose heartbeat stopped, as when its instance is killed', async () => {
    const id = await queued();
    let dead = false;
    // the first instance's database calls never return once it is "killed": no heartbeat, no result
    const frozen = new Proxy(repository, {
      get: (target, name: keyof DocumentsRepository) =>
        (...args: unknown[]) => (dead ? new Promise(() => {}) : (target[name] as (...a: unknown[]) => unknown)(...args)),
    });
    const reading = fakePool(null);
    const first = createAnalysisQueue({ repository: frozen, storage, pool: reading, log, now: () => new Date(), pollMs: 50, leaseMs: 500 });
    first.wake();
    await expect.poll(() => reading.started).toBe(1);
    const other = fakePool(0);
    const second = instance(other, { leaseMs: 500 });
    second.start();
    await sleep(1500); // three leases, renewed
    expect(other.started).toBe(0);
    dead = true;
    const killed = Date.now();
    await expect.poll(() => other.started, { timeout: 3000, interval: 20 }).toBe(1);
    const resumedAfter = Date.now() - killed;
    expect(resumedAfter).toBeLessThan(1500);
    await second.stop();
    expect(await row(id)).toMatchObject({ status: 'complete', attempts: 2 });
  });

  it('holds a claim for LEASE_MS (30 s) unrenewed, and no longer', async () => {
    const id = await queued();
    // an instance that claimed it and died at once
    await repository.claimNext(new Date(), LEASE_MS);
    let later = 0;
    const other = fakePool(0);
    const second = instance(other, { now: () => new Date(Date.now() + later) });
    second.start();
    later = LEASE_MS - 5000;
    await sleep(300);
    expect(other.started).toBe(0);
    later = LEASE_MS + 1000;
    await expect.poll(() => other.started).toBe(1);
    await second.stop();
    expect(await row(id)).toMatchObject({ status: 'complete', attempts: 2 });
  });

  it('lets an instance that lost its claim write nothing over the new claim', async () => {
    const id = await queued();
    const start = Date.now();
    const stale = (await repository.claimNext(new Date(start), 1000))!;
    // it stalled past its lease; another instance took the document over
    const taken = (await repository.claimNext(new Date(start + 2000), 1000))!;
    expect(taken).toMatchObject({ id, attempts: stale.attempts + 1 });
    await repository.fail(stale, 'stale failure', new Date(start + 3000));
    await repository.saveText(stale, 'stale text', [], new Date(start + 3000));
    await repository.renewLease(stale, new Date(start + 3000), 60_000);
    expect(await row(id)).toMatchObject({ status: 'extracting', error: null, text: null, leaseUntil: new Date(start + 3000) });
    await repository.complete(taken, { summary: 'A term.' } as unknown as DocumentAnalysis, new Date(start + 3000));
    expect(await row(id)).toMatchObject({ status: 'complete' });
  });
});
