import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createUsersRepository } from '../auth/users.repository';
import { monthPeriod } from './usage.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/usage', () => {
  it('reports the free plan limits for the current UTC month', async () => {
    const c = t.client();
    await c.register('meter_free');
    const res = await c.request('GET', '/api/usage');
    expect(res.statusCode).toBe(200);
    const { start, end } = monthPeriod(t.clock.now());
    expect(res.json()).toEqual({
      plan: 'free',
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      conversations: { used: 0, limit: 5 },
      uploads: { used: 0, limit: 2 },
    });
  });

  it('reports no limits on premium', async () => {
    const c = t.client();
    const user = (await c.register('meter_premium')).json();
    await createUsersRepository(t.database.db).setPlan(user.id, 'premium');
    t.clock.advance(10_000); // past the embedded database's session cache
    const usage = (await c.request('GET', '/api/usage')).json();
    t.clock.advance(-10_000);
    expect(usage.plan).toBe('premium');
    expect(usage.conversations).toEqual({ used: 0, limit: null });
    expect(usage.uploads).toEqual({ used: 0, limit: null });
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().request('GET', '/api/usage')).statusCode).toBe(401);
  });
});

describe('monthPeriod', () => {
  it('is the UTC calendar month, across year ends', () => {
    expect(monthPeriod(new Date('2026-12-31T23:59:59Z'))).toEqual({ start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
    expect(monthPeriod(new Date('2026-03-01T00:00:00Z')).start).toEqual(new Date('2026-03-01T00:00:00Z'));
  });
});
