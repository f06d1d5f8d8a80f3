/**
 * An answer reaches the database while it streams, so a server that dies mid-answer leaves the text the
 * reader had: another instance over the same database, once the answer has not been written for a
 * while, shows it as stopped part-way (partial) with that text, and keeps it as interrupted.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationDetail } from '../../../common/schemas/chat';
import type { AiConfig } from '../../config';
import { messages } from '../../db/schema';
import { startFakeLlm, type FakeLlm } from '../../testing/fake-llm-server';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { ask } from '../../testing/ui-stream';
import { ABANDONED_STREAM_MS } from './chat.repository';

describe('an answer cut off by a crash', () => {
  let fake: FakeLlm;
  let first: TestApp;
  let second: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    fake = await startFakeLlm('openai');
    const ai: AiConfig = { provider: 'openai-compatible', baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: 30_000 };
    first = await createTestApp({ config: { defaultPlan: 'premium', ai } });
    second = await createTestApp({ database: first.database, config: { defaultPlan: 'premium', ai } });
    c = first.client();
    await c.register('cut_off');
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await fake.close();
  });

  it('is kept with the text it had, shown as stopped part-way, once its server has stopped writing it', async () => {
    fake.reply({ chunks: Array.from({ length: 200 }, (_, i) => `word${i} `), delayMs: 50 });
    const conversation = (await c.request('POST', '/api/conversations', { body: {} })).json<Conversation>();
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = first.app.server.address() as AddressInfo;
    const stop = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'csrf-token': await c.token(), cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify(ask('My landlord kept my deposit. What can I do?')),
      signal: stop.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('word3')) seen += new TextDecoder().decode((await reader.read()).value);

    // the answer so far is in the database within about a second, while it streams
    const draft = () => first.database.db.select().from(messages).where(and(eq(messages.conversationId, conversation.id), eq(messages.role, 'assistant')));
    await expect.poll(async () => (await draft())[0]?.text ?? '', { timeout: 3000 }).toMatch(/^word0 word1 word2 word3/);
    expect((await draft())[0]!.status).toBe('streaming');
    // a live answer is not shown as cut off: the stream shows it
    const detail = async (t: TestApp, client: TestClient) => (await client.request('GET', `/api/conversations/${conversation.id}`)).json<ConversationDetail>();
    expect((await detail(first, c)).messages.map((m) => m.role)).toEqual(['user']);

    // another instance, later than the first one last wrote it: as if the first had been killed
    const other = second.client();
    await other.login('cut_off');
    second.clock.advance(ABANDONED_STREAM_MS + 5000);
    const kept = (await detail(second, other)).messages;
    expect(kept.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'interrupted'],
    ]);
    expect(String(kept[1]!.parts[0]!.text)).toMatch(/^word0 word1 word2 word3/);
    expect((await draft())[0]!.status).toBe('interrupted');

    stop.abort();
    await expect.poll(() => fake.abandoned, { timeout: 5000 }).toBe(1);
  });
});
