/**
 * The LLM path end to end, against local servers speaking the OpenAI-compatible and Anthropic streaming
 * protocols: the prompt carries the numbered passages, the answer streams through, citations of
 * passages that were not supplied are removed, failures become a clear message with the question kept,
 * and a reader who stops mid-answer stops the model and keeps the partial answer.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationDetail } from '../../common/schemas/chat';
import type { AiConfig } from '../config';
import { startFakeLlm, type FakeLlm, type Protocol } from '../testing/fake-llm-server';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { ask, readAnswer } from '../testing/ui-stream';
import { FAILURE_MESSAGES } from './provider-errors';

const DEPOSIT = "My landlord won't return my security deposit. What can I do?";

function aiConfig(protocol: Protocol, url: string, timeoutMs = 5000): AiConfig {
  return protocol === 'openai'
    ? { provider: 'openai-compatible', baseUrl: url, apiKey: 'test-key', model: 'fake-model', timeoutMs }
    : { provider: 'anthropic', baseUrl: url, apiKey: 'test-key', model: 'fake-model', timeoutMs };
}

describe.each<Protocol>(['openai', 'anthropic'])('the %s provider path', (protocol) => {
  let fake: FakeLlm;
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    fake = await startFakeLlm(protocol);
    t = await createTestApp({ withKnowledgeBase: true, config: { defaultPlan: 'premium', ai: aiConfig(protocol, fake.url) } });
    c = t.client();
    await c.register(`llm_${protocol}`);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const start = async () => (await c.request('POST', '/api/conversations', { body: {} })).json<Conversation>();
  const send = async (id: number, body: object) => readAnswer((await c.request('POST', `/api/conversations/${id}/messages`, { body })).body);
  const detail = async (id: number) => (await c.request('GET', `/api/conversations/${id}`)).json<ConversationDetail>();

  it('prompts with the numbered passages and streams the answer, keeping only citations of supplied passages', async () => {
    fake.reply({ chunks: ['Your landlord must return', ' the deposit or list deductions [2', ']. You can sue in small claims [', '99]. Send a demand letter first [4].'] });
    const conversation = await start();
    const answer = await send(conversation.id, ask(DEPOSIT));

    const request = fake.requests.at(-1)!;
    expect(request.body.model).toBe('fake-model');
    expect(request.body.stream).toBe(true);
    expect(protocol === 'openai' ? request.headers.authorization : request.headers['x-api-key']).toMatch(/test-key/);
    const system = JSON.stringify(protocol === 'openai' ? request.body.messages[0] : request.body.system);
    expect(system).toMatch(/Answer only from the numbered passages/);
    // the model gets the same reading of the message as the offline engine, and the same shape to answer in
    expect(system).toMatch(/suggests these problems \(it can be wrong\): \(main\) Security deposits/);
    expect(system).toMatch(/not advice about this person.s case/);
    expect(system).toMatch(/What this sounds like/);
    expect(system).toMatch(/### More detail/);
    const prompt = JSON.stringify(request.body.messages.at(-1));
    expect(prompt).toMatch(/\[1\] Security deposits, section/);
    expect(prompt).toContain(DEPOSIT);

    // [2] and [4] were supplied and become [1] and [2]; [99] was not and is gone
    expect(answer.text).toMatch(/^Your landlord must return the deposit or list deductions \[1\]\. You can sue in small claims\. Send a demand letter first \[2\]\./);
    expect(answer.text).not.toContain('99');
    expect(answer.text).toMatch(/general information, not legal advice/);
    expect(answer.sources.map((s) => s.n)).toEqual([1, 2]);
    expect(answer.sources[0]).toMatchObject({ kind: 'topic', categoryId: 'housing', topicId: 'security-deposits' });
    expect(answer.metadata).toEqual({ status: 'complete', verified: true });

    const saved = (await detail(conversation.id)).messages[1]!;
    expect(saved).toMatchObject({ status: 'complete', verified: true, provider: protocol === 'openai' ? 'openai-compatible' : 'anthropic', model: 'fake-model' });
    expect(saved.sources).toEqual(answer.sources);
  });

  it('sends the conversation so far, without the old answers’ citation numbers', async () => {
    fake.reply({ chunks: ['In California the landlord has 21 days [1].'] });
    const conversation = await start();
    await send(conversation.id, ask(DEPOSIT));
    await send(conversation.id, ask('And in California?'));
    const messages = fake.requests.at(-1)!.body.messages.filter((m) => m.role !== 'system');
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(messages[1])).toContain('In California the landlord has 21 days.');
    expect(JSON.stringify(messages[2])).toMatch(/California/);
  });

  it('removes a planted [7] when no passage was supplied at all', async () => {
    fake.reply({ chunks: ['Banana bread needs ripe bananas [7].'] });
    const conversation = await start();
    const answer = await send(conversation.id, ask('What is a good recipe for banana bread?'));
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages.at(-1))).toContain('Passages: none were found');
    expect(answer.text).toMatch(/^Banana bread needs ripe bananas\./);
    expect(answer.text).not.toContain('[7]');
    expect(answer.sources).toEqual([]);
    expect(answer.metadata.verified).toBe(false);
  });

  it('marks an answer to a legal question that cites nothing as unverified', async () => {
    fake.reply({ chunks: ['Just ask nicely and it will be fine.'] });
    const conversation = await start();
    const answer = await send(conversation.id, ask(DEPOSIT));
    expect(answer.sources).toEqual([]);
    expect(answer.metadata).toEqual({ status: 'complete', verified: false });
    expect((await detail(conversation.id)).messages[1]).toMatchObject({ verified: false });
  });

  it.each([
    [401, FAILURE_MESSAGES.unauthorized],
    [429, FAILURE_MESSAGES.rate_limited],
    [500, FAILURE_MESSAGES.unavailable],
  ])('turns a %i from the provider into a clear message and keeps the question', async (status, message) => {
    fake.reply({ status });
    const conversation = await start();
    const answer = await send(conversation.id, ask(DEPOSIT));
    expect(answer.error).toBe(message);
    expect(answer.text).toBe('');
    expect(answer.metadata).toEqual({ status: 'error' });
    const saved = await detail(conversation.id);
    expect(saved.messages.map((m) => m.role)).toEqual(['user']);
    // once the provider recovers, the same question is answered
    fake.reply({ chunks: ['Here is the answer [1].'] });
    const retried = await send(conversation.id, { regenerate: true });
    expect(retried.error).toBeUndefined();
    expect((await detail(conversation.id)).messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('stops the model when the reader stops, and keeps the partial answer', async () => {
    fake.reply({ chunks: Array.from({ length: 40 }, (_, i) => `word${i} `), delayMs: 50 });
    const conversation = await start();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stop = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'csrf-token': await c.token(),
        cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(ask(DEPOSIT)),
      signal: stop.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('word2')) seen += new TextDecoder().decode((await reader.read()).value);
    stop.abort();

    await expect.poll(() => fake.abandoned, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await detail(conversation.id)).messages.length, { timeout: 5000 }).toBe(2);
    const partial = (await detail(conversation.id)).messages[1]!;
    expect(partial.status).toBe('partial');
    const text = String(partial.parts[0]!.text);
    expect(text).toMatch(/^word0 word1 word2/);
    expect(text).not.toMatch(/word39/);
  });
});

describe('provider failures without an answer from the provider', () => {
  let fake: FakeLlm;
  beforeAll(async () => {
    fake = await startFakeLlm('openai');
  });
  afterAll(() => fake.close());

  async function askWith(ai: AiConfig) {
    // the model is called whatever retrieval finds, so these need no knowledge base
    const t = await createTestApp({ config: { ai } });
    try {
      const c = t.client();
      await c.register('unlucky');
      const { id } = (await c.request('POST', '/api/conversations', { body: {} })).json<Conversation>();
      const answer = readAnswer((await c.request('POST', `/api/conversations/${id}/messages`, { body: ask(DEPOSIT) })).body);
      const saved = (await c.request('GET', `/api/conversations/${id}`)).json<ConversationDetail>();
      const usage = (await c.request('GET', '/api/usage')).json<{ conversations: { used: number } }>();
      return { answer, saved, used: usage.conversations.used };
    } finally {
      await t.close();
    }
  }

  it('says the service took too long when it does not answer in time', async () => {
    fake.reply({ stall: true });
    const { answer, saved, used } = await askWith(aiConfig('openai', fake.url, 300));
    expect(answer.error).toBe(FAILURE_MESSAGES.timeout);
    expect(saved.messages.map((m) => m.role)).toEqual(['user']);
    // an answer that failed before saying anything does not use one of the Free plan's conversations
    expect(used).toBe(0);
  });

  it('says it could not reach the service when nothing listens there', async () => {
    const { answer, used } = await askWith(aiConfig('openai', 'http://127.0.0.1:9/v1'));
    expect(answer.error).toBe(FAILURE_MESSAGES.unreachable);
    expect(used).toBe(0);
  });
});
