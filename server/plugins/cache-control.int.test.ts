import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_TXT, uploadDocument } from '../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { ask } from '../testing/ui-stream';

// a built client to serve, so static files can be told apart from the API
const clientDir = mkdtempSync(path.join(tmpdir(), 'counsel-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Counsel</title>');
writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');

let t: TestApp;
let c: TestClient;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ clientDir, withKnowledgeBase: true, config: { defaultPlan: 'premium' } });
  c = t.client();
  await c.register('cacheless');
  ids.matters = String((await c.request('POST', '/api/matters', { body: { title: 'Lease dispute' } })).json<{ id: number }>().id);
  ids.conversations = String((await c.request('POST', '/api/conversations', { body: {} })).json<{ id: number }>().id);
  ids.documents = String((await uploadDocument(c, LEASE_TXT, 'lease.txt')).json<{ id: number }>().id);
  ids.teams = String((await c.request('POST', '/api/teams', { body: { name: 'Smith & Co' } })).json<{ id: number }>().id);
}, 60_000);
afterAll(() => t.close());

const expectNoStore = (res: LightMyRequestResponse, what: string) => expect(String(res.headers['cache-control']), `${what} → ${res.statusCode}`).toMatch(/\bno-store\b/);

/** a URL for a route pattern: the test's own records for the ids it has, a plausible value otherwise */
function urlOf(pattern: string): string {
  const section = pattern.split('/')[2]!;
  return pattern
    .replace(/:id\b/, ids[section] ?? '1')
    .replace(':token', 'x'.repeat(40))
    .replace(':file', `${'x'.repeat(40)}.ics`)
    .replace(':kind', 'document')
    .replace(/:\w+/g, '1');
}

describe('Cache-Control on the API', () => {
  it('is no-store on every GET route under /api, signed in, whatever it answers', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api') && [r.method].flat().includes('GET'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = urlOf(route.url);
      expectNoStore(await c.request('GET', url), `GET ${url}`);
    }
  });

  it('is no-store on the answers of changes too: successes, refusals and errors', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api') && [r.method].flat().some((m) => m !== 'GET' && m !== 'HEAD'));
    for (const route of routes) {
      for (const method of [route.method].flat().filter((m) => m !== 'GET' && m !== 'HEAD')) {
        // without the CSRF token: refused before anything happens
        const url = urlOf(route.url);
        expectNoStore(await c.request(method, url, { csrf: false, body: {} }), `${method} ${url} without CSRF`);
      }
    }
    const other = t.client();
    expectNoStore(await other.register('another'), 'register');
    expectNoStore(await other.register('another'), 'register again (409)');
    expectNoStore(await other.request('POST', '/api/matters', { body: { title: '' } }), 'invalid matter (400)');
    expectNoStore(await other.request('PATCH', `/api/matters/${ids.matters}`, { body: { title: 'Not mine' } }), "someone else's matter (404)");
    expectNoStore(await other.request('POST', '/api/logout'), 'logout (204)');
    expectNoStore(await other.login('another'), 'login');
    expectNoStore(await other.login('another', 'wrong password'), 'wrong password (401)');
    expectNoStore(await t.client().request('GET', '/api/user'), 'signed out (401)');
    expectNoStore(await c.request('GET', '/api/no-such-thing?x=1'), 'unknown API path (404)');
    expectNoStore(await c.request('GET', '/api'), '/api itself');
  });

  it('keeps what a route sets itself when that says no-store too (files, calendar feeds)', async () => {
    const file = await c.request('GET', `/api/documents/${ids.documents}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const feed = (await c.request('POST', '/api/calendar-feed')).json<{ url: string }>();
    const ics = await t.client().request('GET', new URL(feed.url).pathname);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['cache-control']).toBe('private, no-store');
  });

  it('covers a streamed answer, whose library would say no-cache', async () => {
    const res = await c.request('POST', `/api/conversations/${ids.conversations}/messages`, { body: ask('Can my landlord keep my deposit?') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expectNoStore(res, 'chat stream');
  });
});

describe('Cache-Control outside the API', () => {
  it('leaves the built client to its own caching: hashed assets immutable, pages revalidated', async () => {
    const asset = await c.request('GET', '/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/dashboard', '/apiary']) {
      const res = await c.request('GET', page);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
