import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures, rateLimitHits, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { DEVICE_COOKIE } from './device-cookie';
import { SESSION_COOKIE } from '../../plugins/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(users);
  await t.database.db.delete(loginFailures);
  await t.database.db.delete(rateLimitHits);
});

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('registration', () => {
  it('creates the account, signs it in and answers the public user', async () => {
    const c = t.client();
    const res = await c.register('Alice_1', 'correct horse battery', 'Alice@Example.com');
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({ id: expect.any(Number), username: 'Alice_1', email: 'Alice@Example.com', plan: 'free', createdAt: expect.any(String) });
    expect(res.body).not.toMatch(/argon|password|hash/i);

    const cookie = res.cookies.find((k) => k.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie.secure).toBeFalsy();

    const me = await c.request('GET', '/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('stores an argon2id hash, never the password', async () => {
    await t.client().register('hashcheck', 'a very secret pass');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'hashcheck'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('a very secret pass');
  });

  it('rejects a taken username or email, case-insensitively, with 409', async () => {
    await t.client().register('bob', 'bob-password-1', 'bob@example.com');
    const sameName = await t.client().register('BOB', 'bob-password-1', 'other@example.com');
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ message: 'Username already taken', code: 'conflict' });
    const sameEmail = await t.client().register('bobby', 'bob-password-1', 'BOB@example.COM');
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ message: 'Email already registered', code: 'conflict' });
    expect(await userCount()).toBe(1);
  });

  it.each([
    [{ username: 'ab', email: 'a@example.com', password: 'password123' }, 'username', 'at least 3'],
    [{ username: 'a'.repeat(33), email: 'a@example.com', password: 'password123' }, 'username', 'at most 32'],
    [{ username: 'bad name!', email: 'a@example.com', password: 'password123' }, 'username', 'letters, digits'],
    [{ username: 'fine', email: 'not-an-email', password: 'password123' }, 'email', 'valid email'],
    [{ username: 'fine', email: 'a@example.com', password: 'short' }, 'password', 'at least 8'],
    [{ username: 'fine', email: 'a@example.com', password: 'x'.repeat(129) }, 'password', 'at most 128'],
    [{ email: 'a@example.com', password: 'password123' }, 'username', 'required'],
    [{ username: 'fine', email: 'a@example.com', password: 12345678 }, 'password', 'required'],
  ])('rejects %j with a readable 400 naming the field', async (body, field, text) => {
    const res = await t.client().request('POST', '/api/register', { body });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('validation_error');
    expect(json.fields[field]).toContain(text);
    expect(json.message).toContain(text);
    expect(await userCount()).toBe(0);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const c = t.client();
    const res = await c.request('POST', '/api/register', {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(await userCount()).toBe(0);
  });

  it('gives new accounts the configured default plan', async () => {
    const premium = await createTestApp({ config: { defaultPlan: 'premium' } });
    try {
      const res = await premium.client().register('selfhosted');
      expect(res.json().plan).toBe('premium');
    } finally {
      await premium.close();
    }
  });
});

