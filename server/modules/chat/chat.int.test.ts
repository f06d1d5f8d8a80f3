import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationDetail, ConversationList, Source } from '../../../common/schemas/chat';
import { citedText } from '../../testing/cited-text';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { EVICTION_STORY, longStory } from '../../testing/long-story';
import { ask, readAnswer } from '../../testing/ui-stream';

const DEPOSIT = "My landlord won't return my security deposit. What can I do?";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withKnowledgeBase: true });
});
afterAll(() => t.close());

const signedIn = (name: string, plan: 'free' | 'premium' = 'free') => t.signedIn(name, plan);

async function start(c: TestClient, body: object = {}): Promise<Conversation> {
  const res = await c.request('POST', '/api/conversations', { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Conversation>();
}

async function send(c: TestClient, id: number, body: object) {
  const res = await c.request('POST', `/api/conversations/${id}/messages`, { body });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
  return readAnswer(res.body);
}

/** every source must be a real section of a real guide, or a state's cell of a table, quoted from it */
async function expectResolvable(sources: Source[]) {
  for (const s of sources) {
    const text = await citedText(t.database.db, s);
    expect(text, s.url).toBeDefined();
    expect(text).toContain(s.quote.replace(/…$/, ''));
  }
}

describe('asking a question', () => {
  let c: TestClient;
  let conversation: Conversation;
  beforeAll(async () => {
    c = await signedIn('asker', 'premium');
    conversation = await start(c);
  });

  it('streams a cited answer, saves question and answer, and titles the conversation after the question', async () => {
    const answer = await send(c, conversation.id, ask(DEPOSIT, 'q-1'));
    expect(answer.chunks[0]).toMatchObject({ type: 'start', messageId: expect.any(String) });
    expect(answer.chunks.filter((ch) => ch.type === 'text-delta').length).toBeGreaterThan(10);
    expect(answer.chunks.at(-1)).toEqual({ type: 'finish' });
    expect(answer.text).toMatch(/security deposit/i);
    expect(answer.text).toMatch(/\[1\]/);
    expect(answer.sources.length).toBeGreaterThan(1);
    expect(answer.sources.map((s) => s.n)).toEqual(answer.sources.map((_, i) => i + 1));
    expect(answer.sources[0]).toMatchObject({ kind: 'topic', categoryId: 'housing', topicId: 'security-deposits' });
    // every marker in the text names a source sent with it
    const markers = [...answer.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(new Set(markers)).toEqual(new Set(answer.sources.map((s) => s.n)));
    await expectResolvable(answer.sources);
    expect(answer.followUps.length).toBeGreaterThanOrEqual(2);
    expect(answer.metadata).toEqual({ status: 'complete', verified: true });

    const detail = (await c.request('GET', `/api/conversations/${conversation.id}`)).json<ConversationDetail>();
    expect(detail.title).toBe(DEPOSIT);
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(detail.messages[0]).toMatchObject({ id: 'q-1', parts: [{ type: 'text', text: DEPOSIT }] });
    const saved = detail.messages[1]!;
    expect(saved).toMatchObject({ id: answer.chunks[0]!.messageId, status: 'complete', verified: true, provider: 'offline' });
    expect(saved.sources).toEqual(answer.sources);
    expect(saved.parts).toEqual([
      { type: 'text', text: answer.text },
      { type: 'data-sources', id: 'sources', data: answer.sources },
      { type: 'data-followups', id: 'followups', data: answer.followUps },
      // the rules differ by state and the conversation has none: the chat offers to pick one
      { type: 'data-askstate', id: 'askstate', data: true },
    ]);
  });

  it('answers a follow-up that names a state with that state’s rule', async () => {
    const answer = await send(c, conversation.id, ask('And in California?'));
    expect(answer.text).toMatch(/^\*\*In California\*\*/);
    expect(answer.text).toMatch(/21 days/);
    expect(answer.sources.every((s) => s.topicId === 'security-deposits' || s.url === '/state-rules/security-deposits?state=CA')).toBe(true);
    await expectResolvable(answer.sources);
  });

  it('regenerates the last answer in place', async () => {
    const before = (await c.request('GET', `/api/conversations/${conversation.id}`)).json<ConversationDetail>();
    const answer = await send(c, conversation.id, { regenerate: true });
    expect(answer.text).toMatch(/California/);
    const after = (await c.request('GET', `/api/conversations/${conversation.id}`)).json<ConversationDetail>();
    expect(after.messages).toHaveLength(before.messages.length);
    expect(after.messages.at(-1)!.id).not.toBe(before.messages.at(-1)!.id);
    expect(after.messages.at(-1)!.id).toBe(answer.chunks[0]!.messageId);
  });

  it('refuses a message id that was already sent, and changes nothing', async () => {
    const res = await c.request('POST', `/api/conversations/${conversation.id}/messages`, { body: ask('Another question about deposits', 'q-1') });
    expect(res.statusCode).toBe(409);
    const detail = (await c.request('GET', `/api/conversations/${conversation.id}`)).json<ConversationDetail>();
    expect(detail.messages).toHaveLength(4);
  });

  it('uses the conversation’s state when the question names none', async () => {
    const texas = await start(c, { jurisdiction: 'TX' });
    const answer = await send(c, texas.id, ask(DEPOSIT));
    expect(answer.text).toMatch(/\*\*In Texas\*\*/);
  });

  it('answers a conversation started from a guide about that guide', async () => {
    const fromGuide = await start(c, { context: { topicId: 'employment/wages-and-overtime' } });
    expect(fromGuide.context).toEqual({ topicId: 'employment/wages-and-overtime' });
    const answer = await send(c, fromGuide.id, ask('Do they have to pay me extra for it?'));
    expect(answer.sources[0]).toMatchObject({ categoryId: 'employment', topicId: 'wages-and-overtime' });
  });

  it('leads with safety when someone is in danger', async () => {
    const urgent = await start(c);
    const answer = await send(c, urgent.id, ask('My boyfriend hits me and I am scared to go home. Can I get a protective order?'));
    expect(answer.text).toMatch(/^\*\*Your safety comes first\.\*\*/);
    expect(answer.text).toMatch(/911/);
    await expectResolvable(answer.sources);
  });

  it('says plainly when the knowledge base has nothing, and cites nothing', async () => {
    const offTopic = await start(c);
    const answer = await send(c, offTopic.id, ask('What is a good recipe for banana bread?'));
    expect(answer.text).toMatch(/could not find anything in the Counsel knowledge base/);
    expect(answer.sources).toEqual([]);
    expect(answer.text).not.toMatch(/\[\d+\]/);
    expect(answer.metadata).toEqual({ status: 'complete' });
  });

  it('refuses to regenerate in a conversation without a question', async () => {
    const empty = await start(c);
    const res = await c.request('POST', `/api/conversations/${empty.id}/messages`, { body: { regenerate: true } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses malformed messages with a readable message and saves nothing', async () => {
    const target = await start(c);
    const bad: [object, RegExp][] = [
      [{ message: { role: 'assistant', parts: [{ type: 'text', text: 'hi' }] } }, /./],
      [{ message: { role: 'user', parts: [{ type: 'text', text: '   ' }] } }, /Type a question first/],
      [{ message: { role: 'user', parts: [{ type: 'text', text: 'x'.repeat(20_001) }] } }, /at most 20,000 characters/],
      [{ message: { role: 'user', parts: [{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }] } }, /./],
      [{ message: { role: 'user', parts: [{ type: 'file', url: 'x' }] } }, /./],
      [{ message: { id: '../../etc', role: 'user', parts: [{ type: 'text', text: 'hi' }] } }, /./],
      [{ messages: [] }, /./],
      [{ regenerate: false }, /./],
    ];
    for (const [body, message] of bad) {
      const res = await c.request('POST', `/api/conversations/${target.id}/messages`, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const detail = (await c.request('GET', `/api/conversations/${target.id}`)).json<ConversationDetail>();
    expect(detail.messages).toEqual([]);
    expect(detail.title).toBe('New conversation');
  });

  it('answers a 15,000-character story with a cited answer in its area, opening with what it sounds like and taking its state', async () => {
    const story = longStory(EVICTION_STORY, 15_500);
    expect(story.length).toBeGreaterThan(15_000);
    expect(story.length).toBeLessThan(20_000);
    const story_ = await start(c);
    const answer = await send(c, story_.id, ask(story));
    expect(answer.metadata.status).toBe('complete');
    expect(answer.text).toMatch(/^\*\*What this sounds like\*\*\n- \[Eviction process\]\(\/knowledge-base\/housing\/eviction-process\)/);
    expect(answer.sources[0]).toMatchObject({ kind: 'topic', categoryId: 'housing' });
    expect(answer.sources.every((s) => s.categoryId === 'housing')).toBe(true);
    expect(answer.text).toMatch(/\*\*In Ohio\*\*/);
    await expectResolvable(answer.sources);
    // the state the story named is now the conversation's, for the picker
    expect((await c.request('GET', `/api/conversations/${story_.id}`)).json<ConversationDetail>().jurisdiction).toBe('OH');
  });

  it('streams 20 answers at once, each complete and cited', async () => {
    // 20 people at once: one person sending 20 at once meets the per-minute limit (action-limits.int.test.ts)
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => signedIn(`crowd${i}`, 'premium')));
    const conversations = await Promise.all(people.map((person) => start(person)));
    const questions = [DEPOSIT, 'A debt collector keeps calling me at work. Is that legal?', 'My employer has not paid my overtime', 'How do I fight a speeding ticket?'];
    const answers = await Promise.all(conversations.map((conv, i) => send(people[i]!, conv.id, ask(questions[i % questions.length]!))));
    for (const answer of answers) {
      expect(answer.metadata.status).toBe('complete');
      expect(answer.sources.length).toBeGreaterThan(0);
    }
  });
});

describe('conversations', () => {
  it('starts one with defaults, which counts toward the month only once it is answered', async () => {
    const c = await signedIn('starter');
    const conversation = await start(c);
    expect(conversation).toMatchObject({ title: 'New conversation', jurisdiction: null, context: {}, archived: false, preview: '' });
    expect((await c.request('GET', '/api/usage')).json().conversations).toEqual({ used: 0, limit: 5 });
    // a message the API refuses uses nothing
    for (const text of ['   ', 'x'.repeat(20_001)]) {
      expect((await c.request('POST', `/api/conversations/${conversation.id}/messages`, { body: ask(text) })).statusCode).toBe(400);
    }
    expect((await c.request('GET', '/api/usage')).json().conversations.used).toBe(0);
    await send(c, conversation.id, ask(DEPOSIT));
    expect((await c.request('GET', '/api/usage')).json().conversations).toEqual({ used: 1, limit: 5 });
    // the conversation counted once: more questions in it are free
    await send(c, conversation.id, ask('And in Texas?'));
    await send(c, conversation.id, { regenerate: true });
    expect((await c.request('GET', '/api/usage')).json().conversations.used).toBe(1);
  });

  it('refuses bad input with a readable message and creates nothing', async () => {
    const c = await signedIn('careless');
    const bad: [object, RegExp][] = [
      [{ jurisdiction: 'ZZ' }, /US state code/],
      [{ title: '' }, /must not be empty/],
      [{ title: 'x'.repeat(121) }, /at most 120/],
      [{ context: { topicId: 'housing/no-such-guide' } }, /no guide "housing\/no-such-guide"/],
      [{ context: { topicId: '../../etc/passwd' } }, /guide id/],
      [{ context: { matterId: 'x' } }, /./],
      [{ owner: 1 }, /./],
    ];
    for (const [body, message] of bad) {
      const res = await c.request('POST', '/api/conversations', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await c.request('GET', '/api/conversations')).json().items).toEqual([]);
    expect((await c.request('GET', '/api/usage')).json().conversations.used).toBe(0);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await c.request('GET', `/api/conversations/${id}`)).statusCode, id).toBe(400);
    }
  });

  it('lets the Free plan have 5 answered conversations a month, then answers 402 naming the limit and Premium', async () => {
    const c = await signedIn('five');
    for (let i = 0; i < 4; i++) await send(c, (await start(c)).id, ask(DEPOSIT));
    // three not yet answered, asked at once with one use left: one is answered, two are refused and keep nothing
    const waiting = await Promise.all([start(c), start(c), start(c)]);
    const results = await Promise.all(waiting.map((w) => c.request('POST', `/api/conversations/${w.id}/messages`, { body: ask(DEPOSIT) })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402, 402]);
    const refused = results.find((r) => r.statusCode === 402)!;
    expect(refused.json()).toEqual({ code: 'plan_limit', message: expect.stringMatching(/all 5 AI chat conversations.*Free plan.*Premium/) });
    expect((await c.request('GET', '/api/usage')).json().conversations).toEqual({ used: 5, limit: 5 });
    const unanswered = waiting.filter((_, i) => results[i]!.statusCode === 402);
    for (const w of unanswered) expect((await c.request('GET', `/api/conversations/${w.id}`)).json<ConversationDetail>().messages).toEqual([]);
    // at the limit, a new conversation could not be answered: refused before it is made
    const sixth = await c.request('POST', '/api/conversations', { body: {} });
    expect(sixth.statusCode).toBe(402);
    // an answered conversation goes on
    const answered = waiting.find((_, i) => results[i]!.statusCode === 200)!;
    expect((await send(c, answered.id, ask('And in Texas?'))).metadata.status).toBe('complete');
    // deleting one does not give it back
    expect((await c.request('DELETE', `/api/conversations/${answered.id}`)).statusCode).toBe(204);
    expect((await c.request('POST', '/api/conversations', { body: {} })).statusCode).toBe(402);
    // a new month starts afresh, and a conversation left unanswered can be answered then
    t.clock.advance(32 * 24 * 3600 * 1000);
    try {
      await c.login('five');
      expect((await send(c, unanswered[0]!.id, ask(DEPOSIT))).metadata.status).toBe('complete');
      expect((await c.request('GET', '/api/usage')).json().conversations.used).toBe(1);
    } finally {
      t.clock.advance(-32 * 24 * 3600 * 1000);
    }
  });

  it('gives Premium no limit', async () => {
    const c = await signedIn('unlimited', 'premium');
    for (let i = 0; i < 7; i++) await send(c, (await start(c)).id, ask(DEPOSIT));
    expect((await c.request('GET', '/api/usage')).json().conversations).toEqual({ used: 7, limit: null });
  });

  it('lists newest first in pages, searches titles and messages, and filters by day', async () => {
    const c = await signedIn('lister', 'premium');
    const titles = ['Deposit dispute', 'Overtime pay', 'Speeding ticket', 'Custody schedule'];
    for (const title of titles) {
      await start(c, { title });
      t.clock.advance(1000);
    }
    const all = (await c.request('GET', '/api/conversations')).json<ConversationList>();
    expect(all.items.map((i) => i.title)).toEqual([...titles].reverse());

    const page1 = (await c.request('GET', '/api/conversations?limit=3')).json<ConversationList>();
    expect(page1.items).toHaveLength(3);
    const page2 = (await c.request('GET', `/api/conversations?limit=3&cursor=${page1.nextCursor}`)).json<ConversationList>();
    expect(page2.items.map((i) => i.title)).toEqual(['Deposit dispute']);
    expect(page2.nextCursor).toBeNull();

    const overtime = all.items.find((i) => i.title === 'Overtime pay')!;
    await send(c, overtime.id, ask('My boss makes me work 50 hours a week without extra pay'));
    const byMessage = (await c.request('GET', `/api/conversations?q=${encodeURIComponent('50 hours')}`)).json<ConversationList>();
    expect(byMessage.items.map((i) => i.title)).toEqual(['Overtime pay']);
    expect(byMessage.items[0]!.preview.length).toBeGreaterThan(0);
    expect((await c.request('GET', '/api/conversations?q=speed')).json<ConversationList>().items.map((i) => i.title)).toEqual(['Speeding ticket']);
    expect((await c.request('GET', `/api/conversations?q=${encodeURIComponent('100%_\\')}`)).json<ConversationList>().items).toEqual([]);
    expect((await c.request('GET', `/api/conversations?q=${encodeURIComponent('"unclosed & | !')}`)).statusCode).toBe(200);

    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await c.request('GET', `/api/conversations?from=${today}&to=${today}`)).json<ConversationList>().items).toHaveLength(4);
    expect((await c.request('GET', '/api/conversations?to=2020-01-01')).json<ConversationList>().items).toEqual([]);
    expect((await c.request('GET', '/api/conversations?from=yesterday')).statusCode).toBe(400);
    expect((await c.request('GET', '/api/conversations?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await c.request('GET', '/api/conversations?limit=1000')).statusCode).toBe(400);
  });

  it('renames, sets the state, archives and deletes', async () => {
    const c = await signedIn('editor');
    const conversation = await start(c);
    const renamed = await c.request('PATCH', `/api/conversations/${conversation.id}`, { body: { title: '  My lease  ', jurisdiction: 'NY' } });
    expect(renamed.json()).toMatchObject({ title: 'My lease', jurisdiction: 'NY' });
    expect((await c.request('PATCH', `/api/conversations/${conversation.id}`, { body: {} })).statusCode).toBe(400);
    expect((await c.request('PATCH', `/api/conversations/${conversation.id}`, { body: { jurisdiction: null } })).json().jurisdiction).toBeNull();

    await c.request('PATCH', `/api/conversations/${conversation.id}`, { body: { archived: true } });
    expect((await c.request('GET', '/api/conversations')).json().items).toEqual([]);
    expect((await c.request('GET', '/api/conversations?archived=true')).json().items).toHaveLength(1);

    expect((await c.request('DELETE', `/api/conversations/${conversation.id}`)).statusCode).toBe(204);
    expect((await c.request('GET', `/api/conversations/${conversation.id}`)).statusCode).toBe(404);
    expect((await c.request('DELETE', `/api/conversations/${conversation.id}`)).statusCode).toBe(404);
  });

  it('never shows or changes another person’s conversation', async () => {
    const owner = await signedIn('owner');
    const mine = await start(owner, { title: 'Private matter' });
    const other = await signedIn('snoop');
    const url = `/api/conversations/${mine.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PATCH', url, { title: 'Mine now' }],
      ['DELETE', url, undefined],
      ['POST', `${url}/messages`, ask('What does it say?')],
    ] as const) {
      const res = await other.request(method, path, body ? { body } : {});
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.body).not.toContain('Private matter');
    }
    expect((await other.request('GET', '/api/conversations')).json().items).toEqual([]);
    expect((await owner.request('GET', url)).json()).toMatchObject({ title: 'Private matter', messages: [] });
    expect((await t.client().request('GET', '/api/conversations')).statusCode).toBe(401);
  });
});
