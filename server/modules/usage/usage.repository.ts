import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usageEvents } from '../../db/schema';

export type MeteredResource = 'conversations' | 'uploads';

/** an arbitrary constant: the advisory-lock class of per-user quota checks */
const QUOTA_LOCK_CLASS = 7_262_043;

export function createUsageRepository(db: Db) {
  return {
    async count(userId: number, resource: MeteredResource, from: Date, to: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(usageEvents)
        .where(and(eq(usageEvents.userId, userId), eq(usageEvents.resource, resource), gte(usageEvents.createdAt, from), lt(usageEvents.createdAt, to)));
      return row?.n ?? 0;
    },

    async record(tx: Db, userId: number, resource: MeteredResource, at: Date): Promise<void> {
      await tx.insert(usageEvents).values({ userId, resource, createdAt: at });
    },

    /** Serialises one user's quota checks until the transaction ends, on every instance. */
    async lock(tx: Db, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, ${userId})`);
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}
export type UsageRepository = ReturnType<typeof createUsageRepository>;
