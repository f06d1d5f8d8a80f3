/** Which documents and conversations are filed in which matter (their `matter_id`). */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy, type Owner } from '../../db/ownership-filter';
import { conversations, documents, matters } from '../../db/schema';

const TABLES = { document: documents, conversation: conversations } as const;
export type LinkKind = keyof typeof TABLES;

export function createMatterLinksRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** the analysed documents of a matter, newest first */
    async analysedDocumentIds(matterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.matterId, matterId), eq(documents.status, 'complete')))
        .orderBy(desc(documents.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    documentsIn(owner: Owner, matterId: number) {
      return db
        .select({ id: documents.id, title: documents.title, status: documents.status, createdAt: documents.createdAt })
        .from(documents)
        .where(and(eq(documents.matterId, matterId), ownedBy(documents, owner)))
        .orderBy(desc(documents.createdAt));
    },

    conversationsIn(owner: Owner, matterId: number) {
      return db
        .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
        .from(conversations)
        .where(and(eq(conversations.matterId, matterId), ownedBy(conversations, owner)))
        .orderBy(desc(conversations.updatedAt));
    },

    /** the workspace's document or conversation, with the matter it is in (if any) */
    async item(owner: Owner, kind: LinkKind, id: number): Promise<{ title: string; matterId: number | null; matterNumber: string | null } | undefined> {
      const table = TABLES[kind];
      const [row] = await db
        .select({ title: table.title, matterId: table.matterId, matterNumber: matters.number })
        .from(table)
        .leftJoin(matters, eq(matters.id, table.matterId))
        .where(and(eq(table.id, id), ownedBy(table, owner)));
      return row;
    },

    /** files it, only if it is still in no matter: two matters filing it at once cannot both win */
    async file(tx: Db, kind: LinkKind, id: number, matterId: number): Promise<boolean> {
      const table = TABLES[kind];
      return (await tx.update(table).set({ matterId }).where(and(eq(table.id, id), isNull(table.matterId))).returning({ id: table.id })).length > 0;
    },

    /** takes it out of the matter; its title, or undefined if it was not in it */
    async unfile(tx: Db, owner: Owner, kind: LinkKind, id: number, matterId: number): Promise<string | undefined> {
      const table = TABLES[kind];
      const [row] = await tx
        .update(table)
        .set({ matterId: null })
        .where(and(eq(table.id, id), eq(table.matterId, matterId), ownedBy(table, owner)))
        .returning({ title: table.title });
      return row?.title;
    },
  };
}
export type MatterLinksRepository = ReturnType<typeof createMatterLinksRepository>;
