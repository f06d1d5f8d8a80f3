/**
 * Server-side sessions: the cookie holds a random 256-bit token; the database holds its SHA-256, when it
 * began and the expiry. Expiry rolls forward (30 days from the last visit), written at most once a day per
 * session so that reading the current user stays one indexed query, but never past 90 days from sign-in:
 * a stolen cookie used every day still stops working then, and everyone signs in again at least that often.
 *
 * On the embedded database — one process by construction, see db/lock.ts — lookups are also cached for a
 * few seconds (a PGlite query costs ~0.4 ms of the single thread). Every session write goes through this
 * manager and updates the cache, so a logout takes effect at once. PostgreSQL deployments run several
 * instances and get no cache: each request asks the database.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { SessionsRepository } from '../modules/auth/sessions.repository';
import type { UserRow } from '../modules/auth/users.repository';
import { hashToken, newSecretToken } from '../lib/secret-token';

export const SESSION_COOKIE = 'counsel_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** the absolute lifetime: however often it is used, a session ends this long after sign-in */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;


export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

export function createSessionManager(
  repo: SessionsRepository,
  config: Pick<Config, 'secureCookies'>,
  now = () => new Date(),
  cacheOptions?: SessionCacheOptions,
) {
  const loaded = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
  const cache = cacheOptions && new SessionCache(cacheOptions);

  /** the cookie lasts as long as the session: 30 days, or what is left of the 90 near the end */
  const setCookie = (reply: FastifyReply, token: string, lifetimeMs: number) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: Math.floor(lifetimeMs / 1000),
    });

  async function load(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const id = hashToken(token);
    const at = now();
    const found = cache?.get(id, at) ?? (await repo.findUser(id, at));
    if (!found) return null;
    const end = found.createdAt.getTime() + SESSION_MAX_AGE_MS;
    if (end <= at.getTime()) {
      // past its absolute lifetime (a session from before the limit can still have a later expiry)
      cache?.delete(id);
      await repo.delete(id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return null;
    }
    // roll forward at most once a day, and land exactly on the end once the 30 days would pass it
    const expiry = Math.min(at.getTime() + SESSION_TTL_MS, end);
    if (expiry - found.expiresAt.getTime() > EXTEND_AFTER_MS || (expiry === end && found.expiresAt.getTime() !== end)) {
      found.expiresAt = new Date(expiry);
      await repo.extend(id, found.expiresAt);
      setCookie(reply, token, expiry - at.getTime());
    }
    cache?.set(id, found, at);
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
      const token = newSecretToken();
      const at = now();
      await repo.insert(hashToken(token), user.id, at, new Date(at.getTime() + SESSION_TTL_MS));
      setCookie(reply, token, SESSION_TTL_MS);
      loaded.set(request, Promise.resolve(user));
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        cache?.delete(hashToken(token));
        await repo.delete(hashToken(token));
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      loaded.set(request, Promise.resolve(null));
    },

    /** Ends every session of the user, everywhere (their password was reset). */
    async endAll(userId: number): Promise<void> {
      for (const id of await repo.deleteAllOf(userId)) cache?.delete(id);
    },

    /** How many other live sessions the request's user has (other browsers and devices). */
    async countOthers(request: FastifyRequest, userId: number): Promise<number> {
      const token = request.cookies[SESSION_COOKIE];
      return token ? repo.countOthers(userId, hashToken(token), now()) : 0;
    },

    /** Ends every session of the request's user but the request's own; how many ended. */
    async endOthers(request: FastifyRequest, userId: number): Promise<number> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return 0;
      const ended = await repo.deleteOthersOf(userId, hashToken(token));
      for (const id of ended) cache?.delete(id);
      return ended.length;
    },
  };
}
export type SessionManager = ReturnType<typeof createSessionManager>;

interface CachedSession {
  user: UserRow;
  createdAt: Date;
  /** never after createdAt + SESSION_MAX_AGE_MS once loaded, so the cache also ends a session on time */
  expiresAt: Date;
}

/** A small time-bounded map (oldest entries go first when full); only for the single-process embedded database. */
class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; until: number }>();
  constructor(private readonly options: SessionCacheOptions) {}

  get(id: string, at: Date): CachedSession | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.until <= at.getTime() || entry.session.expiresAt <= at) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.session;
  }

  set(id: string, session: CachedSession, at: Date): void {
    if (this.entries.has(id)) return;
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { session, until: at.getTime() + this.options.ttlMs });
  }

  delete(id: string): void {
    this.entries.delete(id);
  }
}
