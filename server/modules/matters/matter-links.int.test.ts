import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../common/schemas/chat';
import type { DocumentView } from '../../../common/schemas/documents';
import type { Matter, MatterLinks } from '../../../common/schemas/matters';
import { LEASE_TXT, settledDocument, uploadDocument } from '../../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { ask, readAnswer } from '../../testing/ui-stream';

let t: TestApp;
let ann: TestClient, cat: TestClient;
let matter: Matter, other: Matter;

const links = async (m: Matter) => (await ann.request('GET', `/api/matters/${m.id}/links`)).json<MatterLinks>();
const timeline = async (m: Matter) => (await ann.request('GET', `/api/matters/${m.id}/activity`)).json<{ items: { verb: string; detail: object; actor: string }[] }>().items;
const newMatter = async (c: TestClient, title: string) => (await c.request('POST', '/api/matters', { body: { title } })).json<Matter>();

beforeAll(async () => {
  t = await createTestApp({ withKnowledgeBase: true, config: { defaultPlan: 'premium' } });
  [ann, cat] = [t.client(), t.client()];
  await ann.register('ann');
  await cat.register('cat');
  matter = await newMatter(ann, 'Deposit dispute');
  other = await newMatter(ann, 'Something else');
});
afterAll(() => t.close());

describe('documents and conversations in a matter', () => {
  let lease: DocumentView;

  it('upload straight into a matter, but only one of the workspace', async () => {
    const res = await uploadDocument(ann, LEASE_TXT, 'lease.txt', { matterId: String(matter.id) });
    expect(res.statusCode).toBe(202);
    lease = await settledDocument(ann, res.json<{ id: number }>().id);
    expect(lease.matterId).toBe(matter.id);
    expect((await links(matter)).documents.map((d) => d.title)).toEqual(['lease']);

    const catsMatter = await newMatter(cat, 'Cat’s');
    const refused = await uploadDocument(ann, LEASE_TXT, 'sneaky.txt', { matterId: String(catsMatter.id) });
    expect(refused.statusCode).toBe(404);
    expect((await uploadDocument(ann, LEASE_TXT, 'bad.txt', { matterId: 'abc' })).json().message).toBe('matterId must be a matter id');
    expect((await ann.request('GET', '/api/documents')).json().items).toHaveLength(1);
    // the timeline says who uploaded what; the refused uploads left nothing
    expect((await timeline(matter)).map(({ verb, detail, actor }) => ({ verb, detail, actor }))).toEqual([
      { verb: 'document.uploaded', detail: { id: lease.id, title: 'lease' }, actor: 'ann' },
      { verb: 'matter.opened', detail: { number: matter.number, title: matter.title }, actor: 'ann' },
    ]);
  });

  it('a conversation started from the matter is filed in it and cites the matter’s documents', async () => {
    const res = await ann.request('POST', '/api/conversations', { body: { context: { matterId: matter.id } } });
    expect(res.statusCode).toBe(201);
    const conversation = res.json<Conversation>();
    expect(conversation.matterId).toBe(matter.id);
    expect((await timeline(matter))[0]).toMatchObject({ verb: 'conversation.started', detail: { id: conversation.id }, actor: 'ann' });
    const answer = readAnswer((await ann.request('POST', `/api/conversations/${conversation.id}/messages`, { body: ask('When must the landlord return my security deposit?') })).body);
    expect(answer.sources.some((s) => s.kind === 'document' && s.documentId === lease.id)).toBe(true);
    expect((await links(matter)).conversations.map((c) => c.id)).toEqual([conversation.id]);
    expect((await cat.request('POST', '/api/conversations', { body: { context: { matterId: matter.id } } })).statusCode).toBe(404);
  });

  it('belong to one matter at a time: filed, refused elsewhere, taken out, filed again', async () => {
    const chat = (await ann.request('POST', '/api/conversations', { body: { title: 'Loose question' } })).json<Conversation>();
    expect((await ann.request('POST', `/api/matters/${other.id}/links`, { body: { kind: 'conversation', id: chat.id } })).statusCode).toBe(204);
    const taken = await ann.request('POST', `/api/matters/${matter.id}/links`, { body: { kind: 'conversation', id: chat.id } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`This conversation is already in matter ${other.number}. Take it out of that matter first.`);
    expect((await ann.request('POST', `/api/matters/${other.id}/links`, { body: { kind: 'document', id: lease.id } })).statusCode).toBe(409);

    expect((await ann.request('DELETE', `/api/matters/${other.id}/links/conversation/${chat.id}`)).statusCode).toBe(204);
    expect((await ann.request('DELETE', `/api/matters/${other.id}/links/conversation/${chat.id}`)).statusCode).toBe(404);
    expect((await ann.request('POST', `/api/matters/${matter.id}/links`, { body: { kind: 'conversation', id: chat.id } })).statusCode).toBe(204);
    expect((await links(matter)).conversations).toHaveLength(2);
    // lists say which matter each conversation is in, so pickers can leave out the filed ones
    const listed = (await ann.request('GET', '/api/conversations')).json<{ items: Conversation[] }>().items;
    expect(listed.map((c) => c.matterId)).toEqual([matter.id, matter.id]);

    const catsDoc = await uploadDocument(cat, 'Cat’s note.', 'cat.txt');
    expect((await ann.request('POST', `/api/matters/${matter.id}/links`, { body: { kind: 'document', id: catsDoc.json<{ id: number }>().id } })).statusCode).toBe(404);
    expect((await ann.request('POST', `/api/matters/${matter.id}/links`, { body: { kind: 'note', id: 1 } })).statusCode).toBe(400);
    const verbs = (await ann.request('GET', `/api/matters/${matter.id}/activity`)).json<{ items: { verb: string }[] }>().items.map((e) => e.verb);
    expect(verbs[0]).toBe('conversation.linked');
  });

  it('stay, unfiled, when their matter is deleted', async () => {
    expect((await ann.request('DELETE', `/api/matters/${matter.id}`)).statusCode).toBe(204);
    expect((await ann.request('GET', `/api/documents/${lease.id}`)).json<DocumentView>().matterId).toBeNull();
  });
});
