import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csrfTokenSchema, loginSchema, registerSchema, userSchema } from '../../../common/schemas/auth';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import { toPublicUser, type AuthService } from './auth.service';

export function authRoutes(app: FastifyInstance, { auth, sessions }: { auth: AuthService; sessions: SessionManager }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/csrf-token', { schema: { response: { 200: csrfTokenSchema } } }, async (_request, reply) => ({
    csrfToken: reply.generateCsrf(),
  }));

  r.post('/api/register', { schema: { body: registerSchema, response: { 201: userSchema } } }, async (request, reply) => {
    const user = await auth.register(request.body);
    await sessions.start(request, reply, user);
    return reply.status(201).send(toPublicUser(user));
  });

  r.post('/api/login', { schema: { body: loginSchema, response: { 200: userSchema } } }, async (request, reply) => {
    const user = await auth.login(request.body, request.ip);
    await sessions.start(request, reply, user);
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
