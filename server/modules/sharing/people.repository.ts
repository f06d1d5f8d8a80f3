/** SQL of documents shared with people: their shares, the invitations mailed to addresses, and "Shared with me". */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShareRole } from '../../../common/schemas/document-access';
import type { Db } from '../../db/client';
import { documentInvitations, documents, documentShares, users } from '../../db/schema';
import type { Cursor } from '../../lib/cursor';

export type DocumentShareRow = typeof documentShares.$inferSelect;
export type DocumentInvitationRow = typeof documentInvitations.$inferSelect;

const sharer = alias(users, 'sharer');
const pending = and(isNull(documentInvitations.acceptedAt), isNull(documentInvitations.revokedAt));
/** waiting and not yet expired: what takes room under MAX_PEOPLE */
const waiting = (at: Date) => and(pending, gt(documentInvitations.expiresAt, at));

export function createPeopleRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** who the document is shared with, first shared first, with who shared it */
    people(documentId: number) {
      return db
        .select({ share: documentShares, username: users.username, sharedBy: sharer.username })
        .from(documentShares)
        .innerJoin(users, eq(users.id, documentShares.userId))
        .leftJoin(sharer, eq(sharer.id, documentShares.sharedBy))
        .where(eq(documentShares.documentId, documentId))
        .orderBy(documentShares.createdAt, documentShares.id);
    },

    /** invitations neither accepted nor withdrawn (expired ones too, so the owner sees them lapse), newest first */
    invitations(documentId: number) {
      return db
        .select({ invitation: documentInvitations, invitedBy: users.username })
        .from(documentInvitations)
        .leftJoin(users, eq(users.id, documentInvitations.invitedBy))
        .where(and(eq(documentInvitations.documentId, documentId), pending))
        .orderBy(desc(documentInvitations.createdAt), desc(documentInvitations.id));
    },

    /** shares and invitations waiting at `at`: what MAX_PEOPLE bounds */
    async countPeople(documentId: number, at: Date): Promise<number> {
      const [shares] = await db.select({ n: count() }).from(documentShares).where(eq(documentShares.documentId, documentId));
      const [invited] = await db.select({ n: count() }).from(documentInvitations).where(and(eq(documentInvitations.documentId, documentId), waiting(at)));
      return (shares?.n ?? 0) + (invited?.n ?? 0);
    },

    /** Shares the document with the account as `role`; a share already there is given `role`. */
    async share(values: { documentId: number; userId: number; role: ShareRole; sharedBy: number | null; createdAt: Date }, tx: Db = db): Promise<void> {
      await tx
        .insert(documentShares)
        .values(values)
        .onConflictDoUpdate({ target: [documentShares.documentId, documentShares.userId], set: { role: values.role } });
    },

    async shareOf(documentId: number, userId: number, tx: Db = db): Promise<DocumentShareRow | undefined> {
      const [row] = await tx.select().from(documentShares).where(and(eq(documentShares.documentId, documentId), eq(documentShares.userId, userId)));
      return row;
    },

    async findShare(documentId: number, shareId: number): Promise<DocumentShareRow | undefined> {
      const [row] = await db.select().from(documentShares).where(and(eq(documentShares.documentId, documentId), eq(documentShares.id, shareId)));
      return row;
    },

    async setRole(shareId: number, role: ShareRole): Promise<void> {
      await db.update(documentShares).set({ role }).where(eq(documentShares.id, shareId));
    },

    async unshare(shareId: number): Promise<void> {
      await db.delete(documentShares).where(eq(documentShares.id, shareId));
    },

    /** an invitation replaces any still waiting for the same address */
    async invite(values: typeof documentInvitations.$inferInsert & { createdAt: Date }): Promise<DocumentInvitationRow> {
      return this.transaction(async (tx) => {
        await tx
          .update(documentInvitations)
          .set({ revokedAt: values.createdAt })
          .where(and(eq(documentInvitations.documentId, values.documentId), eq(documentInvitations.email, values.email), pending));
        const [row] = await tx.insert(documentInvitations).values(values).returning();
        return row!;
      });
    },

    /** whether an invitation to the address is waiting (a new one replaces it, so takes no more room) */
    async isInvited(documentId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: documentInvitations.id })
        .from(documentInvitations)
        .where(and(eq(documentInvitations.documentId, documentId), eq(documentInvitations.email, email), pending))
        .limit(1);
      return row !== undefined;
    },

    async findInvitation(documentId: number, invitationId: number): Promise<DocumentInvitationRow | undefined> {
      const [row] = await db.select().from(documentInvitations).where(and(eq(documentInvitations.documentId, documentId), eq(documentInvitations.id, invitationId)));
      return row;
    },

    /** withdraws it unless it was accepted or withdrawn meanwhile; whether it did */
    async revokeInvitation(invitationId: number, at: Date): Promise<boolean> {
      const rows = await db.update(documentInvitations).set({ revokedAt: at }).where(and(eq(documentInvitations.id, invitationId), pending)).returning({ id: documentInvitations.id });
      return rows.length > 0;
    },

    /** withdraws the invitations to the document still pending for the address the account uses */
    async revokeInvitationsOf(documentId: number, userId: number, at: Date): Promise<void> {
      await db
        .update(documentInvitations)
        .set({ revokedAt: at })
        .where(and(eq(documentInvitations.documentId, documentId), pending, sql`${documentInvitations.email} = (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`));
    },

    /** an invitation by its token's hash, with the document's title and the inviter's name; locked in a transaction */
    async invitationByToken(tokenHash: string, tx: Db = db) {
      const [row] = await tx
        .select({ invitation: documentInvitations, documentTitle: documents.title, invitedBy: users.username })
        .from(documentInvitations)
        .innerJoin(documents, eq(documents.id, documentInvitations.documentId))
        .leftJoin(users, eq(users.id, documentInvitations.invitedBy))
        .where(eq(documentInvitations.tokenHash, tokenHash))
        .limit(1)
        .for('update', { of: documentInvitations });
      return row;
    },

    async markAccepted(tx: Db, invitationId: number, userId: number, at: Date): Promise<void> {
      await tx.update(documentInvitations).set({ acceptedAt: at, acceptedBy: userId }).where(eq(documentInvitations.id, invitationId));
    },

    /** the documents shared with the user, most recently shared first, `limit + 1` so the caller knows whether there is more */
    sharedWith(userId: number, cursor: Cursor | undefined, limit: number) {
      const owner = alias(users, 'owner');
      return db
        .select({
          shareId: documentShares.id,
          role: documentShares.role,
          sharedAt: documentShares.createdAt,
          id: documents.id,
          title: documents.title,
          kind: documents.kind,
          status: documents.status,
          updatedAt: documents.updatedAt,
          owner: owner.username,
          sharedBy: sharer.username,
        })
        .from(documentShares)
        .innerJoin(documents, eq(documents.id, documentShares.documentId))
        .innerJoin(owner, eq(owner.id, documents.ownerId))
        .leftJoin(sharer, eq(sharer.id, documentShares.sharedBy))
        .where(
          and(
            eq(documentShares.userId, userId),
            cursor ? sql`(${documentShares.createdAt}, ${documentShares.id}) < (${cursor.updatedAt.toISOString()}::timestamptz, ${cursor.id})` : undefined,
          ),
        )
        .orderBy(desc(documentShares.createdAt), desc(documentShares.id))
        .limit(limit + 1);
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
