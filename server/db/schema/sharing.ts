/**
 * Sharing a document with people (by account, or by an invitation mailed to an address) and by link.
 * By link: each link has a name ("for my landlord"), an unguessable token kept only
 * as its SHA-256 (as invitations are), what it allows, an optional expiry and password (argon2), and
 * is revoked rather than deleted, so its access log stays readable.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShareRole } from '../../../common/schemas/document-access';
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

/**
 * A document shared with a named account (decision 0018): what they may do with it, wherever they work.
 * One row per person and document; their role is changed in place.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ShareRole>().notNull(),
    /** who shared it; null once their account is gone */
    sharedBy: integer('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_shares_document_user_idx').on(t.documentId, t.userId),
    index('document_shares_user_idx').on(t.userId, t.createdAt),
    check('document_shares_role_check', sql`${t.role} in ('viewer', 'commenter', 'editor')`),
  ],
);

/**
 * An invitation by email to a document: the mail carries a token (kept only as its SHA-256), which the
 * account using that address accepts to become a `document_shares` row. Addresses are not verified, so
 * the address alone never grants anything: the token proves the inbox.
 */
export const documentInvitations = pgTable(
  'document_invitations',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** lower-cased */
    email: text('email').notNull(),
    role: text('role').$type<ShareRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('document_invitations_document_idx').on(t.documentId, t.createdAt), check('document_invitations_role_check', sql`${t.role} in ('viewer', 'commenter', 'editor')`)],
);
