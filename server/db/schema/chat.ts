/** Conversations with the assistant and their messages. Ownership per the architecture: owner_id + team_id. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConversationContext, Source } from '../../../common/schemas/chat';
import { matters } from './matters';
import { ownership } from './ownership';
import { users } from './users';

/**
 * A message's status as stored: the API's (MessageStatus), and one of answers only the server sees: one
 * still being written ('streaming'; a dead server's is read as 'interrupted').
 */
const STORED_MESSAGE_STATUSES = ['complete', 'partial', 'error', 'interrupted', 'streaming'] as const;
export type StoredMessageStatus = (typeof STORED_MESSAGE_STATUSES)[number];

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    ...ownership(),
    /** the matter it belongs to, if any (one at most); its documents join the sources */
    matterId: integer('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** a US state code; null = "Not sure" */
    jurisdiction: text('jurisdiction'),
    context: jsonb('context').$type<ConversationContext>().notNull().default({}),
    archived: boolean('archived').notNull().default(false),
    /** when it counted against its owner's plan: its first answer with text; null until then */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_owner_updated_idx').on(t.ownerId, t.updatedAt.desc(), t.id.desc()),
    index('conversations_title_search_idx').using('gin', sql`to_tsvector('english', ${t.title})`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    /** the UI message id (the client's for questions, ours for answers), unique within its conversation */
    id: text('id').notNull(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** insertion order: a question and its answer can share a timestamp */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    /** the AI SDK UI-message parts */
    parts: jsonb('parts').$type<Record<string, unknown>[]>().notNull(),
    /** the text of the message, for search and for the prompt history */
    text: text('text').notNull(),
    sources: jsonb('sources').$type<Source[]>().notNull().default([]),
    status: text('status', { enum: STORED_MESSAGE_STATUSES }).notNull().default('complete'),
    /** while an answer is 'streaming': when its text was last written (answer-draft.ts); long ago means its server died */
    streamedAt: timestamp('streamed_at', { withTimezone: true }),
    /** false: an answer to a legal question with no valid citation (LLM providers); null for questions */
    verified: boolean('verified'),
    provider: text('provider'),
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.id] }),
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    index('messages_text_search_idx').using('gin', sql`to_tsvector('english', ${t.text})`),
    check('messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    check('messages_status_check', sql`${t.status} in ('complete', 'partial', 'error', 'streaming', 'interrupted')`),
  ],
);

/**
 * One row per metered action (a conversation answered, a document uploaded), kept when the thing itself
 * is deleted, so deleting does not give a month's allowance back.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resource: text('resource', { enum: ['conversations', 'uploads'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_events_user_resource_created_idx').on(t.userId, t.resource, t.createdAt)],
);
