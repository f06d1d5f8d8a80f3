import csrf from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** set `csrf: false` only on routes that authenticate otherwise (e.g. signed webhooks) */
    csrf?: boolean;
  }
}

/**
 * Double-submit CSRF protection: the secret lives in a signed HttpOnly cookie, the token travels in the
 * `CSRF-Token` header. Every modifying request is checked, including sign-in and registration, and
 * routes added later are covered without opting in.
 */
export async function registerCsrf(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'counsel_csrf',
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, signed: true },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return done();
    app.csrfProtection(request, reply, done);
  });
}
