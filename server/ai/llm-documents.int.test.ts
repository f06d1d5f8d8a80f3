/**
 * A conversation about the user's document on the LLM path, against a local OpenAI-compatible server:
 * the prompt carries the document's best passages, numbered and marked as the person's own, before the
 * guides', with the areas to review Counsel's analysis flagged in them; the model's citation of one becomes
 * a document source, and an invented number is dropped.
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

it('gives the model Counsel’s flag under a passage its analysis flagged, and tells it to mention it', async () => {
  const text = LEASE_TXT.replace('4. Term.', '4. Entry. Landlord may enter the Premises at any time, with or without notice.\n\n5. Term.');
  const flagged = await analysedDocument(c, text, 'Oak lease.txt');
  const entry = flagged.analysis!.areasToReview.find((a) => a.type === 'entry_without_notice')!;
  fake.reply({ chunks: ['Your lease lets the landlord enter at any time [1].'] });
  const conversation = (await c.request('POST', '/api/conversations', { body: { context: { documentIds: [flagged.id] } } })).json<Conversation>();
  const res = await c.request('POST', `/api/conversations/${conversation.id}/messages`, { body: ask('Can my landlord come in without telling me?') });
  expect(res.statusCode, res.body).toBe(200);

  const request = fake.requests.at(-1)!;
  expect(JSON.stringify(request.body.messages[0])).toContain('A line \\"Counsel\'s review flagged\\" under a document passage');
  const prompt = String(request.body.messages.at(-1)!.content);
  expect(prompt).toContain(
    `From the person's document "Oak lease", 4 Entry\n4. Entry. Landlord may enter the Premises at any time, with or without notice.\nCounsel's review flagged (high severity): Landlord can enter without notice. ${entry.explanation.split(/(?<=\.) /)[0]}\n\n`,
  );
  // a passage with nothing flagged carries no such line
  expect(prompt.match(/Counsel's review flagged/g)).toHaveLength(1);
  expect(readAnswer(res.body).sources).toEqual([expect.objectContaining({ n: 1, kind: 'document', documentId: flagged.id })]);
});
