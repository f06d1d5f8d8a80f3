import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SESSION_COOKIE } from './session';

// Two instances behind a load balancer share only PostgreSQL; this runs in `npm run test:pg`.
describe.runIf(process.env.TEST_DATABASE_URL)('sessions across instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a session started on one instance works on the other, and a logout on either ends it everywhere', async () => {
    const onA = a.client();
    await onA.register('roamer');
    const onB = b.client();
    onB.cookies.set(SESSION_COOKIE, onA.cookies.get(SESSION_COOKIE)!);
    expect((await onB.request('GET', '/api/user')).json().username).toBe('roamer');

    expect((await onA.request('POST', '/api/logout')).statusCode).toBe(204);
    expect((await onB.request('GET', '/api/user')).statusCode).toBe(401);
  });

  it('counts failed sign-ins across instances', async () => {
    await a.client().register('target', 'target-password');
    const clients = [a.client(), b.client()];
    // past each slow-down wait, on both instances' clocks, so only the lock can refuse
    const later = (ms: number) => [a, b].forEach((app) => app.clock.advance(ms));
    for (let i = 0; i < 10; i++) {
      later(70_000);
      expect((await clients[i % 2]!.login('target', 'wrong-password')).statusCode).toBe(401);
    }
    later(70_000);
    expect((await clients[0]!.login('target', 'target-password')).statusCode).toBe(429);
    expect((await clients[1]!.login('target', 'target-password')).statusCode).toBe(429);
    later(-11 * 70_000);
  });
});
