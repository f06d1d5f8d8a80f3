import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  return {
    async findByLogin(identifier: string): Promise<UserRow | undefined> {
      const key = identifier.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
        .limit(1);
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row;
    },

    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async setPlan(id: number, plan: UserRow['plan']): Promise<void> {
      await db.update(users).set({ plan }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
