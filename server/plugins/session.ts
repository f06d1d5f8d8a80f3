/**
 * Server-side sessions: the cookie holds a random 256-bit token; the database holds its SHA-256 and the
 * expiry. Expiry rolls forward (30 days from the last visit), written at most once a day per session so
 * that reading the current user stays one indexed query.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { SessionsRepository } from '../modules/auth/sessions.repository';
import type { UserRow } from '../modules/auth/users.repository';

export const SESSION_COOKIE = 'counsel_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionManager(repo: SessionsRepository, config: Pick<Config, 'secureCookies'>, now = () => new Date()) {
  const loaded = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: SESSION_TTL_MS / 1000,
    });

  async function load(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const id = hashToken(token);
    const at = now();
    const found = await repo.findUser(id, at);
    if (!found) return null;
    if (found.expiresAt.getTime() - at.getTime() < SESSION_TTL_MS - EXTEND_AFTER_MS) {
      await repo.extend(id, new Date(at.getTime() + SESSION_TTL_MS));
      setCookie(reply, token);
    }
    return found.user;
  }

  return {
    /** the signed-in user of this request, or null; loaded once per request */
    currentUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
      let user = loaded.get(request);
      if (!user) loaded.set(request, (user = load(request, reply)));
      return user;
    },

    /** starts a fresh session (a new id every sign-in), ending any session the request carried */
    async start(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> {
      await this.end(request, reply);
      const token = randomBytes(32).toString('base64url');
      await repo.insert(hashToken(token), user.id, new Date(now().getTime() + SESSION_TTL_MS));
      setCookie(reply, token);
      loaded.set(request, Promise.resolve(user));
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await repo.delete(hashToken(token));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      loaded.set(request, Promise.resolve(null));
    },
  };
}
export type SessionManager = ReturnType<typeof createSessionManager>;
