import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { NUL_MESSAGE } from './nul-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('NUL characters', () => {
  it('are refused in a JSON body with a 400 before any route sees them, and nothing is stored', async () => {
    const c = t.client();
    const res = await c.request('POST', '/api/register', {
      body: '{"username":"nul_user","email":"nul@example.com","password":"correct horse\\u0000battery"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_MESSAGE, code: 'bad_request' });
    expect((await c.login('nul_user', 'correct horse battery')).statusCode).toBe(401);
  });

  it('are refused in a path or query string', async () => {
    const c = t.client();
    await c.register('nul_reader');
    for (const url of ['/api/knowledge-base/topics/housing/%00', '/api/knowledge-base/search?q=a%00b', '/api/user?x=%00']) {
      const res = await c.request('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(NUL_MESSAGE);
    }
  });

  it('leave ordinary JSON alone, escapes and prototype keys included', async () => {
    const c = t.client();
    const ok = await c.request('POST', '/api/register', {
      body: '{"username":"esc_user","email":"esc@example.com","password":"caf\\u00e9 au lait!"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(201);
    const poisoned = await c.request('POST', '/api/login', {
      body: '{"username":"esc_user","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
