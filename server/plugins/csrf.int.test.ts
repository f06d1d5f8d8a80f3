import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every modifying route the app registers, so routes added later are covered without editing this test. */
function modifyingRoutes(): { method: string; url: string }[] {
  return t.routes
    .filter((route) => route.config?.csrf !== false)
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url.replace(/:[^/]+/g, '1') })))
    .filter((r) => !SAFE.has(r.method));
}

describe('CSRF protection', () => {
  it('finds the routes it checks', () => {
    const found = modifyingRoutes().map((r) => `${r.method} ${r.url}`);
    expect(found).toEqual(expect.arrayContaining(['POST /api/login', 'POST /api/register', 'POST /api/logout']));
  });

  it('refuses every modifying route without a token, even for a signed-in user', async () => {
    const c = t.client();
    await c.register('csrf_user');
    for (const { method, url } of modifyingRoutes()) {
      const res = await c.request(method as 'POST', url, { body: {}, csrf: false });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message, `${method} ${url}`).toMatch(/csrf/i);
    }
    expect((await c.request('GET', '/api/user')).statusCode).toBe(200);
  });

  it('refuses a forged token and a token without its secret cookie', async () => {
    const c = t.client();
    const forged = await c.request('POST', '/api/login', { body: { username: 'x', password: 'y' }, csrf: 'forged-token' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'csrf_invalid', message: expect.stringMatching(/csrf/i) });

    const token = await c.token();
    c.cookies.delete('counsel_csrf');
    const noSecret = await c.request('POST', '/api/login', { body: { username: 'x', password: 'y' }, csrf: token });
    expect(noSecret.statusCode).toBe(403);
  });

  it('accepts the token it issued, in the CSRF-Token header', async () => {
    const c = t.client();
    const res = await c.register('csrf_ok');
    expect(res.statusCode).toBe(201);
  });
});
