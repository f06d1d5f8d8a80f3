/**
 * Team workspaces: a team, its members with their roles, invitations to join it, the activity log of
 * who did what (teams, and later matters and documents), and the outbox of mail the server sent or would
 * have sent.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TeamRole } from '../../../common/schemas/teams';
import { users } from './users';

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** the one owner; also a member with role `owner` */
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
    check('team_members_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** lower-cased */
    email: text('email').notNull(),
    role: text('role').$type<Exclude<TeamRole, 'owner'>>().notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_idx').on(t.tokenHash),
    index('team_invitations_team_idx').on(t.teamId, t.createdAt.desc()),
    check('team_invitations_role_check', sql`${t.role} in ('admin', 'member')`),
  ],
);

/** Who did what, where: a team's log, or a person's own (team null). Written by every feature that changes shared things. */
export const activity = pgTable(
  'activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** for personal activity: whose workspace */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** "team.created", "member.removed", "invitation.sent", … */
    verb: text('verb').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_team_at_idx').on(t.teamId, t.at.desc()), index('activity_subject_idx').on(t.subjectType, t.subjectId, t.at.desc())],
);

/** Every message the mailer sends, and with no SMTP server configured the only copy, so an operator can pass the link on. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** when SMTP accepted it; null when no SMTP server is configured or sending failed */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt.desc())],
);
