/**
 * The rules of team workspaces: who may create, rename, delete and transfer a team, change roles,
 * remove members, invite by email and accept. Every change is written to the activity log in the same
 * transaction. A team the caller is not in answers 404, exactly like one that does not exist.
 */
import { INVITATION_TTL_MS, type CreatedInvitation, type Invitation, type InvitationPreview, type Team, type TeamMember, type TeamRole } from '../../../common/schemas/teams';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import type { UserRow } from '../auth/users.repository';
import type { InvitationRow, TeamsRepository } from './teams.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

interface Deps {
  repository: TeamsRepository;
  /** sends (or, with no SMTP server, records) a message; never throws for a delivery failure */
  sendMail: (message: MailMessage) => Promise<{ delivered: boolean }>;
  /** the app's address, for links in mail */
  appUrl: string;
  /** the stored files of a team's documents: their rows go with the team, the files are removed after */
  teamFiles: { keys(teamId: number): Promise<string[]>; remove(key: string): Promise<void> };
  log: { warn(obj: object, msg: string): void };
  now: () => Date;
}

export const TEAM_MESSAGES = {
  notFound: 'This team does not exist, or you are not a member of it.',
  premium: 'Team collaboration is part of Premium. Upgrade to Premium to create or join a team.',
  managersOnly: 'Only the team’s owner or an admin can do this.',
  ownerOnly: 'Only the team’s owner can do this.',
  ownerRole: 'The owner’s role changes only by transferring ownership.',
  ownerRemoval: 'The owner cannot be removed. Transfer ownership to another member first.',
  adminRemoval: 'Only the owner can remove an admin.',
  adminRole: 'Only the owner can change another admin’s role.',
  removeSelf: 'To leave the team, use Leave team.',
  lastOwner: 'You own this team. Transfer ownership to another member before you leave, or delete the team.',
  notMember: 'That person is not a member of this team.',
  transferSelf: 'You already own this team. Choose another member.',
  alreadyMember: 'That person is already a member of this team.',
  invitationNotFound: 'This invitation link is not valid.',
  invitationUsed: 'This invitation has already been used.',
  invitationRevoked: 'This invitation was withdrawn. Ask the team for a new one.',
  invitationExpired: 'This invitation has expired. Ask the team for a new one.',
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with the account that uses that address to accept it.`,
  invitationGone: 'This invitation was already accepted, withdrawn or has expired.',
} as const;


function statusOf(invitation: InvitationRow, now: Date): Invitation['status'] {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

const teamView = (t: { id: number; name: string; ownerId: number; createdAt: Date; role: TeamRole; memberCount: number }): Team => ({ ...t, createdAt: t.createdAt.toISOString() });

export function createTeamsService({ repository, sendMail, appUrl: givenUrl, teamFiles, log: logger, now }: Deps) {
  const appUrl = givenUrl.replace(/\/+$/, '');
  async function membershipOf(user: UserRow, teamId: number, tx?: Db) {
    const membership = await repository.membership(teamId, user.id, tx);
    if (!membership) throw new AppError(404, 'not_found', TEAM_MESSAGES.notFound);
    return membership;
  }

  async function managedBy(user: UserRow, teamId: number, tx?: Db) {
    const membership = await membershipOf(user, teamId, tx);
    if (membership.role === 'member') throw new AppError(403, 'forbidden', TEAM_MESSAGES.managersOnly);
    return membership;
  }

  async function ownedBy(user: UserRow, teamId: number, tx?: Db) {
    const membership = await membershipOf(user, teamId, tx);
    if (membership.role !== 'owner') throw new AppError(403, 'forbidden', TEAM_MESSAGES.ownerOnly);
    return membership;
  }

  function needPremium(user: UserRow): void {
    if (user.plan !== 'premium') throw new AppError(402, 'plan_limit', TEAM_MESSAGES.premium);
  }

  const log = (tx: Db, actor: UserRow, teamId: number | null, verb: string, subjectType: string, subjectId: number | null, detail: Record<string, unknown> = {}) =>
    repository.record(tx, { actorId: actor.id, teamId, verb, subjectType, subjectId, detail, at: now() });

  return {
    /** the caller's role in a team, or 404: the access policy's check of `X-Team-Id` */
    async roleIn(user: UserRow, teamId: number): Promise<TeamRole | undefined> {
      return (await repository.membership(teamId, user.id))?.role;
    },

    async list(user: UserRow): Promise<Team[]> {
      return (await repository.teamsOf(user.id)).map(teamView);
    },

    async get(user: UserRow, teamId: number): Promise<Team> {
      return teamView(await membershipOf(user, teamId));
    },

    async create(user: UserRow, name: string): Promise<Team> {
      needPremium(user);
      return repository.transaction(async (tx) => {
        const team = await repository.insertTeam(tx, name, user.id, now());
        await log(tx, user, team.id, 'team.created', 'team', team.id, { name });
        return teamView({ ...team, role: 'owner', memberCount: 1 });
      });
    },

    async rename(user: UserRow, teamId: number, name: string): Promise<Team> {
      const before = await managedBy(user, teamId);
      await repository.transaction(async (tx) => {
        await repository.rename(tx, teamId, name);
        await log(tx, user, teamId, 'team.renamed', 'team', teamId, { from: before.name, to: name });
      });
      return teamView({ ...before, name });
    },

    async remove(user: UserRow, teamId: number): Promise<void> {
      await ownedBy(user, teamId);
      const files = await teamFiles.keys(teamId);
      // the team's workspace (its documents, conversations, invitations and log) goes with it
      await repository.transaction((tx) => repository.deleteTeam(tx, teamId));
      for (const key of files) {
        await teamFiles.remove(key).catch((err: unknown) => logger.warn({ err, key, teamId }, 'a deleted team’s file could not be removed'));
      }
    },

    async members(user: UserRow, teamId: number): Promise<TeamMember[]> {
      await membershipOf(user, teamId);
      return (await repository.members(teamId)).map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() }));
    },

    async changeRole(user: UserRow, teamId: number, userId: number, role: Exclude<TeamRole, 'owner'>): Promise<void> {
      const me = await managedBy(user, teamId);
      const target = await repository.membership(teamId, userId);
      if (!target) throw new AppError(404, 'not_found', TEAM_MESSAGES.notMember);
      if (target.role === 'owner') throw new AppError(400, 'bad_request', TEAM_MESSAGES.ownerRole);
      // demoting an admin is a step towards removing one: the owner's alone
      if (target.role === 'admin' && userId !== user.id && me.role !== 'owner') throw new AppError(403, 'forbidden', TEAM_MESSAGES.adminRole);
      await repository.transaction(async (tx) => {
        await repository.setRole(tx, teamId, userId, role);
        await log(tx, user, teamId, 'member.role_changed', 'user', userId, { from: target.role, to: role });
      });
    },

    async removeMember(user: UserRow, teamId: number, userId: number): Promise<void> {
      const me = await managedBy(user, teamId);
      if (userId === user.id) throw new AppError(400, 'bad_request', TEAM_MESSAGES.removeSelf);
      const target = await repository.membership(teamId, userId);
      if (!target) throw new AppError(404, 'not_found', TEAM_MESSAGES.notMember);
      if (target.role === 'owner') throw new AppError(400, 'bad_request', TEAM_MESSAGES.ownerRemoval);
      if (target.role === 'admin' && me.role !== 'owner') throw new AppError(403, 'forbidden', TEAM_MESSAGES.adminRemoval);
      await repository.transaction(async (tx) => {
        await repository.removeMember(tx, teamId, userId);
        await log(tx, user, teamId, 'member.removed', 'user', userId);
      });
    },

    async leave(user: UserRow, teamId: number): Promise<void> {
      const me = await membershipOf(user, teamId);
      if (me.role === 'owner') throw new AppError(409, 'conflict', TEAM_MESSAGES.lastOwner);
      await repository.transaction(async (tx) => {
        await repository.removeMember(tx, teamId, user.id);
        await log(tx, user, teamId, 'member.left', 'user', user.id);
      });
    },

    async transfer(user: UserRow, teamId: number, userId: number): Promise<void> {
      await repository.transaction(async (tx) => {
        await ownedBy(user, teamId, tx);
        if (userId === user.id) throw new AppError(400, 'bad_request', TEAM_MESSAGES.transferSelf);
        if (!(await repository.membership(teamId, userId, tx))) throw new AppError(404, 'not_found', TEAM_MESSAGES.notMember);
        await repository.setRole(tx, teamId, userId, 'owner');
        await repository.setRole(tx, teamId, user.id, 'admin');
        await repository.setOwner(tx, teamId, userId);
        await log(tx, user, teamId, 'team.transferred', 'user', userId);
      });
    },

    /** Invites an email address (replacing any invitation still pending for it) and mails the link. */
    async invite(user: UserRow, teamId: number, email: string, role: Exclude<TeamRole, 'owner'>): Promise<CreatedInvitation> {
      const team = await managedBy(user, teamId);
      if (await repository.isMemberByEmail(teamId, email)) throw new AppError(409, 'conflict', TEAM_MESSAGES.alreadyMember);
      const token = newSecretToken();
      const at = now();
      const invitation = await repository.transaction(async (tx) => {
        await repository.revokePending(tx, teamId, email, at);
        const row = await repository.insertInvitation(tx, { teamId, email, role, tokenHash: hashToken(token), invitedBy: user.id, createdAt: at, expiresAt: new Date(at.getTime() + INVITATION_TTL_MS) });
        await log(tx, user, teamId, 'invitation.sent', 'invitation', row.id, { email, role });
        return row;
      });
      const link = `${appUrl}/invitations/${token}`;
      const { delivered } = await sendMail({
        to: email,
        subject: `${user.username} invited you to ${team.name} on Counsel`,
        text: [
          `${user.username} invited you to join the team “${team.name}” on Counsel as ${role === 'admin' ? 'an admin' : 'a member'}.`,
          '',
          `Accept the invitation: ${link}`,
          '',
          `The link works once, for the account that uses ${email}, until ${invitation.expiresAt.toUTCString()}.`,
          'If you did not expect this, you can ignore this message.',
        ].join('\n'),
      });
      const made: CreatedInvitation = { id: invitation.id, email, role, invitedBy: user.username, createdAt: invitation.createdAt.toISOString(), expiresAt: invitation.expiresAt.toISOString(), status: 'pending' };
      // not mailed: the one who invited may see the link, so they send it
      return delivered ? made : { ...made, link };
    },

    async invitations(user: UserRow, teamId: number): Promise<Invitation[]> {
      await managedBy(user, teamId);
      const at = now();
      return (await repository.invitations(teamId)).map(({ invitation: i, invitedBy }) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        invitedBy,
        createdAt: i.createdAt.toISOString(),
        expiresAt: i.expiresAt.toISOString(),
        status: statusOf(i, at),
      }));
    },

    async revokeInvitation(user: UserRow, teamId: number, invitationId: number): Promise<void> {
      await managedBy(user, teamId);
      const invitation = await repository.invitation(teamId, invitationId);
      if (!invitation) throw new AppError(404, 'not_found', TEAM_MESSAGES.invitationNotFound);
      if (statusOf(invitation, now()) !== 'pending') throw new AppError(409, 'conflict', TEAM_MESSAGES.invitationGone);
      await repository.transaction(async (tx) => {
        await repository.revoke(tx, invitationId, now());
        await log(tx, user, teamId, 'invitation.revoked', 'invitation', invitationId, { email: invitation.email });
      });
    },

    /** Who invites whom to what: shown to anyone holding the link, signed in or not. */
    async preview(token: string): Promise<InvitationPreview> {
      const found = await repository.invitationByToken(hashToken(token));
      if (!found) throw new AppError(404, 'not_found', TEAM_MESSAGES.invitationNotFound);
      const { invitation: i, teamName, invitedBy } = found;
      return { teamName, invitedBy, email: i.email, role: i.role, expiresAt: i.expiresAt.toISOString(), status: statusOf(i, now()) };
    },

    async accept(user: UserRow, token: string): Promise<Team> {
      return repository.transaction(async (tx) => {
        const found = await repository.invitationByToken(hashToken(token), tx);
        if (!found) throw new AppError(404, 'not_found', TEAM_MESSAGES.invitationNotFound);
        const { invitation } = found;
        const status = statusOf(invitation, now());
        if (status === 'accepted') throw new AppError(409, 'conflict', TEAM_MESSAGES.invitationUsed);
        if (status === 'revoked') throw new AppError(410, 'conflict', TEAM_MESSAGES.invitationRevoked);
        if (status === 'expired') throw new AppError(410, 'conflict', TEAM_MESSAGES.invitationExpired);
        if (user.email.toLowerCase() !== invitation.email) throw new AppError(403, 'forbidden', TEAM_MESSAGES.wrongAccount(invitation.email));
        needPremium(user);
        if (await repository.membership(invitation.teamId, user.id, tx)) throw new AppError(409, 'conflict', TEAM_MESSAGES.alreadyMember);
        await repository.addMember(tx, invitation.teamId, user.id, invitation.role, now());
        await repository.markAccepted(tx, invitation.id, user.id, now());
        await log(tx, user, invitation.teamId, 'invitation.accepted', 'invitation', invitation.id, { role: invitation.role });
        return teamView((await repository.membership(invitation.teamId, user.id, tx))!);
      });
    },
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;
