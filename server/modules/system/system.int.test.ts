import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BUILD, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'counsel-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('health and deployment', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/api/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('serves the deployment stamp uncached, and stamps every response', async () => {
    const res = await t.app.inject('/api/deployment-info');
    expect(res.json()).toEqual(TEST_BUILD);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/deployment-info', '/', '/dashboard', '/api/nope']) {
      expect((await t.app.inject(url)).headers['x-deployment-time'], url).toBe(TEST_BUILD.deployedAt);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).headers['x-deployment-time']).toBe(TEST_BUILD.deployedAt);
  });
});

describe('single-page app', () => {
  it('answers client routes with index.html, revalidated on every load', async () => {
    for (const url of ['/', '/dashboard', '/matters/12/edit', '/no/such/page?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('caches hashed assets for a year and 404s a missing file instead of serving HTML', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject('/assets/index-old999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    for (const url of ['/api/nope', '/api', '/api/users/1/secret?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('sends security headers with a CSP that allows only this origin', async () => {
    const res = await t.app.inject('/dashboard');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('failures', () => {
  it('answers 500 without leaking internals, and readiness fails, when the database is gone', async () => {
    const broken = await createTestApp();
    const c = broken.client();
    await c.register('doomed');
    await broken.database.close();
    const res = await c.request('GET', '/api/user');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: expect.stringContaining('Something went wrong'), code: 'internal_error' });
    expect(res.body).not.toMatch(/pglite|select|sessions|stack|at /i);
    expect((await broken.app.inject('/api/readyz')).statusCode).toBe(503);
    expect((await broken.app.inject('/api/healthz')).statusCode).toBe(200);
    await broken.app.close();
  });
});
