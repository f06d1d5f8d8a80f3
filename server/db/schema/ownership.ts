/**
 * The ownership columns of every user resource (ARCHITECTURE.md): the user who owns it and, when it
 * lives in a team's workspace, that team. A function, so each table gets its own column builders.
 */
import { integer } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

export const ownership = () => ({
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** the team whose workspace holds it (deleted with it); null = the owner's personal workspace */
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
});
