import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_COOKIE } from '../../plugins/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(users);
  await t.database.db.delete(loginFailures);
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
    await t.client().register('bob', 'password123', 'bob@example.com');
    const sameName = await t.client().register('BOB', 'password123', 'other@example.com');
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ message: 'Username already taken', code: 'conflict' });
    const sameEmail = await t.client().register('bobby', 'password123', 'BOB@example.COM');
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

  it('locks an IP+username out for 15 minutes after 10 failures, even with the right password', async () => {
    const c = t.client();
    for (let i = 0; i < 10; i++) expect((await c.login('carol', 'wrong-password')).statusCode).toBe(401);
    const locked = await c.login('carol', 'carol-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('15 minutes') });

    // another username from the same address is not affected, nor the same username from another address
    await t.client().register('dave', 'dave-password');
    expect((await c.login('dave', 'dave-password')).statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.9',
      headers: { 'csrf-token': await c.token(), cookie: `counsel_csrf=${c.cookies.get('counsel_csrf')}` },
      payload: { username: 'carol', password: 'carol-password' },
    });
    expect(elsewhere.statusCode).toBe(200);

    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await c.login('carol', 'carol-password')).statusCode).toBe(200);
    t.clock.advance(-(15 * 60 * 1000 + 1000));
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
