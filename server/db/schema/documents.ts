/** Uploaded documents: the file (in file storage), its text and its analysis. Ownership: owner_id + team_id. */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DocumentAnalysis, DocumentKind, DocumentStatus, PageSpan } from '../../../common/schemas/documents';
import { matters } from './matters';
import { ownership } from './ownership';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    ...ownership(),
    /** the matter it belongs to, if any (one at most) */
    matterId: integer('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** the name it was uploaded under, for downloads */
    fileName: text('file_name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('queued'),
    /** 0–100 while it is read and analysed */
    progress: integer('progress').notNull().default(0),
    /** why it failed, in words for the person who uploaded it */
    error: text('error'),
    /** how many times reading it has started; a job that keeps dying is failed, not retried forever */
    attempts: integer('attempts').notNull().default(0),
    /** until when the instance working on it holds it; after that another may take it over */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** when an instance last took it on: the owner whose latest claim is oldest is served next (a fair queue) */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    text: text('text'),
    pages: jsonb('pages').$type<PageSpan[]>(),
    analysis: jsonb('analysis').$type<DocumentAnalysis>(),
    /** the drafting template it was generated from (content/templates), or null for an upload */
    templateId: text('template_id'),
    /** saves made in the editor (0: never opened in it); a save must name the revision it started from */
    revision: integer('revision').notNull().default(0),
    /** the revision whose text was last sent to be read and analysed (null: the file as uploaded) */
    analysedRevision: integer('analysed_revision'),
    /**
     * The words of the title and text for search, computed when either changes (documentSearchVector),
     * not an index expression: that would be recomputed on every status update, stalling the server.
     */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_owner_updated_idx').on(t.ownerId, t.updatedAt.desc(), t.id.desc()),
    index('documents_pending_idx').on(t.status, t.updatedAt).where(sql`${t.status} in ('queued', 'extracting', 'analyzing')`),
    index('documents_search_idx').using('gin', t.searchVector),
    // the queue asks each waiting owner when it was last served
    index('documents_owner_claimed_idx').on(t.ownerId, t.claimedAt),
    check('documents_kind_check', sql`${t.kind} in ('pdf', 'docx', 'txt')`),
    check('documents_status_check', sql`${t.status} in ('queued', 'extracting', 'analyzing', 'complete', 'failed')`),
    check('documents_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** The search words of a title and a text (its first SEARCHED_CHARS characters). */
export const SEARCHED_CHARS = 100_000;
export const documentSearchVector = (title: unknown, body: unknown = sql`''`) => sql`to_tsvector('english', ${title}::text || ' ' || left(coalesce(${body}::text, ''), ${sql.raw(String(SEARCHED_CHARS))}))`;
