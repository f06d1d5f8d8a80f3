import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationList } from '../../../common/schemas/chat';
import type { DocumentList } from '../../../common/schemas/documents';
import type { Team } from '../../../common/schemas/teams';
import { latestMail } from '../../mail/mailer';
import { WORKSPACE_MESSAGES } from '../../plugins/workspace';
import { analysedDocument, LEASE_TXT } from '../../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let alice: TestClient, bob: TestClient, carol: TestClient;
let team: Team;
let bobId: number;

const inTeam = (c: TestClient) => Object.assign(c.headers, { 'x-team-id': String(team.id) });
const personal = (c: TestClient) => delete c.headers['x-team-id'];
const titles = async (c: TestClient) => (await c.request('GET', '/api/documents')).json<DocumentList>().items.map((d) => d.title);

beforeAll(async () => {
  t = await createTestApp({ config: { defaultPlan: 'premium' } });
  [alice, bob, carol] = [t.client(), t.client(), t.client()];
  await alice.register('alice');
  bobId = (await bob.register('bob')).json<{ id: number }>().id;
  await carol.register('carol');
  team = (await alice.request('POST', '/api/teams', { body: { name: 'Smith Law' } })).json<Team>();
  await alice.request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'bob@example.com' } });
  const token = /\/invitations\/([\w-]+)/.exec((await latestMail(t.database.db, 'bob@example.com'))!.text)![1]!;
  expect((await bob.request('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('the team workspace (X-Team-Id)', () => {
  it('holds what its members create there, for every member, and nothing of their personal workspaces', async () => {
    await analysedDocument(alice, 'My own will.', 'personal will.txt');
    inTeam(alice);
    const lease = await analysedDocument(alice, LEASE_TXT, 'client lease.txt');
    const conversation = (await alice.request('POST', '/api/conversations', { body: { title: 'Client question' } })).json<Conversation>();
    expect(await titles(alice)).toEqual(['client lease']);

    inTeam(bob);
    expect(await titles(bob)).toEqual(['client lease']);
    expect((await bob.request('GET', `/api/documents/${lease.id}`)).json().analysis.documentType).toBe('lease');
    expect((await bob.request('GET', '/api/conversations')).json<ConversationList>().items.map((c) => c.id)).toEqual([conversation.id]);
    // and it may be asked about in the team's chat
    const asked = await bob.request('POST', '/api/conversations', { body: { context: { documentIds: [lease.id] } } });
    expect(asked.statusCode).toBe(201);

    personal(alice);
    personal(bob);
    expect(await titles(alice)).toEqual(['personal will']);
    expect(await titles(bob)).toEqual([]);
    expect((await bob.request('GET', `/api/documents/${lease.id}`)).statusCode).toBe(404);
    expect((await alice.request('GET', `/api/conversations/${conversation.id}`)).statusCode).toBe(404);
  });

  it('lets members change or delete what they added; the owner and admins anything; a link names the team as ?team=', async () => {
    inTeam(alice);
    inTeam(bob);
    const lease = (await alice.request('GET', '/api/documents')).json<DocumentList>().items[0]!;
    const refused = await bob.request('PATCH', `/api/documents/${lease.id}`, { body: { title: 'mine' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WORKSPACE_MESSAGES.notYours);
    expect((await bob.request('DELETE', `/api/documents/${lease.id}`)).statusCode).toBe(403);
    const conversation = (await alice.request('GET', '/api/conversations')).json<ConversationList>().items.find((c) => c.title === 'Client question')!;
    expect((await bob.request('DELETE', `/api/conversations/${conversation.id}`)).statusCode).toBe(403);

    const own = await analysedDocument(bob, 'Notes for the file.', 'bob notes.txt');
    expect((await bob.request('PATCH', `/api/documents/${own.id}`, { body: { title: 'Bob’s notes' } })).statusCode).toBe(200);
    expect((await alice.request('PATCH', `/api/documents/${own.id}`, { body: { title: 'Intake notes' } })).json().title).toBe('Intake notes');

    personal(bob);
    expect((await bob.request('GET', `/api/documents/${lease.id}/file`)).statusCode).toBe(404);
    const download = await bob.request('GET', `/api/documents/${lease.id}/file?team=${team.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(LEASE_TXT);
    expect((await carol.request('GET', `/api/documents/${lease.id}/file?team=${team.id}`)).statusCode).toBe(403);
    personal(alice);
  });

  it('refuses a team the user is not in (403), and a header that is not a team id (400)', async () => {
    const outsider = await carol.request('GET', '/api/documents', { headers: { 'x-team-id': String(team.id) } });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(WORKSPACE_MESSAGES.notMember);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await carol.request('GET', '/api/conversations', { headers: { 'x-team-id': bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(WORKSPACE_MESSAGES.badHeader);
    }
    expect((await carol.request('GET', '/api/documents', { headers: { 'x-team-id': '424242' } })).statusCode).toBe(403);
  });

  it('is closed to a member once removed', async () => {
    inTeam(bob);
    expect((await bob.request('GET', '/api/documents')).statusCode).toBe(200);
    expect((await alice.request('DELETE', `/api/teams/${team.id}/members/${bobId}`)).statusCode).toBe(204);
    expect((await bob.request('GET', '/api/documents')).statusCode).toBe(403);
    personal(bob);
  });

  it('goes with its team: deleting the team deletes what was in it, files too', async () => {
    const files = async () => (await readdir(path.join(t.dataDir, 'files', 'documents'))).length;
    expect(await files()).toBe(3);
    expect((await alice.request('DELETE', `/api/teams/${team.id}`)).statusCode).toBe(204);
    expect(await files()).toBe(1);
    expect(await titles(alice)).toEqual(['personal will']);
    const left = await t.database.db.execute('select count(*)::int as n from documents where team_id is not null');
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
