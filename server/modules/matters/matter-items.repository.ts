/** The tasks, deadlines and notes of matters; and the workspace-wide views of deadlines and open tasks. */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy, type Owner } from '../../db/ownership-filter';
import { calendarFeeds, matterDeadlines, matterNotes, matters, matterTasks, teamMembers, users } from '../../db/schema';
import type { DeadlineRow } from './deadline.presenter';

export type TaskRow = typeof matterTasks.$inferSelect;
export type NoteRow = typeof matterNotes.$inferSelect & { author: string | null };

const inMatter = { number: matters.number, title: matters.title };

export function createMatterItemsRepository(db: Db) {
  return {
    tasks(matterId: number): Promise<TaskRow[]> {
      return db
        .select()
        .from(matterTasks)
        .where(eq(matterTasks.matterId, matterId))
        .orderBy(sql`${matterTasks.doneAt} is not null`, sql`${matterTasks.dueOn} asc nulls last`, asc(matterTasks.id));
    },
    async task(matterId: number, id: number): Promise<TaskRow | undefined> {
      const [row] = await db.select().from(matterTasks).where(and(eq(matterTasks.matterId, matterId), eq(matterTasks.id, id)));
      return row;
    },
    async insertTask(tx: Db, values: typeof matterTasks.$inferInsert): Promise<TaskRow> {
      const [row] = await tx.insert(matterTasks).values(values).returning();
      return row!;
    },
    /** undefined if it was deleted meanwhile */
    async updateTask(tx: Db, id: number, values: Partial<typeof matterTasks.$inferInsert>): Promise<TaskRow | undefined> {
      const [row] = await tx.update(matterTasks).set(values).where(eq(matterTasks.id, id)).returning();
      return row;
    },
    /** false if it was deleted meanwhile */
    async deleteTask(tx: Db, id: number): Promise<boolean> {
      return (await tx.delete(matterTasks).where(eq(matterTasks.id, id)).returning({ id: matterTasks.id })).length > 0;
    },
    /** open tasks assigned to a user across the workspace's matters, soonest first */
    openTasksOf(owner: Owner, assigneeId: number) {
      return db
        .select({ task: matterTasks, matter: inMatter })
        .from(matterTasks)
        .innerJoin(matters, eq(matters.id, matterTasks.matterId))
        .where(and(ownedBy(matters, owner), eq(matterTasks.assigneeId, assigneeId), isNull(matterTasks.doneAt)))
        .orderBy(sql`${matterTasks.dueOn} asc nulls last`, asc(matterTasks.id))
        .limit(200);
    },

    deadlines(matterId: number): Promise<DeadlineRow[]> {
      return db
        .select()
        .from(matterDeadlines)
        .where(eq(matterDeadlines.matterId, matterId))
        .orderBy(asc(matterDeadlines.date), sql`${matterDeadlines.time} asc nulls first`, asc(matterDeadlines.id));
    },
    async deadline(matterId: number, id: number): Promise<DeadlineRow | undefined> {
      const [row] = await db.select().from(matterDeadlines).where(and(eq(matterDeadlines.matterId, matterId), eq(matterDeadlines.id, id)));
      return row;
    },
    async insertDeadline(tx: Db, values: typeof matterDeadlines.$inferInsert): Promise<DeadlineRow> {
      const [row] = await tx.insert(matterDeadlines).values(values).returning();
      return row!;
    },
    /** undefined if it was deleted meanwhile */
    async updateDeadline(tx: Db, id: number, values: Partial<typeof matterDeadlines.$inferInsert>): Promise<DeadlineRow | undefined> {
      const [row] = await tx.update(matterDeadlines).set(values).where(eq(matterDeadlines.id, id)).returning();
      return row;
    },
    /** false if it was deleted meanwhile */
    async deleteDeadline(tx: Db, id: number): Promise<boolean> {
      return (await tx.delete(matterDeadlines).where(eq(matterDeadlines.id, id)).returning({ id: matterDeadlines.id })).length > 0;
    },
    /** deadlines of the workspace's matters between two days, inclusive */
    deadlinesBetween(owner: Owner, from: string, to: string, done?: boolean) {
      const marked = done === undefined ? undefined : done ? isNotNull(matterDeadlines.doneAt) : isNull(matterDeadlines.doneAt);
      return db
        .select({ deadline: matterDeadlines, matter: inMatter })
        .from(matterDeadlines)
        .innerJoin(matters, eq(matters.id, matterDeadlines.matterId))
        .where(and(ownedBy(matters, owner), gte(matterDeadlines.date, from), lte(matterDeadlines.date, to), marked))
        .orderBy(asc(matterDeadlines.date), sql`${matterDeadlines.time} asc nulls first`, asc(matterDeadlines.id))
        .limit(500);
    },

    notes(matterId: number): Promise<NoteRow[]> {
      return db
        .select({ ...noteColumns, author: users.username })
        .from(matterNotes)
        .leftJoin(users, eq(users.id, matterNotes.authorId))
        .where(eq(matterNotes.matterId, matterId))
        .orderBy(desc(matterNotes.createdAt), desc(matterNotes.id));
    },
    async note(matterId: number, id: number): Promise<NoteRow | undefined> {
      const [row] = await db
        .select({ ...noteColumns, author: users.username })
        .from(matterNotes)
        .leftJoin(users, eq(users.id, matterNotes.authorId))
        .where(and(eq(matterNotes.matterId, matterId), eq(matterNotes.id, id)));
      return row;
    },
    async insertNote(tx: Db, values: typeof matterNotes.$inferInsert): Promise<number> {
      const [row] = await tx.insert(matterNotes).values(values).returning({ id: matterNotes.id });
      return row!.id;
    },
    /** false if it was deleted meanwhile */
    async updateNote(tx: Db, id: number, body: string, at: Date): Promise<boolean> {
      return (await tx.update(matterNotes).set({ body, updatedAt: at }).where(eq(matterNotes.id, id)).returning({ id: matterNotes.id })).length > 0;
    },
    /** false if it was deleted meanwhile */
    async deleteNote(tx: Db, id: number): Promise<boolean> {
      return (await tx.delete(matterNotes).where(eq(matterNotes.id, id)).returning({ id: matterNotes.id })).length > 0;
    },
  };
}
export type MatterItemsRepository = ReturnType<typeof createMatterItemsRepository>;

