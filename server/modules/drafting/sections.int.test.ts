/**
 * Rewording a section of a draft: offline, the template's clause alternatives; with an LLM (a local
 * server speaking the OpenAI protocol), the section rewritten to an instruction. Either is only a
 * suggestion until chosen, and a chosen wording can be reset to the template's.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, SectionSuggestions } from '../../../common/schemas/drafting';
import { documentText } from '../../../common/templates/document';
import { syncRecords } from '../../content/sync';
import { loadTemplates } from '../../content/templates';
import { startFakeLlm, type FakeLlm } from '../../testing/fake-llm-server';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

const TEMPLATE = {
  id: 'loan-note',
  title: 'Loan note',
  area: 'consumer',
  summary: 'A short note for a loan between friends.',
  guide: { fits: 'A small loan.', notFor: 'A mortgage.', lawyer: 'A large loan.' },
  pages: [{ title: 'The loan', questions: [{ id: 'borrower', type: 'text', label: 'Who borrows?' }, { id: 'fee', type: 'money', label: 'Late fee?' }] }],
  clauses: { 'late-fee': [{ label: 'No late fee', text: 'No late fee is charged. {{borrower}} will pay as soon as possible.' }] },
  reviews: [{ date: '2026-11-24', reviewer: 'Test', checked: 'Test', changed: 'Test' }],
};
const BODY = '# Loan Note\n\n## Payment\n\n{{borrower}} will repay the loan.\n\n## Late fee\n\nA late fee of {{money fee}} is due when a payment is 10 days late.\n\n---\n{{borrower}}\n';

async function templatesDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'templates-'));
  await mkdir(path.join(dir, TEMPLATE.id));
  await writeFile(path.join(dir, TEMPLATE.id, 'template.yaml'), JSON.stringify(TEMPLATE));
  await writeFile(path.join(dir, TEMPLATE.id, 'body.md'), BODY);
  await writeFile(path.join(dir, TEMPLATE.id, 'example.yaml'), JSON.stringify({ borrower: 'Sam Reed', fee: 25 }));
  return dir;
}

async function appWith(config: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(config);
  const templates = await loadTemplates(await templatesDir());
  await syncRecords(t.database.db, 'templates', templates.map((x) => ({ key: x.id, data: x })));
  return t;
}

const draftFor = async (c: TestClient) => (await c.request('POST', '/api/drafts', { body: { templateId: TEMPLATE.id, answers: { borrower: 'Sam Reed', fee: 25 } } })).json<Draft>();
const section = (d: Draft, heading: string) => {
  const text = documentText(d.preview);
  return text.slice(text.indexOf(heading));
};

describe('offline', () => {
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    t = await appWith();
    c = await t.signedIn('reworder');
  });
  afterAll(() => t.close());

  it('offers the clause library, changes nothing until one is chosen, and resets', async () => {
    const draft = await draftFor(c);
    const res = await c.request('POST', `/api/drafts/${draft.id}/sections/late-fee/suggestions`, { body: { instruction: 'make it friendlier' } });
    expect(res.statusCode).toBe(200);
    const suggestions = res.json<SectionSuggestions>();
    expect(suggestions).toMatchObject({ heading: 'Late fee', ai: false, current: 'A late fee of $25.00 is due when a payment is 10 days late.' });
    expect(suggestions.suggestions).toEqual([{ label: 'No late fee', text: 'No late fee is charged. Sam Reed will pay as soon as possible.', choice: { clause: 0 } }]);
    expect(section((await c.request('GET', `/api/drafts/${draft.id}`)).json<Draft>(), '2. Late fee')).toContain('$25.00');

    const chosen = (await c.request('PUT', `/api/drafts/${draft.id}/sections/late-fee`, { body: { clause: 0 } })).json<Draft>();
    expect(chosen.reworded).toEqual(['late-fee']);
    expect(section(chosen, '2. Late fee')).toContain('No late fee is charged. Sam Reed will pay');
    // the chosen wording follows the answers
    const renamed = (await c.request('PATCH', `/api/drafts/${draft.id}`, { body: { answers: { borrower: 'Ana Diaz', fee: 25 } } })).json<Draft>();
    expect(section(renamed, '2. Late fee')).toContain('Ana Diaz will pay');

    const reset = (await c.request('DELETE', `/api/drafts/${draft.id}/sections/late-fee`)).json<Draft>();
    expect(reset.reworded).toEqual([]);
    expect(section(reset, '2. Late fee')).toContain('$25.00');
  });

  it('keeps a person’s own wording as text, and refuses a section or alternative that does not exist', async () => {
    const draft = await draftFor(c);
    const own = (await c.request('PUT', `/api/drafts/${draft.id}/sections/payment`, { body: { text: 'Sam pays **monthly** {{fee}}.\n\nBy check.' } })).json<Draft>();
    expect(section(own, '1. Payment')).toContain('Sam pays **monthly** {{fee}}.\n\nBy check.');
    expect((await c.request('PUT', `/api/drafts/${draft.id}/sections/nowhere`, { body: { clause: 0 } })).statusCode).toBe(404);
    expect((await c.request('PUT', `/api/drafts/${draft.id}/sections/late-fee`, { body: { clause: 7 } })).statusCode).toBe(404);
    expect((await c.request('PUT', `/api/drafts/${draft.id}/sections/late-fee`, { body: { text: '' } })).statusCode).toBe(400);
    expect((await c.request('PUT', `/api/drafts/${draft.id}/sections/Late%20Fee`, { body: { clause: 0 } })).statusCode).toBe(400);
    expect((await c.request('POST', `/api/drafts/${draft.id}/sections/late-fee/suggestions`, { body: { instruction: 'x'.repeat(301) } })).statusCode).toBe(400);
  });
});

describe('with an LLM', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    fake = await startFakeLlm('openai');
    t = await appWith({ config: { ai: { provider: 'openai-compatible', baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: 5000 } } });
    c = await t.signedIn('ai_reworder');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('rewrites the section to the instruction, as a suggestion first, and keeps it once accepted', async () => {
    const draft = await draftFor(c);
    fake.reply({ chunks: ['If a payment is late, ', 'we will talk first.'] });
    const suggestions = (await c.request('POST', `/api/drafts/${draft.id}/sections/late-fee/suggestions`, { body: { instruction: 'make it friendlier' } })).json<SectionSuggestions>();
    expect(suggestions.ai).toBe(true);
    expect(suggestions.suggestions[0]).toEqual({ label: 'Rewritten by AI', text: 'If a payment is late, we will talk first.', choice: { text: 'If a payment is late, we will talk first.' } });
    const asked = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(asked).toContain('make it friendlier');
    expect(asked).toContain('A late fee of $25.00');
    const accepted = (await c.request('PUT', `/api/drafts/${draft.id}/sections/late-fee`, { body: suggestions.suggestions[0]!.choice })).json<Draft>();
    expect(section(accepted, '2. Late fee')).toContain('we will talk first.');
  });

  it('says so when the LLM fails, and changes nothing', async () => {
    const draft = await draftFor(c);
    fake.reply({ status: 500 });
    const res = await c.request('POST', `/api/drafts/${draft.id}/sections/late-fee/suggestions`, { body: { instruction: 'shorter' } });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ message: string }>().message).toMatch(/could not rewrite/);
    expect((await c.request('GET', `/api/drafts/${draft.id}`)).json<Draft>().reworded).toEqual([]);
  });
});
