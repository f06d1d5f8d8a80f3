import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MeteredResource } from '../../../common/plans';
import { usageEvents } from '../../db/schema';

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

    /** Records one use; returns its id. */
    async record(tx: Db, userId: number, resource: MeteredResource, at: Date): Promise<number> {
      const [row] = await tx.insert(usageEvents).values({ userId, resource, createdAt: at }).returning({ id: usageEvents.id });
      return row!.id;
    },

    async remove(tx: Db, id: number): Promise<void> {
      await tx.delete(usageEvents).where(eq(usageEvents.id, id));
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
