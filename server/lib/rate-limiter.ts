/**
 * Sliding-window limits on how often a key (a client address, a user) may do something, counted in the
 * database so every server process shares the count. A key may have several windows at once (so many
 * a minute and so many a day); a refusal says how long until the key may try again.
 */
import type { preHandlerAsyncHookHandler, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { AppError } from './app-error';

export interface RateWindow {
  limit: number;
  windowMs: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimiter {
  /** counts one use, or refuses (counting nothing) while the key has used up any of its windows */
  take(key: string, windows: readonly RateWindow[]): Promise<RateDecision>;
  /** forgets uses older than the longest window */
  prune(): Promise<void>;
}

export function createRateLimiter(db: Db, { bucket, keepMs, now }: { bucket: string; keepMs: number; now: () => Date }): RateLimiter {
  return {
    take(key, windows) {
      // counted and recorded under a lock on the key, so parallel requests cannot all slip under the limit
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`);
        const at = now();
        const longest = Math.max(...windows.map((w) => w.windowMs));
        const most = Math.max(...windows.map((w) => w.limit));
        // the most recent uses, newest first: enough to decide every window
        const recent = await tx
          .select({ at: rateLimitHits.at })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, new Date(at.getTime() - longest))))
          .orderBy(desc(rateLimitHits.at))
          .limit(most);
        const decision = decide(recent.map((r) => r.at.getTime()), windows, at.getTime());
        if (decision.ok) await tx.insert(rateLimitHits).values({ bucket, key, at });
        return decision;
      });
    },
    async prune() {
      await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.at, new Date(now().getTime() - keepMs))));
    },
  };
}

/**
 * With uses at `newestFirst`, a window of `limit` is full when its limit-th most recent use is still
 * inside it; the key may go on once that use leaves the window.
 */
export function decide(newestFirst: number[], windows: readonly RateWindow[], now: number): RateDecision {
  let retryAfterMs = 0;
  for (const { limit, windowMs } of windows) {
    const edge = newestFirst[limit - 1];
    if (edge !== undefined && edge > now - windowMs) retryAfterMs = Math.max(retryAfterMs, edge + windowMs - now);
  }
  return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
}

/** "45 seconds", "3 minutes", "2 hours": how long to wait, rounded up, in words. */
export function waitInWords(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return unit(minutes, 'minute');
  return unit(Math.ceil(minutes / 60), 'hour');
}

/** A 429 whose Retry-After header (set by the error handler) says when to come back. */
export function tooManyRequests(retryAfterMs: number, message: string): AppError {
  return new AppError(429, 'rate_limited', message, undefined, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/**
 * A route guard: each request counts one use for `keyOf(request)`, and a key over its windows is
 * refused with 429, `message(wait)` and Retry-After. A request with no key is not limited.
 */
export function limitRequests(
  limiter: RateLimiter,
  rule: { keyOf: (request: FastifyRequest) => string | undefined; windows: (request: FastifyRequest) => readonly RateWindow[]; message: (wait: string, request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  return async (request) => {
    const key = rule.keyOf(request);
    if (key === undefined) return;
    const decision = await limiter.take(key, rule.windows(request));
    if (!decision.ok) throw tooManyRequests(decision.retryAfterMs, rule.message(waitInWords(decision.retryAfterMs), request));
  };
}
