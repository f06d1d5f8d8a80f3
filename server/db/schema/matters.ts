/** Matters: the case file of one legal problem or client engagement. Ownership: owner_id + team_id. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DEADLINE_KINDS, MatterPriority, MatterStatus, PracticeArea } from '../../../common/schemas/matters';
import { ownership } from './ownership';
import { users } from './users';

type DeadlineKind = (typeof DEADLINE_KINDS)[number];

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

export const matterTasks = pgTable(
  'matter_tasks',
  {
    id: serial('id').primaryKey(),
    matterId: integer('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueOn: date('due_on'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('matter_tasks_matter_idx').on(t.matterId), index('matter_tasks_assignee_idx').on(t.assigneeId).where(sql`${t.doneAt} is null`)],
);

export const matterDeadlines = pgTable(
  'matter_deadlines',
  {
    id: serial('id').primaryKey(),
    matterId: integer('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date').notNull(),
    /** "HH:MM" or null for an all-day deadline */
    time: text('time'),
    kind: text('kind').$type<DeadlineKind>().notNull().default('other'),
    reminderMinutes: integer('reminder_minutes'),
    /** when it was marked met (filed, attended, answered); a passed deadline not marked is overdue */
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matter_deadlines_matter_date_idx').on(t.matterId, t.date),
    index('matter_deadlines_date_idx').on(t.date),
    check('matter_deadlines_kind_check', sql`${t.kind} in ('court_date', 'filing_deadline', 'response_due', 'limitation_period', 'other')`),
  ],
);

export const matterNotes = pgTable(
  'matter_notes',
  {
    id: serial('id').primaryKey(),
    matterId: integer('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('matter_notes_matter_idx').on(t.matterId, t.createdAt.desc())],
);

/** A user's private calendar feed of every deadline they can see: its secret link, stored only as a hash. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);
