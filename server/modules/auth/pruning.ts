import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../lib/rate-limiter';
import { LOGIN_FAILURE_WINDOW_MS } from './login-throttle';
import type { LoginFailuresRepository } from './login-failures.repository';
import type { SessionsRepository } from './sessions.repository';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes expired sessions, stale failed-login rows and old rate-limit counts at start and then hourly. */
export function schedulePruning(
  app: FastifyInstance,
  repos: { sessions: SessionsRepository; loginFailures: LoginFailuresRepository; rateLimiters: RateLimiter[] },
): void {
  const prune = async () => {
    const now = Date.now();
    try {
      await repos.sessions.deleteExpired(new Date(now));
      await repos.loginFailures.deleteBefore(new Date(now - LOGIN_FAILURE_WINDOW_MS));
      for (const limiter of repos.rateLimiters) await limiter.prune();
    } catch (err) {
      app.log.warn({ err }, 'pruning expired sessions and counts failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
