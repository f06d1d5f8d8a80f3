/**
 * Per-user limits on costly actions (sending a message, regenerating an answer, reanalysing a
 * document), per minute and per day by plan (common/plans.ts), counted in the database so every
 * instance shares them. Automated use meets 429 with Retry-After; a person typing never does.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { PLANS, rateLimitMessage, type RatedAction } from '../../common/plans';
import { limitRequests, type RateLimiter } from './rate-limiter';

export const ACTION_KEEP_MS = 24 * 60 * 60 * 1000;

/** guards a route for signed-in users; `action` may depend on the request (a regeneration is not a new message) */
export function limitAction(limiter: RateLimiter, action: RatedAction | ((request: FastifyRequest) => RatedAction)): preHandlerAsyncHookHandler {
  const actionOf = typeof action === 'function' ? action : () => action;
  return limitRequests(limiter, {
    keyOf: (request) => (request.user ? `${actionOf(request)}:${request.user.id}` : undefined),
    windows: (request) => {
      const { perMinute, perDay } = PLANS[request.user!.plan].rates[actionOf(request)];
      return [
        { limit: perMinute, windowMs: 60_000 },
        { limit: perDay, windowMs: ACTION_KEEP_MS },
      ];
    },
    message: (wait, request) => rateLimitMessage(request.user!.plan, actionOf(request), wait),
  });
}
