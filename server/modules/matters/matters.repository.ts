import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MatterListQuery } from '../../../common/schemas/matters';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { ownedBy, type Owner } from '../../db/ownership-filter';
import { matterDeadlines, matters, teamMembers } from '../../db/schema';

export type MatterRow = typeof matters.$inferSelect;
export type NewMatter = Omit<typeof matters.$inferInsert, 'id' | 'number'>;

const ORDER: Record<MatterListQuery['sort'], SQL[]> = {
  updated: [desc(matters.updatedAt), desc(matters.id)],
  opened: [desc(matters.openedOn), desc(matters.id)],
  title: [asc(sql`lower(${matters.title})`), asc(matters.id)],
  priority: [sql`case ${matters.priority} when 'high' then 0 when 'normal' then 1 else 2 end`, desc(matters.updatedAt), desc(matters.id)],
};

/** the number of a workspace's matters, one lock per workspace so two openings never take the same number */
const workspaceKey = (owner: Owner) => (owner.teamId === null ? `matters:user:${owner.userId}` : `matters:team:${owner.teamId}`);

export function createMattersRepository(db: Db) {
  return {
    db,

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** Inserts a matter with the next number of its workspace and year: M-2026-0001, M-2026-0002, … */
    async insert(tx: Db, owner: Owner, values: NewMatter, year: number): Promise<MatterRow> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${workspaceKey(owner)}))`);
      const prefix = `M-${year}-`;
      const [last] = await tx
        .select({ n: sql<number | null>`max(substring(${matters.number} from ${prefix.length + 1}::int)::int)` })
        .from(matters)
        .where(and(ownedBy(matters, owner), sql`${matters.number} like ${`${prefix}%`}`));
      const number = `${prefix}${String((last?.n ?? 0) + 1).padStart(4, '0')}`;
      const [row] = await tx.insert(matters).values({ ...values, number }).returning();
      return row!;
    },

    /**
     * For each of `ids`: its first open deadline on or after `today`, and how many open ones are before it.
     * Two queries for a page of matters, however many deadlines each has.
     */
    async deadlineSummaries(ids: number[], today: string) {
      if (!ids.length) return { next: [], overdue: [] };
      const open = and(inArray(matterDeadlines.matterId, ids), isNull(matterDeadlines.doneAt));
      const next = await db
        .selectDistinctOn([matterDeadlines.matterId])
        .from(matterDeadlines)
        .where(and(open, gte(matterDeadlines.date, today)))
        .orderBy(matterDeadlines.matterId, asc(matterDeadlines.date), sql`${matterDeadlines.time} asc nulls first`, asc(matterDeadlines.id));
      const overdue = await db
        .select({ matterId: matterDeadlines.matterId, count: sql<number>`count(*)::int` })
        .from(matterDeadlines)
        .where(and(open, lt(matterDeadlines.date, today)))
        .groupBy(matterDeadlines.matterId);
      return { next, overdue };
    },

    async find(owner: Owner, id: number): Promise<MatterRow | undefined> {
      const [row] = await db.select().from(matters).where(and(eq(matters.id, id), ownedBy(matters, owner))).limit(1);
      return row;
    },

    /** one page (`limit + 1` rows, so the caller knows whether there is more) after `offset` */
    list(owner: Owner, query: MatterListQuery, offset: number): Promise<MatterRow[]> {
      const where: (SQL | undefined)[] = [ownedBy(matters, owner)];
      if (query.q) {
        const like = likePattern(query.q);
        where.push(or(ilike(matters.title, like), ilike(matters.number, like), ilike(matters.clientName, like), ilike(matters.description, like), sql`${matters.tags} ? ${query.q.toLowerCase()}`));
      }
      if (query.status) where.push(eq(matters.status, query.status));
      if (query.area) where.push(eq(matters.practiceArea, query.area));
      if (query.responsible) where.push(eq(matters.responsibleUserId, query.responsible));
      return db
        .select()
        .from(matters)
        .where(and(...where))
        .orderBy(...ORDER[query.sort])
        .limit(query.limit + 1)
        .offset(offset);
    },

    /** undefined if it was deleted meanwhile */
    async update(tx: Db, id: number, values: Partial<NewMatter>): Promise<MatterRow | undefined> {
      const [row] = await tx.update(matters).set(values).where(eq(matters.id, id)).returning();
      return row;
    },

    async delete(tx: Db, id: number): Promise<void> {
      await tx.delete(matters).where(eq(matters.id, id));
    },

    async isTeamMember(teamId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .limit(1);
      return !!row;
    },
  };
}
export type MattersRepository = ReturnType<typeof createMattersRepository>;
