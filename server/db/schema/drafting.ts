/**
 * Drafting: a template's answers being filled in (a draft, saved as the person types, resumable),
 * and saved answers reused across templates (my name and address, my landlord). Ownership: owner_id
 * + team_id, like every user resource.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Answers, Party } from '../../../common/templates/definition';
import { documents } from './documents';
import { matters } from './matters';
import { ownership } from './ownership';

export const drafts = pgTable(
  'drafts',
  {
    id: serial('id').primaryKey(),
    ...ownership(),
    /** the template's id in content/templates */
    templateId: text('template_id').notNull(),
    title: text('title').notNull(),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    /** sections reworded by the person (a clause alternative or an AI rewrite they accepted): section id → Markdown */
    overrides: jsonb('overrides').$type<Record<string, string>>().notNull().default({}),
    /** the interview page the person was on, to resume there */
    page: integer('page').notNull().default(0),
    /** the matter the generated document is filed in, if any */
    matterId: integer('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    /** the document generated from it (regenerating replaces that document's text and file) */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drafts_owner_updated_idx').on(t.ownerId, t.updatedAt.desc()), index('drafts_team_updated_idx').on(t.teamId, t.updatedAt.desc()), check('drafts_page_check', sql`${t.page} between 0 and 50`)],
);

export const answerSets = pgTable(
  'answer_sets',
  {
    id: serial('id').primaryKey(),
    ...ownership(),
    /** what the person calls it: "Me", "My landlord" */
    name: text('name').notNull(),
    /** a party: name and address (the one kind of saved answer so far) */
    value: jsonb('value').$type<Party>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('answer_sets_owner_idx').on(t.ownerId, t.name), index('answer_sets_team_idx').on(t.teamId, t.name)],
);
