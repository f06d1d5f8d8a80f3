/** SQL of comments on edited documents: threads with their replies, authors' and resolvers' names. */
import { and, asc, count, eq, getTableColumns, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { documentComments, documents, users } from '../../db/schema';

export type CommentRow = typeof documentComments.$inferSelect & { author: string | null; resolver: string | null };

const resolvers = alias(users, 'resolvers');

/** who wrote a comment as others see it: the username, a share link's visitor by the name they gave, or null once the account is gone */
export const commentAuthor = (c: Pick<CommentRow, 'author' | 'guestName'>) => c.author ?? (c.guestName ? `${c.guestName} (guest)` : null);

export function createCommentsRepository(db: Db) {
  return {
    /** every comment of the document, oldest first: threads and their replies */
    list(documentId: number): Promise<CommentRow[]> {
      return db
        .select({ ...getTableColumns(documentComments), author: users.username, resolver: resolvers.username })
        .from(documentComments)
        .leftJoin(users, eq(users.id, documentComments.authorId))
        .leftJoin(resolvers, eq(resolvers.id, documentComments.resolvedBy))
        .where(eq(documentComments.documentId, documentId))
        .orderBy(asc(documentComments.createdAt), asc(documentComments.id));
    },

    async find(documentId: number, id: number): Promise<typeof documentComments.$inferSelect | undefined> {
      const [row] = await db.select().from(documentComments).where(and(eq(documentComments.documentId, documentId), eq(documentComments.id, id)));
      return row;
    },

    /** how many threads the document has, or replies the thread has */
    async count(documentId: number, threadId: number | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(documentComments)
        .where(and(eq(documentComments.documentId, documentId), threadId === null ? isNull(documentComments.threadId) : eq(documentComments.threadId, threadId)));
      return row?.n ?? 0;
    },

    async insert(values: typeof documentComments.$inferInsert): Promise<number> {
      const [row] = await db.insert(documentComments).values(values).returning({ id: documentComments.id });
      return row!.id;
    },

    /**
     * Adds a thread whose range is in the text of `revision`, only while the document is still at that
     * revision: the row is locked against a save until the thread is in, so the save carries it too.
     * Undefined when the document has moved on.
     */
    async insertAt(revision: number, values: typeof documentComments.$inferInsert): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.id, values.documentId), eq(documents.revision, revision)))
          .for('share');
        if (!current) return undefined;
        const [row] = await tx.insert(documentComments).values(values).returning({ id: documentComments.id });
        return row!.id;
      });
    },

    async update(id: number, values: Partial<Pick<typeof documentComments.$inferInsert, 'body' | 'resolvedAt' | 'resolvedBy' | 'updatedAt'>>): Promise<void> {
      await db.update(documentComments).set(values).where(eq(documentComments.id, id));
    },

    /** a comment, and with a thread its replies (the foreign key deletes them too; said here for clarity) */
    async delete(id: number): Promise<void> {
      await db.delete(documentComments).where(or(eq(documentComments.id, id), eq(documentComments.threadId, id)));
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

