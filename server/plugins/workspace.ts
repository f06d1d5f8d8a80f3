/**
 * The access policy's first half (ARCHITECTURE.md, ownership model): which workspace a request acts in.
 * `X-Team-Id` names a team the signed-in user must belong to (403 otherwise); absent, it is their
 * personal workspace. The second half is `ownedBy` in server/db/ownership-filter.ts, which every
 * repository of user resources filters by, so a resource outside the active workspace answers 404.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TEAM_HEADER, type TeamRole } from '../../common/schemas/teams';
import { AppError } from '../lib/app-error';
import { requireUser, type Actor } from './auth';
import type { SessionManager } from './session';

export const WORKSPACE_MESSAGES = {
  badHeader: `${TEAM_HEADER} must be the number of a team you belong to.`,
  notMember: 'You are not a member of this team. Switch to your personal workspace or to one of your teams.',
  notYours: 'Only the person who added this, or a team owner or admin, can change or delete it.',
} as const;

/** the caller's role in a team, or undefined when they are not in it */
export type RoleIn = (teamId: number, userId: number) => Promise<TeamRole | undefined>;

/** preHandler for routes of user resources: the user, and in `request.user.teamId` the active team or null. */
export function requireWorkspace(sessions: SessionManager, roleIn: RoleIn) {
  const signedIn = requireUser(sessions);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    // a plain link (a download) cannot send a header: GETs may name the team as `?team=`
    const fromQuery = request.method === 'GET' ? (request.query as Record<string, unknown> | undefined)?.team : undefined;
    const header = request.headers[TEAM_HEADER.toLowerCase()] ?? fromQuery;
    if (header === undefined || header === '') {
      request.user = { ...request.user!, teamId: null };
      return;
    }
    const teamId = typeof header === 'string' && /^[1-9]\d{0,9}$/.test(header) ? Number(header) : NaN;
    if (!Number.isSafeInteger(teamId) || teamId > 2_147_483_647) throw new AppError(400, 'bad_request', WORKSPACE_MESSAGES.badHeader);
    const teamRole = await roleIn(teamId, request.user!.id);
    if (!teamRole) throw new AppError(403, 'forbidden', WORKSPACE_MESSAGES.notMember);
    // a copy: the session cache keeps the user object across requests
    request.user = { ...request.user!, teamId, teamRole };
  };
}

/** Changing or deleting a resource: always in one's own workspace; in a team, for whoever added it and the team's owner and admins. */
export const mayChange = (user: Actor, resource: { ownerId: number }): boolean => resource.ownerId === user.id || user.teamRole === 'owner' || user.teamRole === 'admin';

export function assertMayChange(user: Actor, resource: { ownerId: number }): void {
  if (mayChange(user, resource)) return;
  throw new AppError(403, 'forbidden', WORKSPACE_MESSAGES.notYours);
}
