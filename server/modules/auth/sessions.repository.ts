import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { UserRow } from './users.repository';

export function createSessionsRepository(db: Db) {
  const findUser = db
    .select({ user: users, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');

  return {
    /** the live session's user, start and expiry, or undefined when unknown or expired */
    async findUser(id: string, now: Date): Promise<{ user: UserRow; createdAt: Date; expiresAt: Date } | undefined> {
      const [row] = await findUser.execute({ id, now });
      return row;
    },
    async insert(id: string, userId: number, createdAt: Date, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ id, userId, createdAt, expiresAt });
    },
    async extend(id: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    /** every session of the user (a password reset); the ids, so a cache can drop them too */
    async deleteAllOf(userId: number): Promise<string[]> {
      const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
    /** the user's other live sessions: how many */
    async countOthers(userId: number, keepId: string, now: Date): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), gt(sessions.expiresAt, now)));
      return row?.n ?? 0;
    },
    /** every session of the user but `keepId`; their ids */
    async deleteOthersOf(userId: number, keepId: string): Promise<string[]> {
      const rows = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId))).returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

