import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, otherSessionsSchema } from '../../../common/schemas/auth';
import { limitRequests, type RateLimiter } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import type { AuthService } from './auth.service';

/** tries at the current password an hour, per account: its check is a password guess like a sign-in */
export const PASSWORD_CHANGES_PER_HOUR = 10;

/** The signed-in person's own account: a new password, and their other browsers and devices. */
export function accountRoutes(app: FastifyInstance, { auth, sessions, limiter }: { auth: AuthService; sessions: SessionManager; limiter: RateLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(sessions);
  const tries = limitRequests(limiter, {
    keyOf: (request) => (request.user ? `password-change:${request.user.id}` : undefined),
    windows: () => [{ limit: PASSWORD_CHANGES_PER_HOUR, windowMs: 60 * 60_000 }],
    message: (wait) => `Too many tries at your current password. Try again in ${wait}.`,
  });

  // a new password signs out every other session: whoever knew the old one is out
  r.put('/api/account/password', { preHandler: [signedIn, tries], schema: { body: changePasswordSchema, response: { 200: otherSessionsSchema } } }, async (request) => {
    await auth.changePassword(request.user!, request.body.currentPassword, request.body.newPassword);
    return { others: await sessions.endOthers(request, request.user!.id) };
  });
  r.get('/api/account/sessions', { preHandler: signedIn, schema: { response: { 200: otherSessionsSchema } } }, async (request) => ({
    others: await sessions.countOthers(request, request.user!.id),
  }));
  r.post('/api/account/sessions/end-others', { preHandler: signedIn, schema: { response: { 200: otherSessionsSchema } } }, async (request) => ({
    others: await sessions.endOthers(request, request.user!.id),
  }));
}
