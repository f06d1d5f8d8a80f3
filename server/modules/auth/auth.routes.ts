import { addressKey } from '../../lib/client-address';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csrfTokenSchema, loginSchema, registerSchema, userSchema } from '../../../common/schemas/auth';
import { limitRequests, type RateLimiter } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import { toPublicUser, type AuthService } from './auth.service';
import { deviceOf, rememberDevice } from './device-cookie';

export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

interface Deps {
  auth: AuthService;
  sessions: SessionManager;
  /** counts sign-ups per client address */
  signups: RateLimiter;
  signupsPerHour: number;
  secureCookies: boolean;
}

export function authRoutes(app: FastifyInstance, { auth, sessions, signups, signupsPerHour, secureCookies }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/csrf-token', { schema: { response: { 200: csrfTokenSchema } } }, async (_request, reply) => ({
    csrfToken: reply.generateCsrf(),
  }));

  // every attempt counts, a refused one too: the limit is what bounds finding out which names are taken
  const signupLimit = limitRequests(signups, {
    keyOf: (request) => addressKey(request.ip),
    windows: () => [{ limit: signupsPerHour, windowMs: SIGNUP_WINDOW_MS }],
    message: (wait) => `Too many accounts have been created from your network. Please try again in ${wait}.`,
  });

  r.post('/api/register', { preHandler: signupLimit, schema: { body: registerSchema, response: { 201: userSchema } } }, async (request, reply) => {
    const user = await auth.register(request.body);
    await sessions.start(request, reply, user);
    rememberDevice(request, reply, user.id, secureCookies);
    return reply.status(201).send(toPublicUser(user));
  });

  r.post('/api/login', { schema: { body: loginSchema, response: { 200: userSchema } } }, async (request, reply) => {
    const user = await auth.login(request.body, addressKey(request.ip), deviceOf(request));
    await sessions.start(request, reply, user);
    rememberDevice(request, reply, user.id, secureCookies);
    return toPublicUser(user);
  });

  r.post('/api/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await sessions.end(request, reply);
    return reply.status(204).send(null);
  });

  r.get('/api/user', { preHandler: requireUser(sessions), schema: { response: { 200: userSchema } } }, async (request) =>
    toPublicUser(request.user!),
  );
}
