/** SQL of share links and their access log. A link is found by its token's hash, never by a scan. */
import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shareLinks, shareVisits, users } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
/** how many visits each link's log lists */
export const VISITS_SHOWN = 20;

export function createSharingRepository(db: Db) {
  return {
    async insert(values: typeof shareLinks.$inferInsert): Promise<ShareLinkRow> {
      const [row] = await db.insert(shareLinks).values(values).returning();
      return row!;
    },

    async byToken(tokenHash: string): Promise<ShareLinkRow | undefined> {
      const [row] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash));
      return row;
    },

    async find(documentId: number, id: number): Promise<ShareLinkRow | undefined> {
      const [row] = await db.select().from(shareLinks).where(and(eq(shareLinks.documentId, documentId), eq(shareLinks.id, id)));
      return row;
    },

    /** the document's links, newest first, with who made each */
    list(documentId: number) {
      return db
        .select({ link: shareLinks, creator: users.username })
        .from(shareLinks)
        .leftJoin(users, eq(users.id, shareLinks.createdBy))
        .where(eq(shareLinks.documentId, documentId))
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
    },

    async count(documentId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shareLinks).where(eq(shareLinks.documentId, documentId));
      return row?.n ?? 0;
    },

    /** each link's number of visits and its latest VISITS_SHOWN, newest first */
    async visits(linkIds: number[]): Promise<Map<number, { count: number; latest: Date[] }>> {
      const log = new Map<number, { count: number; latest: Date[] }>();
      if (!linkIds.length) return log;
      const counts = await db.select({ linkId: shareVisits.linkId, n: count(), last: max(shareVisits.at) }).from(shareVisits).where(inArray(shareVisits.linkId, linkIds)).groupBy(shareVisits.linkId);
      for (const c of counts) {
        const latest = await db.select({ at: shareVisits.at }).from(shareVisits).where(eq(shareVisits.linkId, c.linkId)).orderBy(desc(shareVisits.at), desc(shareVisits.id)).limit(VISITS_SHOWN);
        log.set(c.linkId, { count: c.n, latest: latest.map((v) => v.at) });
      }
      return log;
    },

    async revoke(id: number, at: Date): Promise<void> {
      await db.update(shareLinks).set({ revokedAt: at }).where(and(eq(shareLinks.id, id)));
    },

    async visit(linkId: number, at: Date): Promise<void> {
      await db.insert(shareVisits).values({ linkId, at });
    },
  };
}
export type SharingRepository = ReturnType<typeof createSharingRepository>;
