/**
 * Comments through the API: a thread on selected words, replies, resolve and reopen, the thread kept
 * on its words while the text changes around it (and detached, with its quote, when they are deleted),
 * teammates seeing each other's, and refusals that change nothing.
 */
import type { JSONContent } from '@tiptap/core';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorText } from '../../../common/editing/anchors';
import type { EditorDocument, Saved, Thread } from '../../../common/schemas/editing';
import type { Team } from '../../../common/schemas/teams';
import { teamMembers } from '../../db/schema';
import { LEASE_TXT, analysedDocument } from '../../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let c: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  c = await t.signedIn('commenter', 'premium');
});
afterAll(() => t.close());

async function openLease(client = c) {
  const { id } = await analysedDocument(client, LEASE_TXT, 'lease.txt');
  const doc = (await client.request('GET', `/api/documents/${id}/editor`)).json<EditorDocument>();
  return { id, doc };
}
/** the range of the first `words` in the document */
const rangeOf = (content: JSONContent, words: string) => {
  const start = anchorText(content).text.indexOf(words);
  expect(start).toBeGreaterThanOrEqual(0);
  return { start, end: start + words.length };
};
const comment = async (id: number, doc: EditorDocument, words: string, body: string, client = c) => {
  const res = await client.request('POST', `/api/documents/${id}/comments`, { body: { body, revision: doc.revision, ...rangeOf(doc.content, words) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Thread>();
};
const threads = async (id: number, client = c) => (await client.request('GET', `/api/documents/${id}/comments`)).json<{ items: Thread[] }>().items;
/** the words a thread stands on in the newest version */
const wordsOf = async (id: number, thread: Thread) => {
  const doc = (await c.request('GET', `/api/documents/${id}/editor`)).json<EditorDocument>();
  const now = (await threads(id)).find((x) => x.id === thread.id)!;
  return now.start === null ? null : anchorText(doc.content).text.slice(now.start, now.end!);
};
/** the document with `from` replaced by `to` in its text nodes */
const replaced = (content: JSONContent, from: string, to: string): JSONContent => JSON.parse(JSON.stringify(content).replace(from, to)) as JSONContent;
const save = async (id: number, baseRevision: number, content: JSONContent) => {
  const res = await c.request('PUT', `/api/documents/${id}/content`, { body: { baseRevision, content } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Saved>();
};

describe('a thread', () => {
  it('is written on selected words, answered, resolved and reopened', async () => {
    const { id, doc } = await openLease();
    const thread = await comment(id, doc, 'security deposit of $2,800', 'Two months is more than our state allows.');
    expect(thread).toMatchObject({ author: 'commenter', quote: 'security deposit of $2,800', resolved: null, replies: [], mine: true, mayDelete: true });

    const replied = await c.request('POST', `/api/documents/${id}/comments/${thread.id}/replies`, { body: { body: 'Agreed: ask for one month.' } });
    expect(replied.statusCode).toBe(201);
    expect(replied.json<Thread>().replies).toMatchObject([{ body: 'Agreed: ask for one month.', author: 'commenter' }]);

    const resolved = await c.request('PATCH', `/api/documents/${id}/comments/${thread.id}`, { body: { resolved: true } });
    expect(resolved.json<Thread>().resolved).toMatchObject({ by: 'commenter' });
    const reopened = await c.request('PATCH', `/api/documents/${id}/comments/${thread.id}`, { body: { resolved: false } });
    expect(reopened.json<Thread>().resolved).toBeNull();

    const edited = await c.request('PATCH', `/api/documents/${id}/comments/${thread.id}`, { body: { body: 'Two months is the most our state allows.' } });
    expect(edited.json<Thread>().body).toBe('Two months is the most our state allows.');
    expect(await threads(id)).toHaveLength(1);

    expect((await c.request('DELETE', `/api/documents/${id}/comments/${thread.id}`)).statusCode).toBe(204);
    expect(await threads(id)).toEqual([]);
  });

  it('stays on its words while the text changes around them, and keeps its quote when they are deleted', async () => {
    const { id, doc } = await openLease();
    const rent = await comment(id, doc, '$1,400', 'Is this the market rate?');
    const pets = await comment(id, doc, 'No pets are allowed', 'We have a cat.');
    let content = replaced(doc.content, 'The Tenant shall pay rent of', 'Each month the Tenant shall pay a rent of');
    let saved = await save(id, doc.revision, content);
    expect(await wordsOf(id, rent)).toBe('$1,400');
    expect(await wordsOf(id, pets)).toBe('No pets are allowed');
    content = replaced(content, '$1,400', '$1,450');
    saved = await save(id, saved.revision, content);
    // typed inside the words: the thread covers what is there now
    expect(await wordsOf(id, rent)).toBe('$1,450');
    content = replaced(content, 'No pets are allowed in the apartment without the Landlord\'s written consent.', 'Pets are welcome.');
    await save(id, saved.revision, content);
    expect(await wordsOf(id, pets)).toBeNull();
    const detached = (await threads(id)).find((x) => x.id === pets.id)!;
    expect(detached).toMatchObject({ start: null, end: null, quote: 'No pets are allowed' });
    // threads come in the order of the text, detached ones last
    expect((await threads(id)).map((x) => x.id)).toEqual([rent.id, pets.id]);
  });
});

describe('a Word export', () => {
  it('carries the open comments as Word comments, and leaves resolved ones out', async () => {
    const { id, doc } = await openLease();
    const open = await comment(id, doc, 'Maple Homes LLC', 'Is this the registered name?');
    await c.request('POST', `/api/documents/${id}/comments/${open.id}/replies`, { body: { body: 'Yes, per the state registry.' } });
    const done = await comment(id, doc, 'Jordan Lee', 'Spelled right.');
    await c.request('PATCH', `/api/documents/${id}/comments/${done.id}`, { body: { resolved: true } });
    const file = await c.request('GET', `/api/documents/${id}/export?format=docx`);
    const html = (await mammoth.convertToHtml({ buffer: file.rawPayload }, { styleMap: ['comment-reference => sup'] })).value;
    expect(html).toContain('Is this the registered name?');
    expect(html).toContain('Yes, per the state registry.');
    expect(html).not.toContain('Spelled right.');
  });
});

describe('refusals change nothing', () => {
  it('refuses a range of older text, outside the text, or of no words', async () => {
    const { id, doc } = await openLease();
    const saved = await save(id, doc.revision, replaced(doc.content, 'RESIDENTIAL LEASE', 'LEASE'));
    const stale = await c.request('POST', `/api/documents/${id}/comments`, { body: { body: 'Hm', revision: doc.revision, start: 0, end: 5 } });
    expect(stale.statusCode).toBe(409);
    const bodies = [
      { body: 'x', revision: saved.revision, start: 0, end: 10_000 },
      { body: 'x', revision: saved.revision, start: 5, end: 5 },
      { body: '', revision: saved.revision, start: 0, end: 5 },
      { body: 'x'.repeat(5001), revision: saved.revision, start: 0, end: 5 },
      { body: 'x', revision: saved.revision, start: -1, end: 5 },
      { body: 'x', start: 0, end: 5 },
      { body: 'x', revision: saved.revision, start: 0, end: 5, author: 'someone' },
    ];
    for (const body of bodies) expect((await c.request('POST', `/api/documents/${id}/comments`, { body })).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect(await threads(id)).toEqual([]);
    expect((await c.request('POST', `/api/documents/${id}/comments/999999/replies`, { body: { body: 'x' } })).statusCode).toBe(404);
    expect((await c.request('PATCH', `/api/documents/${id}/comments/abc`, { body: { resolved: true } })).statusCode).toBe(400);
    expect((await c.request('PATCH', `/api/documents/${id}/comments/1`, { body: {} })).statusCode).toBe(400);
  });

  it('hides comments from a stranger and refuses a document that was never opened in the editor', async () => {
    const { id, doc } = await openLease();
    const thread = await comment(id, doc, 'Jordan Lee', 'Full legal name?');
    const stranger = await t.signedIn('comment-stranger');
    expect((await stranger.request('GET', `/api/documents/${id}/comments`)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/documents/${id}/comments/${thread.id}`)).statusCode).toBe(404);
    const unopened = await analysedDocument(c, LEASE_TXT, 'unopened.txt');
    expect((await c.request('POST', `/api/documents/${unopened.id}/comments`, { body: { body: 'x', revision: 0, start: 0, end: 3 } })).statusCode).toBe(409);
  });
});

describe('in a team', () => {
  it('lets teammates see and answer each other’s comments; only the writer changes a comment’s text', async () => {
    const owner = await t.signedIn('comment-owner', 'premium');
    const team = (await owner.request('POST', '/api/teams', { body: { name: 'Review LLP' } })).json<Team>();
    const member = await t.signedIn('comment-member');
    const memberId = (await member.request('GET', '/api/user')).json<{ id: number }>().id;
    await t.database.db.insert(teamMembers).values({ teamId: team.id, userId: memberId, role: 'member' });
    owner.headers['x-team-id'] = String(team.id);
    member.headers['x-team-id'] = String(team.id);
    const { id, doc } = await openLease(owner);
    const thread = await comment(id, doc, 'Maple Homes LLC', 'Check the landlord’s registered name.', owner);

    const seen = await threads(id, member);
    expect(seen).toMatchObject([{ id: thread.id, author: 'comment-owner', mine: false, mayDelete: false }]);
    expect((await member.request('POST', `/api/documents/${id}/comments/${thread.id}/replies`, { body: { body: 'It is Maple Homes, L.L.C.' } })).statusCode).toBe(201);
    expect((await member.request('PATCH', `/api/documents/${id}/comments/${thread.id}`, { body: { resolved: true } })).statusCode).toBe(200);
    expect((await member.request('PATCH', `/api/documents/${id}/comments/${thread.id}`, { body: { body: 'Changed by someone else' } })).statusCode).toBe(403);
    expect((await member.request('DELETE', `/api/documents/${id}/comments/${thread.id}`)).statusCode).toBe(403);
    // a member comments too, and the owner sees it
    const own = await comment(id, doc, 'Jordan Lee', 'Tenant’s full name?', member);
    expect((await threads(id, owner)).map((x) => x.id)).toContain(own.id);
  });
});
