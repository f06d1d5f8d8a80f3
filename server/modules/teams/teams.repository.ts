import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../common/schemas/teams';
import type { Db } from '../../db/client';
import { recordActivity } from '../../db/activity';
import { teamInvitations, teamMembers, teams, users } from '../../db/schema';

export type TeamRow = typeof teams.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;

export function createTeamsRepository(db: Db) {
  const memberCount = sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`;
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async insertTeam(tx: Db, name: string, ownerId: number, at: Date): Promise<TeamRow> {
      const [team] = await tx.insert(teams).values({ name, ownerId, createdAt: at }).returning();
      await tx.insert(teamMembers).values({ teamId: team!.id, userId: ownerId, role: 'owner', joinedAt: at });
      return team!;
    },

    /** the teams a user belongs to, with their role and the head count */
    async teamsOf(userId: number) {
      return db
        .select({ id: teams.id, name: teams.name, ownerId: teams.ownerId, createdAt: teams.createdAt, role: teamMembers.role, memberCount })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
    },

    /** the team as one member sees it, or undefined when they are not a member */
    async membership(teamId: number, userId: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: teams.id, name: teams.name, ownerId: teams.ownerId, createdAt: teams.createdAt, role: teamMembers.role, memberCount })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .limit(1);
      return row;
    },

    async rename(tx: Db, teamId: number, name: string): Promise<void> {
      await tx.update(teams).set({ name }).where(eq(teams.id, teamId));
    },

    async deleteTeam(tx: Db, teamId: number): Promise<void> {
      await tx.delete(teams).where(eq(teams.id, teamId));
    },

    async members(teamId: number) {
      return db
        .select({ userId: users.id, username: users.username, email: users.email, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(sql`lower(${users.username})`));
    },

    async addMember(tx: Db, teamId: number, userId: number, role: TeamRole, at: Date): Promise<void> {
      await tx.insert(teamMembers).values({ teamId, userId, role, joinedAt: at });
    },

    async setRole(tx: Db, teamId: number, userId: number, role: TeamRole): Promise<void> {
      await tx.update(teamMembers).set({ role }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    },

    async setOwner(tx: Db, teamId: number, ownerId: number): Promise<void> {
      await tx.update(teams).set({ ownerId }).where(eq(teams.id, teamId));
    },

    async removeMember(tx: Db, teamId: number, userId: number): Promise<void> {
      await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    },

    async ownerCount(tx: Db, teamId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
      return row?.n ?? 0;
    },

    async insertInvitation(tx: Db, values: typeof teamInvitations.$inferInsert): Promise<InvitationRow> {
      const [row] = await tx.insert(teamInvitations).values(values).returning();
      return row!;
    },

    /** invitations of a team, newest first, with the inviter's name */
    async invitations(teamId: number) {
      return db
        .select({ invitation: teamInvitations, invitedBy: users.username })
        .from(teamInvitations)
        .innerJoin(users, eq(users.id, teamInvitations.invitedBy))
        .where(eq(teamInvitations.teamId, teamId))
        .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
    },

    async invitation(teamId: number, invitationId: number): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, invitationId)))
        .limit(1);
      return row;
    },

    /** an invitation by the hash of its token, with its team's name and the inviter's, locked in a transaction */
    async invitationByToken(tokenHash: string, tx: Db = db) {
      const [row] = await tx
        .select({ invitation: teamInvitations, teamName: teams.name, invitedBy: users.username })
        .from(teamInvitations)
        .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
        .innerJoin(users, eq(users.id, teamInvitations.invitedBy))
        .where(eq(teamInvitations.tokenHash, tokenHash))
        .limit(1)
        .for('update', { of: teamInvitations });
      return row;
    },

    async revokePending(tx: Db, teamId: number, email: string, at: Date): Promise<void> {
      await tx
        .update(teamInvitations)
        .set({ revokedAt: at })
        .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.email, email), sql`${teamInvitations.acceptedAt} is null and ${teamInvitations.revokedAt} is null`));
    },

    async revoke(tx: Db, invitationId: number, at: Date): Promise<void> {
      await tx.update(teamInvitations).set({ revokedAt: at }).where(eq(teamInvitations.id, invitationId));
    },

    async markAccepted(tx: Db, invitationId: number, userId: number, at: Date): Promise<void> {
      await tx.update(teamInvitations).set({ acceptedAt: at, acceptedBy: userId }).where(eq(teamInvitations.id, invitationId));
    },

    async isMemberByEmail(teamId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), eq(sql`lower(${users.email})`, email)));
      return (row?.n ?? 0) > 0;
    },

    record: recordActivity,
  };
}
export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
