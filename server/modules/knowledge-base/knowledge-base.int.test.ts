import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KbCategory, KbCategoryDetail, KbPopularTopic, KbSearchResult, KbTopic } from '../../../common/schemas/knowledge-base';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { POPULAR_LIMIT } from './knowledge-base.service';

let t: TestApp;
let c: TestClient;
beforeAll(async () => {
  t = await createTestApp({ withKnowledgeBase: true });
  c = t.client();
  await c.register('reader');
});
afterAll(() => t.close());

const get = (url: string) => c.request('GET', url);
const search = async (q: string, extra = '') => {
  const res = await get(`/api/knowledge-base/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json<KbSearchResult[]>();
};
const topIds = async (q: string, n = 3) => (await search(q)).slice(0, n).map((r) => `${r.categoryId}/${r.topicId}`);

describe('popular guides', () => {
  // first in the file: no guide has been opened yet
  it('starts with each area’s featured guide and then puts the most opened first', async () => {
    const before = (await get('/api/knowledge-base/popular')).json<KbPopularTopic[]>();
    expect(before).toHaveLength(POPULAR_LIMIT);
    expect(before[0]).toMatchObject({ categoryId: 'benefits', topicId: 'unemployment-insurance' });

    for (let i = 0; i < 3; i++) await get('/api/knowledge-base/topics/traffic/lemon-laws');
    await get('/api/knowledge-base/topics/housing/foreclosure');
    const after = (await get('/api/knowledge-base/popular')).json<KbPopularTopic[]>();
    expect(after.slice(0, 3).map((x) => `${x.categoryId}/${x.topicId}`)).toEqual([
      'traffic/lemon-laws',
      'housing/foreclosure',
      'benefits/unemployment-insurance',
    ]);
    expect(after).toHaveLength(POPULAR_LIMIT);
    expect(new Set(after.map((x) => x.topicId)).size).toBe(POPULAR_LIMIT);
  });
});

describe('knowledge-base API', () => {
  it('needs a signed-in user on every endpoint', async () => {
    const anonymous = t.client();
    for (const url of [
      '/api/knowledge-base/categories',
      '/api/knowledge-base/categories/housing',
      '/api/knowledge-base/topics/housing/security-deposits',
      '/api/knowledge-base/search?q=deposit',
      '/api/knowledge-base/popular',
    ]) {
      const res = await anonymous.request('GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required', code: 'unauthorized' });
    }
  });

  it('lists the 16 areas in their order, with guide counts', async () => {
    const categories = (await get('/api/knowledge-base/categories')).json<KbCategory[]>();
    expect(categories).toHaveLength(16);
    expect(categories[0]).toMatchObject({ id: 'benefits', name: 'Public benefits', icon: 'HandCoins' });
    expect(categories.every((cat) => cat.topicCount >= 6)).toBe(true);
    expect(categories.find((cat) => cat.id === 'housing')!.topicCount).toBe(10);
  });

  it('shows an area with its guides in title order', async () => {
    const res = await get('/api/knowledge-base/categories/housing');
    expect(res.statusCode).toBe(200);
    const { category, topics } = res.json<KbCategoryDetail>();
    expect(category).toMatchObject({ id: 'housing', name: 'Tenants, landlords and homeowners', topicCount: 10 });
    expect(topics.map((x) => x.title)).toEqual(topics.map((x) => x.title).sort((a, b) => a.localeCompare(b)));
    expect(topics.find((x) => x.id === 'security-deposits')?.summary).toMatch(/deposit/i);
  });

  it('shows a guide with its seven sections, sources and related guides by title', async () => {
    const res = await get('/api/knowledge-base/topics/housing/security-deposits');
    expect(res.statusCode).toBe(200);
    const topic = res.json<KbTopic>();
    expect(topic).toMatchObject({ id: 'security-deposits', categoryId: 'housing', categoryName: 'Tenants, landlords and homeowners' });
    expect(topic.sections.map((s) => s.id)).toEqual([
      'in-short', 'key-points', 'how-it-works', 'what-you-can-do', 'deadlines-and-numbers-to-know', 'when-to-talk-to-a-lawyer', 'common-misconceptions',
    ]);
    expect(topic.body).toContain('## What you can do');
    expect(topic.sources.length).toBeGreaterThanOrEqual(3);
    expect(topic.sources.every((s) => s.title && (s.url === null || s.url.startsWith('https://')))).toBe(true);
    expect(topic.related.length).toBeGreaterThanOrEqual(2);
    for (const r of topic.related) expect(r.title).toBeTruthy();
    expect(topic.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 with a message for an unknown area or guide, and never 500 for odd ids', async () => {
    for (const url of ['/api/knowledge-base/categories/pets', '/api/knowledge-base/topics/housing/no-such-guide', '/api/knowledge-base/topics/pets/dogs']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/no (area|guide) with that id/);
    }
    for (const id of ['..%2F..%2Fetc', `${'x'.repeat(101)}`, "'%20or%201=1", '%F0%9F%98%80']) {
      const res = await get(`/api/knowledge-base/topics/housing/${id}`);
      expect([400, 404, 414], id).toContain(res.statusCode);
    }
  });
});

describe('knowledge-base search', () => {
  it('ranks the guide that is about the words first and marks them in the snippet', async () => {
    const [first] = await search('security deposit');
    expect(first).toMatchObject({ categoryId: 'housing', topicId: 'security-deposits' });
    expect(first!.title).toMatch(/deposit/i);
    expect(first!.snippet).toMatch(/<mark>(security|deposit)s?<\/mark>/i);
    expect(first!.score).toBeGreaterThan(0);
  });

  it('ranks results best first', async () => {
    const results = await search('child custody');
    expect(results.map((r) => r.score)).toEqual([...results.map((r) => r.score)].sort((a, b) => b - a));
  });

  it('handles plurals and other forms of a word', async () => {
    expect(await topIds('evictions')).toContain('housing/eviction-process');
    expect(await topIds('divorcing')).toContain('divorce/divorce-process');
  });

  it('forgives typos', async () => {
    expect(await topIds('evicton notice')).toContain('housing/eviction-process');
    expect(await topIds('bankrupcy')).toContain('consumer/bankruptcy-basics');
    expect(await topIds('custdy')).toContain('family/child-custody');
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(await topIds('security depo')).toContain('housing/security-deposits');
    expect(await topIds('expung')).toContain('crime/expungement-and-record-sealing');
  });

  it('finds a will though the english stop list drops the word', async () => {
    expect(await topIds('will')).toContain('estates/making-a-will');
  });

  it('filters by area and respects the limit', async () => {
    const inHousing = await search('deposit', '&category=housing');
    expect(inHousing.length).toBeGreaterThan(0);
    expect(inHousing.every((r) => r.categoryId === 'housing')).toBe(true);
    expect(await search('law', '&limit=2')).toHaveLength(2);
    expect(await search('deposit', '&category=pets')).toEqual([]);
  });

  it('answers an empty list for empty input or words no guide holds', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('zzqxv')).toEqual([]);
  });

  it('answers 400 with a message for input a search box never sends', async () => {
    const cases: [string, RegExp][] = [
      [`q=${'a'.repeat(201)}`, /at most 200 characters/],
      ['q=deposit&limit=0', /at least 1/],
      ['q=deposit&limit=51', /at most 50/],
      ['q=deposit&limit=ten', /number/],
      ['q=deposit&limit=2.5', /whole number/],
      ['q=deposit&category=Housing!', /category id/],
      ['q=a&q=b', /.+/],
      ['q=deposit%00', /NUL character/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/knowledge-base/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('never fails on odd text: quotes, query operators, SQL, emoji, other scripts', async () => {
    const odd = ['deposit\u0007', "'", '"', '\\', "'; drop table kb_topics; --", 'a & b | !c', 'deposit:*', '(((', '<->', '😀 deposit', 'депозит', '押金', '%', '_', 'null', 'x'.repeat(200)];
    for (const q of odd) {
      const results = await search(q);
      expect(Array.isArray(results), q).toBe(true);
    }
    expect(await topIds('😀 deposit')).toContain('housing/security-deposits');
  });
});
