import type { FastifyInstance } from 'fastify';
import { LOGIN_FAILURE_WINDOW_MS } from './auth.service';
import type { LoginFailuresRepository } from './login-failures.repository';
import type { SessionsRepository } from './sessions.repository';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes expired sessions and stale failed-login rows at start and then hourly. */
export function schedulePruning(
  app: FastifyInstance,
  repos: { sessions: SessionsRepository; loginFailures: LoginFailuresRepository },
): void {
  const prune = async () => {
    const now = Date.now();
    try {
      await repos.sessions.deleteExpired(new Date(now));
      await repos.loginFailures.deleteBefore(new Date(now - LOGIN_FAILURE_WINDOW_MS));
    } catch (err) {
      app.log.warn({ err }, 'pruning expired sessions failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
