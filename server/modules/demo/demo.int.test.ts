import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CONTRACT } from '../../../common/sample-contract';
import { DEMO_ANALYSES_PER_HOUR, DEMO_TEXT_MAX_BYTES, type DemoAnalysis } from '../../../common/schemas/demo';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_WINDOW_MS } from './demo.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } }); // each test's visitor has its own address
});
afterAll(() => t.close());

const analyse = (text: unknown, ip = '203.0.113.7') =>
  t.client().request('POST', '/api/demo/analysis', { body: { text }, headers: { 'x-forwarded-for': ip } });

describe('POST /api/demo/analysis', () => {
  it('analyses the sample contract for a visitor with no account, storing nothing', async () => {
    const response = await analyse(SAMPLE_CONTRACT.text, '203.0.113.1');
    expect(response.statusCode).toBe(200);
    const { text, analysis } = response.json<DemoAnalysis>();
    expect(analysis.documentType).toBe('services');
    expect(analysis.areasToReview.slice(0, 2).map((a) => [a.type, a.severity])).toEqual([
      ['auto_renewal', 'high'],
      ['uncapped_indemnity', 'high'],
    ]);
    const indemnity = analysis.areasToReview[1]!;
    expect(text.slice(indemnity.start!, indemnity.end!)).toMatch(/^Consultant shall indemnify/);
    expect(analysis.summary).toMatch(/^A services or consulting agreement between Brightline Marketing LLC \(Client\) and Jordan Rivera \(Consultant\)/);
    const stored = await t.database.db.execute('select count(*)::int as n from documents');
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses empty, missing and oversized text with a clear message', async () => {
    expect((await analyse('   \n ')).json()).toMatchObject({ message: 'Paste the text of a document to analyse, or load the sample contract.' });
    expect((await analyse(undefined)).statusCode).toBe(400);
    expect((await analyse(42)).statusCode).toBe(400);
    const big = await analyse('a'.repeat(DEMO_TEXT_MAX_BYTES + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/longer than 100 KB/);
  });

  it(`allows ${DEMO_ANALYSES_PER_HOUR} analyses an hour from one address, then refuses until the hour has passed`, async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < DEMO_ANALYSES_PER_HOUR; i++) expect((await analyse('The parties agree to meet on Tuesday.', ip)).statusCode).toBe(200);
    const limited = await analyse('The parties agree to meet on Tuesday.', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/in the last hour/);
    expect((await analyse('The parties agree.', '198.51.100.10')).statusCode).toBe(200); // another address
    t.clock.advance(DEMO_WINDOW_MS + 1000);
    expect((await analyse('The parties agree.', ip)).statusCode).toBe(200);
  });

  it('counts parallel requests one by one: no more than the limit get through at once', async () => {
    const results = await Promise.all(Array.from({ length: DEMO_ANALYSES_PER_HOUR + 5 }, () => analyse('The parties agree.', '192.0.2.55')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(DEMO_ANALYSES_PER_HOUR);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});
