/**
 * Sharing a document by link: each link has a name ("for my landlord"), an unguessable token kept only
 * as its SHA-256 (as invitations are), what it allows, an optional expiry and password (argon2), and
 * is revoked rather than deleted, so its access log stays readable.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { users } from './users';

export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** who made it; null once their account is gone (the link stays until revoked or the document goes) */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'view': the document; 'comment': the document and its comments */
    access: text('access').$type<'view' | 'comment'>().notNull(),
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_links_document_idx').on(t.documentId, t.createdAt), index('share_links_creator_idx').on(t.createdBy), check('share_links_access_check', sql`${t.access} in ('view', 'comment')`)],
);

/** Each time a link was opened: when (the access log its document's owner sees). */
export const shareVisits = pgTable(
  'share_visits',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_visits_link_idx').on(t.linkId, t.at)],
);
