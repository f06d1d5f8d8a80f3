import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ConversationListQuery } from '../../../common/schemas/chat';
import type { Db } from '../../db/client';
import { ownedBy, type Owner } from '../../db/ownership-filter';
import { likePattern } from '../../db/like';
import type { Cursor } from '../../lib/cursor';
import { conversations, messages } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'seq'>;

/**
 * An answer still 'streaming' that has not been written for this long lost its server (answer-draft.ts
 * writes a live one every few seconds at most): it is kept as interrupted, with the text it had.
 */
export const ABANDONED_STREAM_MS = 15_000;

/** enough of the latest message for a preview once its Markdown marks are gone */
const PREVIEW_SOURCE_CHARS = 400;


const owned = (owner: Owner) => ownedBy(conversations, owner);

/**
 * The opening words of the latest message, for lists. The outer column is spelt out: drizzle leaves
 * columns unqualified in a select list, where "id" would name the message's own id.
 */
const preview = sql<string>`coalesce((select left(m.text, ${PREVIEW_SOURCE_CHARS}) from ${messages} m where m.conversation_id = "conversations"."id" order by m.seq desc limit 1), '')`;

export function createChatRepository(db: Db) {
  return {
    async insertConversation(tx: Db, values: typeof conversations.$inferInsert): Promise<ConversationRow> {
      const [row] = await tx.insert(conversations).values(values).returning();
      return row!;
    },

    async findConversation(owner: Owner, id: number): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(and(eq(conversations.id, id), owned(owner))).limit(1);
      return row;
    },

    async withPreview(id: number): Promise<string> {
      const [row] = await db.select({ preview }).from(conversations).where(eq(conversations.id, id));
      return row?.preview ?? '';
    },

    /** Newest first (last activity), `limit + 1` rows so the caller knows whether there is more. */
    async listConversations(owner: Owner, query: ConversationListQuery, cursor: Cursor | undefined) {
      const where: (SQL | undefined)[] = [owned(owner), eq(conversations.archived, query.archived)];
      if (query.q) {
        const words = sql`websearch_to_tsquery('english', ${query.q})`;
        where.push(sql`(
          to_tsvector('english', ${conversations.title}) @@ ${words}
          or ${conversations.title} ilike ${likePattern(query.q)}
          or exists (select 1 from ${messages} m where m.conversation_id = "conversations"."id" and to_tsvector('english', m.text) @@ ${words})
        )`);
      }
      // whole UTC days, whatever the database session's time zone
      if (query.from) where.push(sql`${conversations.updatedAt} >= (${query.from}::timestamp at time zone 'UTC')`);
      if (query.to) where.push(sql`${conversations.updatedAt} < ((${query.to}::timestamp + interval '1 day') at time zone 'UTC')`);
      if (cursor) {
        where.push(sql`(${conversations.updatedAt}, ${conversations.id}) < (${cursor.updatedAt.toISOString()}::timestamptz, ${cursor.id})`);
      }
      return db
        .select({ conversation: conversations, preview })
        .from(conversations)
        .where(and(...where))
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(query.limit + 1);
    },

    async updateConversation(id: number, values: Partial<Pick<ConversationRow, 'title' | 'jurisdiction' | 'archived' | 'updatedAt'>>) {
      const [row] = await db.update(conversations).set(values).where(eq(conversations.id, id)).returning();
      return row;
    },

    async deleteConversation(id: number): Promise<void> {
      await db.delete(conversations).where(eq(conversations.id, id));
    },

    /** The messages in order, an answer whose server died mid-stream marked interrupted first. */
    async listMessages(conversationId: number, at: Date): Promise<MessageRow[]> {
      const abandoned = new Date(at.getTime() - ABANDONED_STREAM_MS);
      await db
        .update(messages)
        .set({ status: 'interrupted' })
        .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'streaming'), lt(messages.streamedAt, abandoned)));
      return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.seq));
    },

    /** Rewrites an answer: its draft as it streams, or the whole of it once it has ended. */
    async updateAnswer(conversationId: number, id: string, values: Partial<Omit<NewMessage, 'id' | 'conversationId' | 'role'>>): Promise<void> {
      await db.update(messages).set(values).where(and(eq(messages.conversationId, conversationId), eq(messages.id, id)));
    },

    /** Adds a message and marks the conversation active; false when that message id is already there. */
    async insertMessage(message: NewMessage, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(messages).values(message).onConflictDoNothing().returning({ id: messages.id });
        if (inserted.length) await tx.update(conversations).set({ updatedAt: at }).where(eq(conversations.id, message.conversationId));
        return inserted.length > 0;
      });
    },

    /** Whether the conversation has counted against its owner's plan (chat.service: at its first answer). */
    async isCounted(tx: Db, id: number): Promise<boolean> {
      const [row] = await tx.select({ countedAt: conversations.countedAt }).from(conversations).where(eq(conversations.id, id));
      return !!row?.countedAt;
    },

    async markCounted(tx: Db, id: number, at: Date | null): Promise<void> {
      await tx.update(conversations).set({ countedAt: at }).where(eq(conversations.id, id));
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async deleteMessage(conversationId: number, id: string): Promise<void> {
      await db.delete(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.id, id)));
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
