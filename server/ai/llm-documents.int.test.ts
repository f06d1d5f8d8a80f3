/**
 * A conversation about the user's document on the LLM path, against a local OpenAI-compatible server:
 * the prompt carries the document's best passages, numbered and marked as the person's own, before the
 * guides'; the model's citation of one becomes a document source, and an invented number is dropped.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Conversation } from '../../common/schemas/chat';
import type { DocumentText, DocumentView } from '../../common/schemas/documents';
import { analysedDocument, LEASE_TXT } from '../testing/documents';
import { startFakeLlm, type FakeLlm } from '../testing/fake-llm-server';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { ask, readAnswer } from '../testing/ui-stream';

let fake: FakeLlm;
let t: TestApp;
let c: TestClient;
let lease: DocumentView;
beforeAll(async () => {
  fake = await startFakeLlm('openai');
  t = await createTestApp({
    withKnowledgeBase: true,
    config: { defaultPlan: 'premium', ai: { provider: 'openai-compatible', baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: 5000 } },
  });
  c = t.client();
  await c.register('llm_documents');
  lease = await analysedDocument(c, LEASE_TXT, 'Elm lease.txt');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

it('prompts with the document’s passages and keeps the model’s citation of one, dropping an invented one', async () => {
  fake.reply({ chunks: ['Your lease says the landlord must return the deposit within 14 days [', '1]. ', 'The landlord also owes you interest [42].'] });
  const conversation = (await c.request('POST', '/api/conversations', { body: { context: { documentIds: [lease.id] } } })).json<Conversation>();
  const res = await c.request('POST', `/api/conversations/${conversation.id}/messages`, { body: ask('When do I get my security deposit back?') });
  expect(res.statusCode, res.body).toBe(200);
  const answer = readAnswer(res.body);

  const request = fake.requests.at(-1)!;
  expect(JSON.stringify(request.body.messages[0])).toContain('The person is asking about their own document: \\"Elm lease\\"');
  const prompt = String(request.body.messages.at(-1)!.content);
  expect(prompt).toMatch(/^Passages:\n\n\[1\] From the person's document "Elm lease", 2 Security Deposit\n2\. Security Deposit\. The Tenant shall pay a security deposit of \$2,800/);
  // the guides' passages follow, numbered after the document's
  const guide = /\[(\d+)\] Security deposits, section "In short"/.exec(prompt);
  expect(Number(guide?.[1])).toBeGreaterThan(1);

  expect(answer.text).toMatch(/^Your lease says the landlord must return the deposit within 14 days \[1\]\. The landlord also owes you interest\./);
  expect(answer.text).not.toContain('42');
  const deposit = lease.analysis!.segments.find((s) => s.heading === 'Security Deposit')!;
  expect(answer.sources).toEqual([
    expect.objectContaining({ n: 1, kind: 'document', documentId: lease.id, sectionId: deposit.id, start: deposit.start, end: deposit.end, url: `/documents/${lease.id}#passage-${deposit.id}` }),
  ]);
  const { text } = (await c.request('GET', `/api/documents/${lease.id}/text`)).json<DocumentText>();
  expect(text.slice(deposit.start, deposit.end)).toContain('within 14 days after the Tenant moves out.');
  expect(answer.metadata).toEqual({ status: 'complete', verified: true });
});
