/** Matters: the case file of one legal problem or client engagement. Ownership: owner_id + team_id. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MatterPriority, MatterStatus, PracticeArea } from '../../../common/schemas/matters';
import { ownership } from './ownership';
import { users } from './users';

export const matters = pgTable(
  'matters',
  {
    id: serial('id').primaryKey(),
    ...ownership(),
    /** "M-2026-0001": per workspace and year, in order of opening */
    number: text('number').notNull(),
    title: text('title').notNull(),
    clientName: text('client_name'),
    clientContact: text('client_contact'),
    practiceArea: text('practice_area').$type<PracticeArea>(),
    status: text('status').$type<MatterStatus>().notNull().default('open'),
    priority: text('priority').$type<MatterPriority>().notNull().default('normal'),
    /** Markdown */
    description: text('description'),
    openedOn: date('opened_on').notNull(),
    closedOn: date('closed_on'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    responsibleUserId: integer('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matters_personal_number_idx').on(t.ownerId, t.number).where(sql`${t.teamId} is null`),
    uniqueIndex('matters_team_number_idx').on(t.teamId, t.number).where(sql`${t.teamId} is not null`),
    index('matters_owner_updated_idx').on(t.ownerId, t.updatedAt.desc(), t.id.desc()),
    index('matters_team_updated_idx').on(t.teamId, t.updatedAt.desc(), t.id.desc()),
    check('matters_status_check', sql`${t.status} in ('open', 'pending', 'closed')`),
    check('matters_priority_check', sql`${t.priority} in ('low', 'normal', 'high')`),
  ],
);
