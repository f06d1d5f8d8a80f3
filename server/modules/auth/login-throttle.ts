/**
 * How many wrong passwords a sign-in may try. Failures are counted per account (username and email
 * share one count, and so does a name that has no account) and per client address, atomically before
 * the password is checked (login-failures.repository.ts). An account gets a few free tries, then a
 * growing wait after each failure (1 s, 2 s, 4 s …), and is locked only after LOGIN_FAILURE_LIMIT
 * failures in the window. A browser its owner has signed in from before carries a signed device
 * cookie and is counted on its own, so someone guessing at an account cannot lock its owner out.
 */
import { decide, type RateDecision } from '../../lib/rate-limiter';
import type { FailuresByKey } from './login-failures.repository';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FREE_TRIES = 3;
/** one address trying many accounts (password spraying) meets this */
export const ADDRESS_FAILURE_LIMIT = 20;

/** the counters one attempt is checked and counted against */
export function loginKeys(attempt: { account: number | string; ip: string; trustedDevice?: string }): { own: string; all: string[] } {
  if (attempt.trustedDevice) {
    const own = `device:${attempt.trustedDevice}`;
    return { own, all: [own] };
  }
  const own = typeof attempt.account === 'number' ? `account:${attempt.account}` : `name:${attempt.account.toLowerCase()}`;
  return { own, all: [own, `ip:${attempt.ip}`] };
}

export function loginDecision(failures: FailuresByKey, now: number): RateDecision {
  let retryAfterMs = 0;
  for (const [key, newestFirst] of failures) {
    const decision = key.startsWith('ip:')
      ? decide(newestFirst, [{ limit: ADDRESS_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS }], now)
      : slowedThenLocked(newestFirst, now);
    if (!decision.ok) retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
  }
  return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
}

function slowedThenLocked(newestFirst: number[], now: number): RateDecision {
  const locked = decide(newestFirst, [{ limit: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS }], now);
  if (!locked.ok || newestFirst.length < LOGIN_FREE_TRIES) return locked;
  const wait = 1000 * 2 ** (newestFirst.length - LOGIN_FREE_TRIES) - (now - newestFirst[0]!);
  return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
}
