import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { hashToken, newSecretToken } from '../lib/secret-token';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS } from './session';

// Runs on the embedded database (with its in-process session cache) and, in `npm run test:pg`, on PostgreSQL.
const DAY = 24 * 3600 * 1000;

let t: TestApp;
let elapsed = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(-elapsed);
  elapsed = 0;
  await t.database.db.delete(users);
});
const advance = (ms: number) => {
  t.clock.advance(ms);
  elapsed += ms;
};

const me = (c: TestClient) => c.request('GET', '/api/user');
const cookieOf = (res: Awaited<ReturnType<typeof me>>) => res.cookies.find((k) => k.name === SESSION_COOKIE) as { value: string; maxAge?: number } | undefined;
/** the test clock runs on with real time, so times taken a few milliseconds apart are compared to the second */
const near = (actual: number | undefined, expected: number, tolerance = 1000) => expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(tolerance);
const maxAgeNear = (res: Awaited<ReturnType<typeof me>>, days: number) => near(cookieOf(res)?.maxAge, days * 24 * 3600, 1);
const sessionRow = async (c: TestClient) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(c.cookies.get(SESSION_COOKIE)!))))[0];

describe('absolute session lifetime', () => {
  it('ends a session 90 days after sign-in even when it is used every day, and the cache does not stretch it', async () => {
    const c = t.client();
    await c.register('daily');
    const { createdAt } = (await sessionRow(c))!;
    const end = createdAt.getTime() + SESSION_MAX_AGE_MS;

    // the rolling 30 days as before
    advance(29.5 * DAY);
    let res = await me(c);
    expect(res.statusCode).toBe(200);
    maxAgeNear(res, 30);
    advance(29.5 * DAY);
    maxAgeNear(await me(c), 30);
    near((await sessionRow(c))!.expiresAt.getTime(), createdAt.getTime() + 89 * DAY);

    // day 61: 30 more days would pass day 90, so the expiry (and the cookie) stop there
    advance(2 * DAY);
    res = await me(c);
    expect(res.statusCode).toBe(200);
    maxAgeNear(res, 29);
    expect((await sessionRow(c))!.expiresAt.getTime()).toBe(end);

    // no more writes or cookies after that
    advance(14 * DAY);
    res = await me(c);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toBeUndefined();

    // two seconds before the end it still works (and is now in the embedded database's cache for 5 s) ...
    advance(end - t.clock.now().getTime() - 2000);
    expect((await me(c)).statusCode).toBe(200);
    // ... three seconds later it has ended, cached or not
    advance(3000);
    expect((await me(c)).statusCode).toBe(401);
    expect((await me(c)).statusCode).toBe(401);
  });

  it('gives a fresh 90 days at the next sign-in', async () => {
    const c = t.client();
    await c.register('returning');
    advance(SESSION_MAX_AGE_MS + DAY);
    expect((await me(c)).statusCode).toBe(401);
    expect((await c.login('returning')).statusCode).toBe(200);
    expect((await me(c)).statusCode).toBe(200);
    near((await sessionRow(c))!.createdAt.getTime(), t.clock.now().getTime());
  });

  it('ends a session begun more than 90 days ago whose expiry was rolled on before the limit existed', async () => {
    const c = t.client();
    const { id: userId } = (await c.register('veteran')).json<{ id: number }>();
    const token = newSecretToken();
    const now = t.clock.now().getTime();
    await t.database.db
      .insert(sessions)
      .values({ id: hashToken(token), userId, createdAt: new Date(now - 120 * DAY), expiresAt: new Date(now + 20 * DAY) });

    const old = t.client();
    old.cookies.set(SESSION_COOKIE, token);
    const res = await me(old);
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res)?.value).toBe('');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(token)))).toEqual([]);
    expect((await me(c)).statusCode).toBe(200);
  });

  it('pulls back a pre-limit expiry that lies past day 90 to day 90', async () => {
    const c = t.client();
    const { id: userId } = (await c.register('midlife')).json<{ id: number }>();
    const token = newSecretToken();
    const now = t.clock.now().getTime();
    const createdAt = new Date(now - 80 * DAY);
    await t.database.db.insert(sessions).values({ id: hashToken(token), userId, createdAt, expiresAt: new Date(now + 25 * DAY) });

    const old = t.client();
    old.cookies.set(SESSION_COOKIE, token);
    const res = await me(old);
    expect(res.statusCode).toBe(200);
    maxAgeNear(res, 10);
    expect((await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(token))))[0]!.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_MAX_AGE_MS);
  });
});
