/**
 * The access policy's first half (ARCHITECTURE.md, ownership model): which workspace a request acts in.
 * `X-Team-Id` names a team the signed-in user must belong to (403 otherwise); absent, it is their
 * personal workspace. The second half is `ownedBy` in server/db/ownership-filter.ts, which every
 * repository of user resources filters by, so a resource outside the active workspace answers 404.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TEAM_HEADER } from '../../common/schemas/teams';
import { AppError } from '../lib/app-error';
import { requireUser } from './auth';
import type { SessionManager } from './session';

export const WORKSPACE_MESSAGES = {
  badHeader: `${TEAM_HEADER} must be the number of a team you belong to.`,
  notMember: 'You are not a member of this team. Switch to your personal workspace or to one of your teams.',
} as const;

/** preHandler for routes of user resources: the user, and in `request.user.teamId` the active team or null. */
export type IsMember = (teamId: number, userId: number) => Promise<boolean>;

export function requireWorkspace(sessions: SessionManager, isMember: IsMember) {
  const signedIn = requireUser(sessions);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    const header = request.headers[TEAM_HEADER.toLowerCase()];
    if (header === undefined || header === '') {
      request.user = { ...request.user!, teamId: null };
      return;
    }
    const teamId = typeof header === 'string' && /^[1-9]\d{0,9}$/.test(header) ? Number(header) : NaN;
    if (!Number.isSafeInteger(teamId) || teamId > 2_147_483_647) throw new AppError(400, 'bad_request', WORKSPACE_MESSAGES.badHeader);
    if (!(await isMember(teamId, request.user!.id))) throw new AppError(403, 'forbidden', WORKSPACE_MESSAGES.notMember);
    // a copy: the session cache keeps the user object across requests
    request.user = { ...request.user!, teamId };
  };
}
