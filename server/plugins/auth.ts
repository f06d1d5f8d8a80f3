import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../common/errors';
import { AppError } from '../lib/app-error';
import type { TeamRole } from '../../common/schemas/teams';
import type { UserRow } from '../modules/auth/users.repository';
import type { SessionManager } from './session';

/** the signed-in user, acting in their personal workspace (teamId null or unset) or in a team's, with their role there */
export type Actor = UserRow & { teamId?: number | null; teamRole?: TeamRole };

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `requireUser`; present in every handler behind it. `teamId`: the active workspace, set by `requireWorkspace` */
    user: Actor | null;
  }
}

/** preHandler for signed-in routes: 401 'Authentication required' otherwise. */
export function requireUser(sessions: SessionManager) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await sessions.currentUser(request, reply);
    if (!user) throw new AppError(401, 'unauthorized', MESSAGES.authRequired);
    request.user = user;
  };
}