const noteColumns = {
  id: matterNotes.id,
  matterId: matterNotes.matterId,
  authorId: matterNotes.authorId,
  body: matterNotes.body,
  createdAt: matterNotes.createdAt,
  updatedAt: matterNotes.updatedAt,
};

/** Everything a user's private calendar feed shows: deadlines of their own matters and of every team they are in. */
export function createCalendarFeedsRepository(db: Db) {
  return {
    async setToken(userId: number, tokenHash: string, at: Date): Promise<void> {
      await db.insert(calendarFeeds).values({ userId, tokenHash, createdAt: at }).onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
    },
    async revoke(userId: number): Promise<boolean> {
      return (await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId })).length > 0;
    },
    async userOf(tokenHash: string): Promise<{ id: number; username: string } | undefined> {
      const [row] = await db.select({ id: users.id, username: users.username }).from(calendarFeeds).innerJoin(users, eq(users.id, calendarFeeds.userId)).where(eq(calendarFeeds.tokenHash, tokenHash));
      return row;
    },
    async exists(userId: number): Promise<boolean> {
      return (await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId))).length > 0;
    },
    /** from a day on (the feed shows what is still relevant) */
    deadlinesOf(userId: number, from: string) {
      const mine = or(and(eq(matters.ownerId, userId), isNull(matters.teamId)), inArray(matters.teamId, db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId))));
      return db
        .select({ deadline: matterDeadlines, matter: inMatter })
        .from(matterDeadlines)
        .innerJoin(matters, eq(matters.id, matterDeadlines.matterId))
        .where(and(mine, gte(matterDeadlines.date, from)))
        .orderBy(asc(matterDeadlines.date), asc(matterDeadlines.id))
        .limit(2000);
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
