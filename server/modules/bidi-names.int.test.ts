import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_TXT, uploadDocument } from '../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

// What the API stores for a title or name sent with bidirectional controls (the schemas strip them: common/text.ts).
const SPOOFED = 'Invoice \u202Efdp.exe\u202C\u200F';
const CLEAN = 'Invoice fdp.exe';

let t: TestApp;
let c: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { defaultPlan: 'premium' } });
  c = t.client();
  await c.register('bidi');
});
afterAll(() => t.close());

describe('titles and names are stored without bidirectional controls', () => {
  it('matters, with their client name, tasks and deadlines', async () => {
    const matter = await c.request('POST', '/api/matters', { body: { title: SPOOFED, clientName: `\u2067${SPOOFED}\u2069` } });
    expect(matter.statusCode).toBe(201);
    expect(matter.json()).toMatchObject({ title: CLEAN, clientName: CLEAN });
    const id = matter.json<{ id: number }>().id;
    expect((await c.request('PATCH', `/api/matters/${id}`, { body: { title: `${SPOOFED} 2` } })).json()).toMatchObject({ title: `${CLEAN} 2` });
    expect((await c.request('POST', `/api/matters/${id}/tasks`, { body: { title: SPOOFED } })).json()).toMatchObject({ title: CLEAN });
    expect((await c.request('POST', `/api/matters/${id}/deadlines`, { body: { title: SPOOFED, date: '2026-03-01' } })).json()).toMatchObject({ title: CLEAN });
  });

  it('conversations', async () => {
    const created = await c.request('POST', '/api/conversations', { body: { title: SPOOFED } });
    expect(created.json()).toMatchObject({ title: CLEAN });
    const id = created.json<{ id: number }>().id;
    expect((await c.request('PATCH', `/api/conversations/${id}`, { body: { title: `\u2066${SPOOFED}` } })).json()).toMatchObject({ title: CLEAN });
  });

  it('documents, named at upload or renamed', async () => {
    const uploaded = await uploadDocument(c, LEASE_TXT, 'lease.txt', { title: SPOOFED });
    expect(uploaded.statusCode).toBe(202);
    const id = uploaded.json<{ id: number }>().id;
    expect((await c.request('GET', `/api/documents/${id}`)).json()).toMatchObject({ title: CLEAN });
    expect((await c.request('PATCH', `/api/documents/${id}`, { body: { title: `${SPOOFED}\u061C` } })).json()).toMatchObject({ title: CLEAN });
  });

  it('documents named after an uploaded file, and the file name kept for download', async () => {
    const uploaded = await uploadDocument(c, LEASE_TXT, 'Invoice \u202Etxt.exe\u202C.txt');
    const id = uploaded.json<{ id: number }>().id;
    expect((await c.request('GET', `/api/documents/${id}`)).json()).toMatchObject({ title: 'Invoice txt.exe', fileName: 'Invoice txt.exe.txt' });
  });

  it('teams', async () => {
    const team = await c.request('POST', '/api/teams', { body: { name: SPOOFED } });
    expect(team.statusCode).toBe(201);
    expect(team.json()).toMatchObject({ name: CLEAN });
  });

  it('refuses a title that is nothing but controls as empty', async () => {
    const res = await c.request('POST', '/api/matters', { body: { title: '\u202E\u2066\u2069' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe('Give the matter a title');
  });
});
