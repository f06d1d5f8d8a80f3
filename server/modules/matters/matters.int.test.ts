import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_AREAS, type Matter, type MatterStatus } from '../../../common/schemas/matters';
import type { Team } from '../../../common/schemas/teams';
import { teamMembers } from '../../db/schema';
import { loadKnowledgeBase } from '../knowledge-base/content';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { MATTER_MESSAGES } from './matters.service';

let t: TestApp;
let ann: TestClient, ben: TestClient, cat: TestClient;
const ids: Record<string, number> = {};
const year = new Date().getUTCFullYear();

const open = async (c: TestClient, body: object) => {
  const res = await c.request('POST', '/api/matters', { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Matter>();
};
const list = async (c: TestClient, query = '') => (await c.request('GET', `/api/matters${query}`)).json<{ items: Matter[]; nextCursor: string | null }>();

beforeAll(async () => {
  t = await createTestApp({ config: { defaultPlan: 'premium' } });
  [ann, ben, cat] = [t.client(), t.client(), t.client()];
  for (const [name, c] of Object.entries({ ann, ben, cat })) ids[name] = (await c.register(name)).json<{ id: number }>().id;
});
afterAll(() => t.close());

describe('matters', () => {
  it('use the knowledge base’s categories as practice areas', async () => {
    expect([...PRACTICE_AREAS].sort()).toEqual((await loadKnowledgeBase()).categories.map((c) => c.id).sort());
  });

  it('open with only a title, numbered and with sensible defaults, and log it', async () => {
    const matter = await open(ann, { title: '  Eviction notice  ' });
    expect(matter).toMatchObject({
      number: `M-${year}-0001`,
      title: 'Eviction notice',
      status: 'open',
      priority: 'normal',
      openedOn: new Date().toISOString().slice(0, 10),
      closedOn: null,
      tags: [],
      responsibleUserId: ids.ann,
      teamId: null,
    });
    const timeline = (await ann.request('GET', `/api/matters/${matter.id}/activity`)).json<{ items: { verb: string; actor: string }[] }>();
    expect(timeline.items).toEqual([expect.objectContaining({ verb: 'matter.opened', actor: 'ann' })]);
  });

  it('refuse bad input with a clear message and open nothing', async () => {
    const cases: [object, string][] = [
      [{}, 'Give the matter a title'],
      [{ title: '   ' }, 'Give the matter a title'],
      [{ title: 'A', practiceArea: 'space-law' }, 'Choose a practice area from the list'],
      [{ title: 'A', status: 'archived' }, 'Status must be open, pending or closed'],
      [{ title: 'A', openedOn: '2026-02-30' }, 'Dates must be YYYY-MM-DD'],
      [{ title: 'A', openedOn: '0000-01-01' }, 'Dates must be YYYY-MM-DD, in year 1 or later'],
      [{ title: 'A', responsibleUserId: 99_999_999_999 }, 'There is no such person'],
      [{ title: 'A', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'At most 20 tags'],
    ];
    for (const [body, message] of cases) {
      const res = await ann.request('POST', '/api/matters', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await ann.request('POST', '/api/matters', { body: { title: 'A', owner: 3 } })).statusCode).toBe(400);
    const personal = await ann.request('POST', '/api/matters', { body: { title: 'A', responsibleUserId: ids.ben } });
    expect(personal.json().message).toBe(MATTER_MESSAGES.responsiblePersonal);
    expect((await list(ann)).items).toHaveLength(1);
  });

  it('number in order under concurrent openings, per workspace', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, (_, i) => open(ann, { title: `Parallel ${i}` })));
    const numbers = made.map((m) => m.number).sort();
    expect(new Set(numbers).size).toBe(8);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `M-${year}-${String(i + 2).padStart(4, '0')}`));
    // another person's workspace counts from 1
    expect((await open(cat, { title: 'Mine' })).number).toBe(`M-${year}-0001`);
  });

  it('are found by words, status, area and responsible person, sorted and paged', async () => {
    const wage = await open(ann, { title: 'Unpaid overtime', clientName: 'R. Diaz', practiceArea: 'employment', priority: 'high', tags: ['Wage-Claim'] });
    await ann.request('PATCH', `/api/matters/${wage.id}`, { body: { status: 'pending' } });
    expect((await list(ann, '?q=diaz')).items.map((m) => m.id)).toEqual([wage.id]);
    expect((await list(ann, '?q=wage-claim')).items.map((m) => m.id)).toEqual([wage.id]);
    expect((await list(ann, '?status=pending')).items.map((m) => m.id)).toEqual([wage.id]);
    expect((await list(ann, '?area=employment')).items.map((m) => m.id)).toEqual([wage.id]);
    expect((await list(ann, `?responsible=${ids.ann}`)).items).toHaveLength(10);
    expect((await list(ann, '?sort=priority')).items[0]!.id).toBe(wage.id);
    const titles = (await list(ann, '?sort=title')).items.map((m) => m.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const first = await list(ann, '?limit=4');
    const second = await list(ann, `?limit=4&cursor=${first.nextCursor}`);
    const third = await list(ann, `?limit=4&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items, ...third.items].map((m) => m.id)).size).toBe(10);
    expect((await ann.request('GET', '/api/matters?cursor=nonsense')).statusCode).toBe(400);
    expect((await ann.request('GET', '/api/matters?status=lost')).statusCode).toBe(400);
    expect((await ann.request('GET', '/api/matters?responsible=99999999999')).statusCode).toBe(400);
    expect((await ann.request('GET', '/api/deadlines?from=0000-01-01&to=2027-01-01')).statusCode).toBe(400);
    expect((await ann.request('GET', '/api/documents?from=0000-01-01')).statusCode).toBe(400);
  });

  it('close and reopen, keeping the dates and the timeline right', async () => {
    const matter = await open(ann, { title: 'Security deposit' });
    const patch = async (body: object) => (await ann.request('PATCH', `/api/matters/${matter.id}`, { body })).json<Matter>();
    const today = new Date().toISOString().slice(0, 10);
    expect(await patch({ status: 'closed' satisfies MatterStatus })).toMatchObject({ status: 'closed', closedOn: today });
    expect(await patch({ status: 'open' })).toMatchObject({ status: 'open', closedOn: null });
    await patch({ title: 'Security deposit' }); // no change: nothing logged
    const untouched = await patch({ description: '**Landlord** kept $1,200.' });
    t.clock.advance(1000);
    expect(await patch({})).toEqual(untouched); // nothing sent: the matter as it is, its updatedAt kept
    t.clock.advance(-1000);
    const verbs = (await ann.request('GET', `/api/matters/${matter.id}/activity`)).json<{ items: { verb: string }[] }>().items.map((e) => e.verb);
    expect(verbs).toEqual(['matter.updated', 'matter.reopened', 'matter.closed', 'matter.opened']);
  });

  it('are another person’s business: 404 for them', async () => {
    const matter = (await list(ann)).items[0]!;
    for (const [method, url] of [['GET', `/api/matters/${matter.id}`], ['PATCH', `/api/matters/${matter.id}`], ['DELETE', `/api/matters/${matter.id}`], ['GET', `/api/matters/${matter.id}/activity`]] as const) {
      const res = await cat.request(method, url, { body: method === 'PATCH' ? { title: 'x' } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(cat)).items.map((m) => m.title)).toEqual(['Mine']);
  });

  it('in a team: numbered apart, any member is responsible, members delete only their own', async () => {
    const team = (await ann.request('POST', '/api/teams', { body: { name: 'Ann & Co' } })).json<Team>();
    await t.database.db.insert(teamMembers).values({ teamId: team.id, userId: ids.ben!, role: 'member' });
    ann.headers['x-team-id'] = String(team.id);
    ben.headers['x-team-id'] = String(team.id);
    const matter = await open(ann, { title: 'Client intake', responsibleUserId: ids.ben });
    expect(matter).toMatchObject({ number: `M-${year}-0001`, teamId: team.id, responsibleUserId: ids.ben });
    expect((await ann.request('POST', '/api/matters', { body: { title: 'X', responsibleUserId: ids.cat } })).json().message).toBe(MATTER_MESSAGES.responsible);
    expect((await list(ben)).items.map((m) => m.id)).toEqual([matter.id]);
    expect((await ben.request('PATCH', `/api/matters/${matter.id}`, { body: { priority: 'high' } })).statusCode).toBe(200);
    expect((await ben.request('DELETE', `/api/matters/${matter.id}`)).statusCode).toBe(403);
    expect((await ann.request('DELETE', `/api/matters/${matter.id}`)).statusCode).toBe(204);
    expect((await ann.request('GET', `/api/matters/${matter.id}`)).statusCode).toBe(404);
    delete ann.headers['x-team-id'];
    delete ben.headers['x-team-id'];
  });
});
