/** SQL of the content records (server/db/schema/content.ts): read a kind, replace what changed. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentRecords } from '../db/schema';

export interface ContentRecord {
  key: string;
  hash: string;
  data: unknown;
}

export function createContentRecordsRepository(db: Db) {
  return {
    async hashes(kind: string, tx: Db = db): Promise<Map<string, string>> {
      const rows = await tx.select({ key: contentRecords.key, hash: contentRecords.contentHash }).from(contentRecords).where(eq(contentRecords.kind, kind));
      return new Map(rows.map((r) => [r.key, r.hash]));
    },

    async list<T>(kind: string, keys?: string[]): Promise<T[]> {
      const where = keys ? and(eq(contentRecords.kind, kind), inArray(contentRecords.key, keys)) : eq(contentRecords.kind, kind);
      const rows = await db.select({ data: contentRecords.data }).from(contentRecords).where(where).orderBy(contentRecords.key);
      return rows.map((r) => r.data as T);
    },

    /** Writes the changed records and deletes the removed ones, in one transaction no other instance's sync overlaps. */
    async replace(kind: string, plan: (stored: Map<string, string>) => { write: ContentRecord[]; remove: string[] }): Promise<{ written: number; removed: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${kind}`}))`);
        const { write, remove } = plan(await this.hashes(kind, tx as unknown as Db));
        if (remove.length) await tx.delete(contentRecords).where(and(eq(contentRecords.kind, kind), inArray(contentRecords.key, remove)));
        if (write.length) {
          await tx
            .insert(contentRecords)
            .values(write.map((r) => ({ kind, key: r.key, contentHash: r.hash, data: r.data })))
            .onConflictDoUpdate({ target: [contentRecords.kind, contentRecords.key], set: { contentHash: sql`excluded.content_hash`, data: sql`excluded.data` } });
        }
        return { written: write.length, removed: remove.length };
      });
    },
  };
}
