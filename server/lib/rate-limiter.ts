/**
 * A sliding-window limit on how often a key (a client address) may do something, counted in the
 * database so every server process shares the count.
 */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface RateLimiter {
  /** counts one use; false (and not counted) when the key has used up its window */
  take(key: string): Promise<boolean>;
  /** forgets uses older than the window */
  prune(): Promise<void>;
}

export function createRateLimiter(db: Db, { bucket, limit, windowMs, now }: { bucket: string; limit: number; windowMs: number; now: () => Date }): RateLimiter {
  const since = () => new Date(now().getTime() - windowMs);
  return {
    take(key) {
      // counted and recorded under a lock on the key, so parallel requests cannot all slip under the limit
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`);
        const [row] = await tx
          .select({ n: count() })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since())));
        if ((row?.n ?? 0) >= limit) return false;
        await tx.insert(rateLimitHits).values({ bucket, key, at: now() });
        return true;
      });
    },
    async prune() {
      await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.at, since())));
    },
  };
}
