/**
 * Editing: the versions of a document edited in the app. Each save that changes something updates
 * the newest unnamed version of the same person while they keep typing (one version per
 * VERSION_WINDOW_MS), or adds a new one; a version saved with a name is never written over.
 * The document's `revision` (documents.ts) counts saves, so a save made from an older revision is a
 * conflict, never a silent overwrite.
 */
import type { JSONContent } from '@tiptap/core';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { users } from './users';

export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the document; 1 is what was imported (the upload or the drafted document) */
    number: integer('number').notNull(),
    /** "Sent to the landlord"; null for a version kept while typing */
    name: text('name'),
    /** the editor's document (ProseMirror JSON, checked against common/editing/extensions.ts) */
    content: jsonb('content').$type<JSONContent>().notNull(),
    /** its plain text (common/editing/blocks.ts documentText) */
    text: text('text').notNull(),
    /** who saved it last; null once their account is gone */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** the document's revision this version holds */
    revision: integer('revision').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('document_versions_number_key').on(t.documentId, t.number), index('document_versions_author_idx').on(t.authorId)],
);

/**
 * Comments on an edited document: a thread (a comment on a range of its text) and its replies. A
 * thread's range is in the newest version's anchor text (common/editing/anchors.ts) and is carried
 * through every save; `quote` keeps the words it was on, shown when they are deleted (detached).
 */
export const documentComments = pgTable(
  'document_comments',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** the thread a reply belongs to; null for the comment that starts a thread */
    threadId: integer('thread_id').references((): AnyPgColumn => documentComments.id, { onDelete: 'cascade' }),
    /** null once their account is gone, and for a share link's visitor */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** the name a share link's visitor gave (they have no account) */
    guestName: text('guest_name'),
    body: text('body').notNull(),
    /** a thread's range of anchor text (null for a reply, or once every word of it was deleted) */
    anchorStart: integer('anchor_start'),
    anchorEnd: integer('anchor_end'),
    quote: text('quote'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_comments_document_idx').on(t.documentId, t.createdAt),
    index('document_comments_thread_idx').on(t.threadId),
    index('document_comments_author_idx').on(t.authorId),
    index('document_comments_resolver_idx').on(t.resolvedBy),
  ],
);
