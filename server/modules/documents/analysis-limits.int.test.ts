/**
 * Documents past the analysis pool's budgets (decision 0012), end to end: bombs uploaded through the
 * API fail with a reason the person can act on, and the queue records an analysis stopped at its time
 * budget as that refusal, not as a fault of ours.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_REASONS, createAnalysisPool } from '../../analysis/pool';
import type { Database } from '../../db/client';
import { documents, users } from '../../db/schema';
import { createLocalFileStorage } from '../../storage/file-storage';
import { makeLyingZipBomb, makePdfBomb } from '../../testing/document-files';
import { settledDocument, uploadDocument } from '../../testing/documents';
import { openTestDatabase } from '../../testing/test-database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAnalysisQueue } from './analysis-queue';
import { createDocumentsRepository } from './documents.repository';

describe('bombs uploaded through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fail with a reason, and the server does not keep their memory', async () => {
    const c = await t.signedIn('bomber', 'premium');
    const before = process.memoryUsage.rss();
    const cases: [Uint8Array, string, RegExp | string][] = [
      [makePdfBomb(900), 'bomb.pdf', LIMIT_REASONS.extractMemory],
      [makeLyingZipBomb(1024), 'bomb.docx', /unpacks to far more data/],
    ];
    const ids = [];
    for (const [bytes, name] of cases) {
      const res = await uploadDocument(c, bytes, name);
      expect(res.statusCode, name).toBe(202);
      ids.push(res.json<{ id: number }>().id);
    }
    for (const [i, [, name, reason]] of cases.entries()) {
      const doc = await settledDocument(c, ids[i]!);
      expect(doc.status, name).toBe('failed');
      expect(doc.error, name).toMatch(reason);
    }
    expect(process.memoryUsage.rss() - before).toBeLessThan(150 * 1024 * 1024);
  });
});

describe('the queue', () => {
  let database: Database;
  afterAll(() => database.close());
  beforeAll(async () => {
    database = await openTestDatabase();
  });

  it('fails a document whose analysis runs past its time budget with the reason', async () => {
    const repository = createDocumentsRepository(database.db);
    const storage = createLocalFileStorage(mkdtempSync(path.join(tmpdir(), 'counsel-limits-')));
    const [user] = await database.db.insert(users).values({ username: 'limits_owner', email: 'limits_owner@example.com', passwordHash: 'x' }).returning();
    const text = new TextEncoder().encode('1. Rent. The Tenant shall pay $1,500 a month.\n\n'.repeat(2_000));
    await storage.put('documents/long', text);
    const { id } = await repository.insert(database.db, { ownerId: user!.id, title: 'long', fileName: 'long.txt', kind: 'txt', size: text.length, sha256: 'x', storageKey: 'documents/long' });
    const pool = createAnalysisPool({ processes: 1, analyzeMs: 5 });
    const queue = createAnalysisQueue({ repository, storage, pool, log: fastify({ logger: false }).log, now: () => new Date() });
    try {
      queue.wake();
      await expect.poll(async () => (await database.db.select().from(documents).where(eq(documents.id, id)))[0]!.status, { timeout: 20_000 }).toBe('failed');
      expect((await database.db.select().from(documents).where(eq(documents.id, id)))[0]!.error).toBe(LIMIT_REASONS.analyzeTime);
    } finally {
      await queue.stop();
      await pool.close();
    }
  });
});
