import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../common/plans';
import { analysedDocument, LEASE_TXT } from '../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { ask } from '../testing/ui-stream';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = (name: string, plan: 'free' | 'premium' = 'free') => t.signedIn(name, plan);
const conversationOf = async (c: TestClient) => (await c.request('POST', '/api/conversations', { body: {} })).json<{ id: number }>().id;
const message = (c: TestClient, id: number, body: object = ask('Can my landlord keep my deposit?')) =>
  c.request('POST', `/api/conversations/${id}/messages`, { body });

/** sends until refused (at most `most`); the statuses in order */
async function until429(send: () => Promise<{ statusCode: number }>, most: number): Promise<number[]> {
  const statuses: number[] = [];
  while (statuses.length < most) {
    const { statusCode } = await send();
    statuses.push(statusCode);
    if (statusCode === 429) break;
  }
  return statuses;
}

describe('per-user limits on costly actions', () => {
  it('stops a Free user sending 40 messages in a row at the per-minute limit, with Retry-After and a plain reason', async () => {
    const c = await signedIn('chatty');
    const id = await conversationOf(c);
    const statuses = await until429(() => message(c, id), 40);
    const perMinute = PLANS.free.rates.messages.perMinute;
    expect(statuses.slice(0, perMinute).every((s) => s === 200)).toBe(true);
    expect(statuses).toHaveLength(perMinute + 1);
    const refused = await message(c, id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().message).toMatch(/^The Free plan allows 10 messages a minute and 100 a day, and you have reached that\. Please try again in (\d+ seconds?|1 minute)\.$/);
    // another user is not affected, and a minute later this one may go on
    const other = await signedIn('quiet');
    expect((await message(other, await conversationOf(other))).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await message(c, id)).statusCode).toBe(200);
    t.clock.advance(-61_000);
  });

  it('counts regenerations apart from messages, by plan', async () => {
    const c = await signedIn('regenerator', 'premium');
    const id = await conversationOf(c);
    expect((await message(c, id)).statusCode).toBe(200);
    const statuses = await until429(() => message(c, id, { regenerate: true }), 40);
    expect(statuses).toHaveLength(PLANS.premium.rates.regenerations.perMinute + 1);
    expect(statuses.at(-1)).toBe(429);
    expect((await message(c, id)).statusCode).toBe(200);
  });

  it('stops 20 reanalyses of one document in a row', async () => {
    const c = await signedIn('reanalyser');
    const doc = await analysedDocument(c, LEASE_TXT, 'lease.txt');
    const statuses = await until429(() => c.request('POST', `/api/documents/${doc.id}/reanalyze`), 20);
    expect(statuses).toHaveLength(PLANS.free.rates.reanalyses.perMinute + 1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps a per-day limit besides the per-minute one', async () => {
    const c = await signedIn('daily');
    const doc = await analysedDocument(c, LEASE_TXT, 'lease.txt');
    const { perMinute, perDay } = PLANS.free.rates.reanalyses;
    const start = t.clock.now().getTime();
    // every request counts, one refused because the last reanalysis is still running too
    let counted = 0;
    for (let i = 0; i < perDay + perMinute; i++) {
      if (i % perMinute === 0) t.clock.advance(61_000);
      if ((await c.request('POST', `/api/documents/${doc.id}/reanalyze`)).statusCode !== 429) counted++;
    }
    expect(counted).toBe(perDay);
    const refused = await c.request('POST', `/api/documents/${doc.id}/reanalyze`);
    expect(refused.json().message).toMatch(/try again in \d+ hours\.$/);
    t.clock.advance(start - t.clock.now().getTime());
  });
});
