import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import type { RateDecision } from '../../lib/rate-limiter';

/** each key's failures inside the window, newest first (ms since the epoch) */
export type FailuresByKey = Map<string, number[]>;

export function createLoginFailuresRepository(db: Db) {
  return {
    /**
     * Decides a sign-in attempt and, when it may go ahead, records it as a failure of every key in
     * advance, all under locks on the keys: parallel attempts see each other's, so a burst cannot get
     * more password checks than the limits allow. A success takes its rows back (`release`).
     */
    reserve(keys: string[], since: Date, at: Date, decide: (failures: FailuresByKey) => RateDecision): Promise<RateDecision & { ids?: number[] }> {
      return db.transaction(async (tx) => {
        // always in the same order, so two attempts locking the same keys cannot deadlock
        for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
        const rows = await tx
          .select({ key: loginFailures.key, at: loginFailures.at })
          .from(loginFailures)
          .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, since)))
          .orderBy(desc(loginFailures.at));
        const failures: FailuresByKey = new Map(keys.map((k) => [k, []]));
        for (const row of rows) failures.get(row.key)!.push(row.at.getTime());
        const decision = decide(failures);
        if (!decision.ok) return decision;
        const ids = await tx.insert(loginFailures).values(keys.map((key) => ({ key, at }))).returning({ id: loginFailures.id });
        return { ok: true as const, ids: ids.map((r) => r.id) };
      });
    },
    async release(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    },
    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
    async deleteBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.at, before));
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
