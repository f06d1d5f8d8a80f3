/**
 * Sharing by link through the API: made, listed with its access log and revoked by who may change the
 * document; opened with no account (read-only, comments when allowed, never the owner's account);
 * refused when expired or revoked (410), unknown or guessed (404), or with a wrong password (403,
 * then 429 past the tries, even for the right one); and the headers that keep the page private.
 */
import type { JSONContent } from '@tiptap/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorText } from '../../../common/editing/anchors';
import { documentText } from '../../../common/editing/blocks';
import type { EditorDocument } from '../../../common/schemas/editing';
import type { ShareLink, SharedDocument } from '../../../common/schemas/sharing';
import type { Team } from '../../../common/schemas/teams';
import { teamMembers } from '../../db/schema';
import { LEASE_TXT, analysedDocument } from '../../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { PASSWORD_TRIES } from './sharing.service';

let t: TestApp;
let c: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  c = await t.signedIn('sharer', 'premium');
});
afterAll(() => t.close());

const share = async (id: number, body: Record<string, unknown>, client = c) => {
  const res = await client.request('POST', `/api/documents/${id}/share-links`, { body: { name: 'For my landlord', access: 'view', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<{ link: ShareLink; url: string }>();
  return { ...created, token: created.url.split('/s/')[1]! };
};
const lease = async () => (await analysedDocument(c, LEASE_TXT, 'lease.txt')).id;
const visit = (token: string, visitor = t.client()) => visitor.request('GET', `/api/shared/${token}`);

describe('a link', () => {
  it('shows the newest text to anyone with it, read-only, and logs each opening for the owner', async () => {
    const id = await lease();
    const doc = (await c.request('GET', `/api/documents/${id}/editor`)).json<EditorDocument>();
    const content: JSONContent = { ...doc.content, content: [...((doc.content.content as JSONContent[] | undefined) ?? []), { type: 'paragraph', content: [{ type: 'text', text: 'Edited after upload.' }] }] };
    await c.request('PUT', `/api/documents/${id}/content`, { body: { baseRevision: doc.revision, content } });
    const { link, url, token } = await share(id, {});
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/s\/[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ name: 'For my landlord', access: 'view', hasPassword: false, state: 'active', createdBy: 'sharer', visitCount: 0 });

    const res = await visit(token);
    expect(res.statusCode).toBe(200);
    const shared = res.json<SharedDocument>();
    expect(shared).toMatchObject({ title: 'lease', access: 'view', comments: [] });
    expect(documentText(shared.content)).toContain('Edited after upload.');
    // nothing of the owner's account
    expect(res.body).not.toContain('sharer');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const page = await t.client().request('GET', `/s/${token}`);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');

    await visit(token);
    const [listed] = (await c.request('GET', `/api/documents/${id}/share-links`)).json<{ items: ShareLink[] }>().items;
    expect(listed).toMatchObject({ id: link.id, visitCount: 2 });
    expect(listed!.visits).toHaveLength(2);
  });

  it('answers 410 in plain words once revoked or expired, and 404 for a token that was never made', async () => {
    const id = await lease();
    const { link, token } = await share(id, {});
    expect((await c.request('DELETE', `/api/documents/${id}/share-links/${link.id}`)).statusCode).toBe(204);
    const revoked = await visit(token);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json<{ message: string }>().message).toBe('This link was turned off by the person who shared it. Ask them for a new one.');
    expect((await c.request('GET', `/api/documents/${id}/share-links`)).json<{ items: ShareLink[] }>().items[0]).toMatchObject({ state: 'revoked' });

    const soon = await share(id, { expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString() });
    expect((await visit(soon.token)).statusCode).toBe(200);
    t.clock.advance(120_000);
    const expired = await visit(soon.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toMatch(/expired/);

    for (const guess of ['A'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) expect((await visit(guess)).statusCode).toBe(404);
    for (const bad of ['short', '..%2f..%2fetc']) expect((await visit(bad)).statusCode).toBe(400);
    // past the router's longest parameter: 414, still the sender's fault
    expect((await visit('x'.repeat(200))).statusCode).toBe(414);
  });

  it('asks for its password, refuses a wrong one, and past the tries makes even the right one wait', async () => {
    const id = await lease();
    const { token } = await share(id, { password: 'blue harbor 42' });
    const visitor = t.client('10.9.9.9');
    const first = await visit(token, visitor);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ fields: { password: expect.any(String) } });
    const right = await visitor.request('POST', `/api/shared/${token}/open`, { body: { password: 'blue harbor 42' } });
    expect(right.statusCode).toBe(200);
    expect(documentText(right.json<SharedDocument>().content)).toContain('Security Deposit');
    // a reload carries the grant the opening gave, not the password; it lapses after its hours
    const { grant } = right.json<SharedDocument>();
    expect((await visitor.request('GET', `/api/shared/${token}`, { headers: { 'x-share-grant': grant! } })).statusCode).toBe(200);
    t.clock.advance(13 * 3_600_000);
    expect((await visitor.request('GET', `/api/shared/${token}`, { headers: { 'x-share-grant': grant! } })).statusCode).toBe(403);

    const guesser = t.client('10.9.9.10');
    const limit = PASSWORD_TRIES.perAddress[0]!.limit;
    for (let i = 0; i < limit; i++) expect((await guesser.request('POST', `/api/shared/${token}/open`, { body: { password: `guess ${i}` } })).statusCode).toBe(403);
    const limited = await guesser.request('POST', `/api/shared/${token}/open`, { body: { password: 'blue harbor 42' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // someone else, from another address, still gets in
    expect((await t.client('10.9.9.11').request('POST', `/api/shared/${token}/open`, { body: { password: 'blue harbor 42' } })).statusCode).toBe(200);
  });

  it('shows the open comments when it allows them, and never another document', async () => {
    const id = await lease();
    const other = await lease();
    const doc = (await c.request('GET', `/api/documents/${id}/editor`)).json<EditorDocument>();
    const start = anchorText(doc.content).text.indexOf('$1,400');
    await c.request('POST', `/api/documents/${id}/comments`, { body: { body: 'Market rate?', revision: doc.revision, start, end: start + 6 } });
    const { token, link } = await share(id, { access: 'comment' });
    const shared = (await visit(token)).json<SharedDocument>();
    expect(shared.comments).toMatchObject([{ body: 'Market rate?', quote: '$1,400' }]);
    // the link's id or its token says nothing about another document of the owner
    expect((await t.client().request('GET', `/api/documents/${other}/share-links`)).statusCode).toBe(401);
    expect((await c.request('DELETE', `/api/documents/${other}/share-links/${link.id}`)).statusCode).toBe(404);
  });
});

describe('a comment link', () => {
  it('lets its visitor comment and reply under a name, within limits, and a view link does not', async () => {
    const id = await lease();
    await c.request('GET', `/api/documents/${id}/editor`);
    const { token } = await share(id, { access: 'comment', password: 'harbor lights 7' });
    const visitor = t.client('10.8.8.8');
    const opened = (await visitor.request('POST', `/api/shared/${token}/open`, { body: { password: 'harbor lights 7' } })).json<SharedDocument>();
    const start = anchorText(opened.content).text.indexOf('No pets');
    expect(opened.grant).toMatch(/^\d+\./);
    const body = { name: 'Pat (landlord)', body: 'A cat is fine.', revision: opened.revision, start, end: start + 7, grant: opened.grant! };
    const res = await visitor.request('POST', `/api/shared/${token}/comments`, { body });
    expect(res.statusCode, res.body).toBe(201);
    const [thread] = res.json<SharedDocument>().comments;
    expect(thread).toMatchObject({ author: 'Pat (landlord) (guest)', body: 'A cat is fine.', quote: 'No pets' });
    const replied = await visitor.request('POST', `/api/shared/${token}/comments/${thread!.id}/replies`, { body: { name: 'Pat (landlord)', body: 'Dogs too.', grant: opened.grant! } });
    expect(replied.json<SharedDocument>().comments[0]!.replies).toMatchObject([{ author: 'Pat (landlord) (guest)', body: 'Dogs too.' }]);
    // the owner sees the visitor's comment in the editor
    const own = (await c.request('GET', `/api/documents/${id}/comments`)).json<{ items: { author: string; mine: boolean }[] }>().items;
    expect(own).toMatchObject([{ author: 'Pat (landlord) (guest)', mine: false }]);

    // without the grant, with a forged one, with a stale revision, or with no name: refused, nothing added
    expect((await visitor.request('POST', `/api/shared/${token}/comments`, { body: { ...body, grant: undefined } })).statusCode).toBe(403);
    const forged = `${Date.now() + 3_600_000}.${'A'.repeat(43)}`;
    expect((await visitor.request('POST', `/api/shared/${token}/comments`, { body: { ...body, grant: forged } })).statusCode).toBe(403);
    expect((await visitor.request('POST', `/api/shared/${token}/comments`, { body: { ...body, revision: 99 } })).statusCode).toBe(409);
    expect((await visitor.request('POST', `/api/shared/${token}/comments`, { body: { ...body, name: ' ' } })).statusCode).toBe(400);
    expect((await c.request('GET', `/api/documents/${id}/comments`)).json<{ items: unknown[] }>().items).toHaveLength(1);

    const view = await share(id, { access: 'view' });
    const refused = await visitor.request('POST', `/api/shared/${view.token}/comments`, { body: { ...body, grant: undefined } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('This link lets you read the document, not comment on it.');
  });
});

describe('who may share', () => {
  it('refuses bad links, a stranger and a team member who did not add the document', async () => {
    const id = await lease();
    for (const body of [
      { name: '' },
      { access: 'edit' },
      { password: 'short' },
      { expiresAt: 'tomorrow' },
      { expiresAt: new Date(Date.now() - 86_400_000).toISOString() },
      { extra: 1 },
    ]) {
      const res = await c.request('POST', `/api/documents/${id}/share-links`, { body: { name: 'x', access: 'view', ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await c.request('GET', `/api/documents/${id}/share-links`)).json<{ items: ShareLink[] }>().items).toEqual([]);
    const stranger = await t.signedIn('share-stranger');
    expect((await stranger.request('POST', `/api/documents/${id}/share-links`, { body: { name: 'x', access: 'view' } })).statusCode).toBe(404);

    const owner = await t.signedIn('share-owner', 'premium');
    const team = (await owner.request('POST', '/api/teams', { body: { name: 'Share LLP' } })).json<Team>();
    const member = await t.signedIn('share-member');
    const memberId = (await member.request('GET', '/api/user')).json<{ id: number }>().id;
    await t.database.db.insert(teamMembers).values({ teamId: team.id, userId: memberId, role: 'member' });
    owner.headers['x-team-id'] = String(team.id);
    member.headers['x-team-id'] = String(team.id);
    const teamDoc = (await analysedDocument(owner, LEASE_TXT, 'team.txt')).id;
    expect((await member.request('POST', `/api/documents/${teamDoc}/share-links`, { body: { name: 'x', access: 'view' } })).statusCode).toBe(403);
    expect((await member.request('GET', `/api/documents/${teamDoc}/share-links`)).statusCode).toBe(403);
    await share(teamDoc, {}, owner);
  });
});