describe('sign-in', () => {
  beforeEach(async () => {
    await t.client().register('carol', 'carol-password', 'carol@example.com');
  });

  it('accepts the username or the email, in any case', async () => {
    for (const login of ['carol', 'CAROL', 'carol@example.com', 'Carol@Example.com']) {
      const res = await t.client().login(login, 'carol-password');
      expect(res.statusCode, login).toBe(200);
      expect(res.json().username).toBe('carol');
    }
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await t.client().login('carol', 'not-the-password');
    const unknown = await t.client().login('nobody', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password', code: 'invalid_credentials' });
      expect(res.cookies.find((k) => k.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('issues a new session id at every sign-in and ends the old one', async () => {
    const c = t.client();
    await c.login('carol', 'carol-password');
    const first = c.cookies.get(SESSION_COOKIE)!;
    await c.login('carol', 'carol-password');
    const second = c.cookies.get(SESSION_COOKIE)!;
    expect(second).not.toBe(first);

    const stale = t.client();
    stale.cookies.set(SESSION_COOKIE, first);
    expect((await stale.request('GET', '/api/user')).statusCode).toBe(401);
    expect((await c.request('GET', '/api/user')).statusCode).toBe(200);
  });

  /** a failure after the slow-down's wait: only the lock can stop it */
  const failAfterWait = async (c: TestClient, login = 'carol') => {
    t.clock.advance(70 * 1000);
    return c.login(login, 'wrong-password');
  };

  it('slows down after 3 failures, with Retry-After, and counts username and email as one account', async () => {
    const c = t.client();
    const start = t.clock.now().getTime();
    for (let i = 0; i < 3; i++) expect((await c.login('carol', 'wrong-password')).statusCode).toBe(401);
    const slowed = await t.client().login('carol@example.com', 'carol-password');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toMatchObject({ code: 'rate_limited', message: 'Too many failed sign-in attempts. Please wait 1 second and try again.' });
    t.clock.advance(1000);
    expect((await c.login('CAROL', 'wrong-password')).statusCode).toBe(401);
    // the wait doubles: 2 s after the 4th failure
    t.clock.advance(1000);
    expect((await c.login('carol', 'carol-password')).headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await c.login('carol', 'carol-password')).statusCode).toBe(200);
    // a success forgives the account's failures: three free tries again
    for (let i = 0; i < 3; i++) expect((await c.login('carol', 'wrong-password')).statusCode).toBe(401);
    t.clock.advance(start - t.clock.now().getTime());
  });

  it('locks the account after 10 failures in 15 minutes, even with the right password, then lets it in', async () => {
    const start = t.clock.now().getTime();
    for (let i = 0; i < 10; i++) expect((await failAfterWait(t.client())).statusCode).toBe(401);
    t.clock.advance(70 * 1000);
    const locked = await t.client().login('carol', 'carol-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes and try again\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    t.clock.advance(Number(locked.headers['retry-after']) * 1000);
    expect((await t.client().login('carol', 'carol-password')).statusCode).toBe(200);
    t.clock.advance(start - t.clock.now().getTime());
  });

  it('checks no more than the limit of 100 wrong passwords sent at once, and the right one is refused meanwhile', async () => {
    const c = t.client();
    await c.token();
    const answers = await Promise.all(Array.from({ length: 100 }, () => c.login('carol', 'wrong-password')));
    const checked = answers.filter((r) => r.statusCode === 401).length;
    // 3 free tries; on a slow machine the burst may outlast a slow-down wait or two, never the lock
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(100 - checked);
    expect((await c.login('carol', 'carol-password')).statusCode).toBe(429);
    expect((await t.database.db.select({ n: count() }).from(loginFailures))[0]!.n).toBe(2 * checked); // the account's and the address's
  });

  it('stops one address trying many usernames (password spraying) after 20 failures', async () => {
    const c = t.client();
    await c.token();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => c.login(`someone${i}`, 'Winter2026!')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // another address is not affected
    expect((await t.client().login('carol', 'carol-password')).statusCode).toBe(200);
  });

  it('does not lock the owner out: a browser that signed in before is counted on its own', async () => {
    const office = '198.51.100.7';
    const owner = t.client(office);
    expect((await owner.login('carol', 'carol-password')).statusCode).toBe(200);
    expect(owner.cookies.get(DEVICE_COOKIE)).toBeTruthy();
    await owner.request('POST', '/api/logout');

    const start = t.clock.now().getTime();
    const stranger = t.client(office);
    for (let i = 0; i < 10; i++) expect((await failAfterWait(stranger)).statusCode).toBe(401);
    expect((await stranger.login('carol', 'carol-password')).statusCode).toBe(429);
    expect((await t.client(office).login('carol', 'carol-password')).statusCode).toBe(429);
    expect((await owner.login('carol', 'carol-password')).statusCode).toBe(200);

    // a device cookie we did not sign, or one for another account, earns no trust
    const forger = t.client(office);
    forger.cookies.set(DEVICE_COOKIE, `${owner.cookies.get(DEVICE_COOKIE)!.split('.').slice(0, 2).join('.')}.forged`);
    expect((await forger.login('carol', 'carol-password')).statusCode).toBe(429);
    t.clock.advance(start - t.clock.now().getTime());
  });
});

describe('sign-up limit per address', () => {
  it('lets one address create 10 accounts an hour, then answers 429 with Retry-After', async () => {
    const c = t.client('192.0.2.44');
    await c.token();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => c.register(`signup${i}`, 'a long passphrase', `signup${i}@example.com`)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many accounts have been created from your network\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await userCount()).toBe(10);
    expect((await t.client().register('elsewhere')).statusCode).toBe(201);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server, not just the cookie', async () => {
    const c = t.client();
    await c.register('erin');
    const token = c.cookies.get(SESSION_COOKIE)!;
    expect((await c.request('GET', '/api/user')).statusCode).toBe(200); // now cached on the embedded database
    const out = await c.request('POST', '/api/logout');
    expect(out.statusCode).toBe(204);
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await c.request('GET', '/api/user')).statusCode).toBe(401);

    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.request('GET', '/api/user')).statusCode).toBe(401);
    expect((await t.database.db.select({ n: count() }).from(sessions))[0]!.n).toBe(0);
  });

  it('answers 401 with the spec text when signed out, and logout is harmless then', async () => {
    const c = t.client();
    const res = await c.request('GET', '/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required', code: 'unauthorized' });
    expect((await c.request('POST', '/api/logout')).statusCode).toBe(204);
  });

  it('rolls the 30-day expiry forward on use and expires after 30 idle days', async () => {
    const c = t.client();
    await c.register('frank');
    const expiry = async () => (await t.database.db.select().from(sessions))[0]!.expiresAt.getTime();
    const before = await expiry();

    t.clock.advance(2 * 24 * 3600 * 1000);
    const res = await c.request('GET', '/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((k) => k.name === SESSION_COOKIE)?.maxAge).toBe(30 * 24 * 3600);
    expect(await expiry()).toBeGreaterThan(before + 24 * 3600 * 1000);

    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await c.request('GET', '/api/user')).statusCode).toBe(401);
    t.clock.advance(-33 * 24 * 3600 * 1000);
  });

  it('marks cookies Secure when the public URL is https', async () => {
    const secure = await createTestApp({ config: { secureCookies: true, publicUrl: 'https://counsel.example.com' } });
    try {
      const res = await secure.client().register('grace');
      expect(res.cookies.find((k) => k.name === SESSION_COOKIE)?.secure).toBe(true);
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
