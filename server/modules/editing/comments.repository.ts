/** SQL of comments on edited documents: threads with their replies, authors' and resolvers' names. */
import { and, asc, count, eq, getTableColumns, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { documentComments, users } from '../../db/schema';

export type CommentRow = typeof documentComments.$inferSelect & { author: string | null; resolver: string | null };

const resolvers = alias(users, 'resolvers');

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

