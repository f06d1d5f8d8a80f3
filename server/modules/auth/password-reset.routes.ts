import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordResetAnswerSchema, passwordResetRequestSchema, passwordResetSchema } from '../../../common/schemas/password-reset';
import { addressKey } from '../../lib/client-address';
import { limitRequests, type RateLimiter } from '../../lib/rate-limiter';
import type { PasswordReset } from './password-reset';

export const RESET_WINDOW_MS = 60 * 60_000;
/** requests an hour: from one network, and for one address (whether or not an account uses it) */
export const RESET_LIMITS = { perNetwork: 10, perEmail: 3, setPerNetwork: 20 } as const;

export function passwordResetRoutes(app: FastifyInstance, { reset, limiter }: { reset: PasswordReset; limiter: RateLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hourly = (prefix: string, limit: number, keyOf: (request: { ip: string; body: unknown }) => string, message: (wait: string) => string) =>
    limitRequests(limiter, { keyOf: (request) => `${prefix}:${keyOf(request)}`, windows: () => [{ limit, windowMs: RESET_WINDOW_MS }], message });
  const perNetwork = hourly('ask-ip', RESET_LIMITS.perNetwork, (q) => addressKey(q.ip), (wait) => `Too many reset links were asked for from your network. Try again in ${wait}.`);
  const perEmail = hourly('ask-email', RESET_LIMITS.perEmail, (q) => (q.body as { email: string }).email.toLowerCase(), (wait) => `Too many reset links were asked for this address. Try again in ${wait}.`);
  const setLimit = hourly('set-ip', RESET_LIMITS.setPerNetwork, (q) => addressKey(q.ip), (wait) => `Too many tries from your network. Try again in ${wait}.`);

  r.post('/api/password-reset', { preHandler: [perNetwork, perEmail], schema: { body: passwordResetRequestSchema, response: { 202: passwordResetAnswerSchema } } }, async (request, reply) =>
    reply.code(202).send(reset.request(request.body.email)),
  );
  r.post('/api/password-reset/complete', { preHandler: setLimit, schema: { body: passwordResetSchema, response: { 200: passwordResetAnswerSchema } } }, (request) =>
    reset.reset(request.body.token, request.body.password),
  );
}
