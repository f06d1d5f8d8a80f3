import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export function createLoginFailuresRepository(db: Db) {
  return {
    async countSince(key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
      return row?.n ?? 0;
    },
    async record(key: string, at: Date): Promise<void> {
      await db.insert(loginFailures).values({ key, at });
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
