import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../testing/documents';
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

  it('are refused in the fields of a multipart upload, and nothing is stored', async () => {
    const c = t.client();
    await c.register('nul_uploader');
    const file = { bytes: new TextEncoder().encode('A short lease between a landlord and a tenant.'), name: 'lease.txt' };
    for (const fields of [{ title: 'Lease\u0000' }, { matterId: '1\u0000' }, { ['ti\u0000tle']: 'Lease' }] as Record<string, string>[]) {
      const res = await c.request('POST', '/api/documents', await multipartForm([file], fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(NUL_MESSAGE);
    }
    // a NUL in the file's name is dropped with the other control characters, as before
    const named = await c.request('POST', '/api/documents', await multipartForm([{ ...file, name: 'lea\u0000se.txt' }]));
    expect(named.statusCode, named.body).toBe(202);
    const list = (await c.request('GET', '/api/documents')).json<{ items: { fileName: string }[] }>();
    expect(list.items.map((d) => d.fileName)).toEqual(['lease.txt']);
  });

  it('lone surrogates in JSON are read as U+FFFD, as a text column stores them: a title on the timeline (jsonb) is no 500', async () => {
    const c = t.client();
    await c.register('lone_surrogate');
    const json = (body: string) => ({ body, headers: { 'content-type': 'application/json' } });
    const matter = await c.request('POST', '/api/matters', json('{"title":"Lease \\ud83d\\ude00","tags":["x\\udc00"]}'));
    expect(matter.statusCode, matter.body).toBe(201);
    expect(matter.json()).toMatchObject({ title: 'Lease 😀', tags: ['x\ufffd'] });
    const task = await c.request('POST', `/api/matters/${matter.json().id}/tasks`, json('{"title":"Call \\ud800 back"}'));
    expect(task.statusCode, task.body).toBe(201);
    expect(task.json().title).toBe('Call \ufffd back');
    const timeline = (await c.request('GET', `/api/matters/${matter.json().id}/activity`)).json<{ items: { detail: { title?: string } }[] }>().items;
    expect(timeline[0]!.detail.title).toBe('Call \ufffd back');
  });
});
