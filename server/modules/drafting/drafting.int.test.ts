/**
 * Drafting through the API: templates, a draft answered step by step with its live preview, the
 * document it generates (in the Documents list, read and analysed, regenerated in place), the DOCX
 * and PDF read back to the preview's words, saved answers, and what a clumsy or hostile request gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentView } from '../../../common/schemas/documents';
import type { AnswerSet, Draft } from '../../../common/schemas/drafting';
import type { Usage } from '../../../common/schemas/usage';
import { documentText } from '../../../common/templates/document';
import { syncRecords } from '../../content/sync';
import { loadTemplates, type Template } from '../../content/templates';
import { loadStateRules } from '../../content/state-rules';
import { LEASE_TXT, settledDocument, uploadDocument } from '../../testing/documents';
import { docxText, pdfText, wordsOf } from '../../testing/exported-text';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let c: TestClient;
let letter: Template;

beforeAll(async () => {
  t = await createTestApp();
  const [templates, rules] = await Promise.all([loadTemplates(), loadStateRules()]);
  await syncRecords(t.database.db, 'templates', templates.map((x) => ({ key: x.id, data: x })));
  await syncRecords(t.database.db, 'state-rules', rules.map((r) => ({ key: r.id, data: r })));
  letter = templates.find((x) => x.id === 'security-deposit-demand')!;
  c = await t.signedIn('drafter');
});
afterAll(() => t.close());

const newDraft = async (client = c, answers: Record<string, unknown> = {}) => {
  const res = await client.request('POST', '/api/drafts', { body: { templateId: letter.id, answers } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Draft>();
};
const patch = (id: number, body: unknown, client = c) => client.request('PATCH', `/api/drafts/${id}`, { body });
const previewText = (d: Draft) => documentText(d.preview);

describe('templates', () => {
  it('lists them with their area, and gives one with its questions', async () => {
    const list = (await c.request('GET', '/api/templates')).json<{ templates: { id: string; summary: string }[] }>();
    expect(list.templates.map((x) => x.id)).toContain(letter.id);
    const one = await c.request('GET', `/api/templates/${letter.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: letter.id, stateQuestion: 'state', pages: letter.pages, guide: { lawyer: expect.any(String) } });
  });

  it('answers 404 for a template that does not exist, and 401 to nobody signed in', async () => {
    expect((await c.request('GET', '/api/templates/no-such-template')).statusCode).toBe(404);
    expect((await c.request('GET', '/api/templates/..%2f..%2fetc')).statusCode).toBe(400);
    expect((await t.client().request('GET', '/api/templates')).statusCode).toBe(401);
  });
});

describe('a draft', () => {
  it('starts with gaps for every question and lists what is still needed', async () => {
    const draft = await newDraft();
    expect(draft).toMatchObject({ title: letter.title, templateId: letter.id, page: 0, state: null, documentId: null });
    expect(draft.problems).toMatchObject({ tenant: 'Answer this question.', state: 'Answer this question.' });
    expect(draft.preview.blocks.some((b) => b.type === 'paragraph' && b.lines.flat().some((r) => r.blank))).toBe(true);
  });

  it('saves answers as they come, shows them in the preview, and drops what the template does not ask', async () => {
    const draft = await newDraft();
    const res = await patch(draft.id, { answers: { tenant: letter.example.tenant, state: 'TX', extra: 'ignored' }, page: 1 });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Draft>();
    expect(saved).toMatchObject({ page: 1, state: 'TX', answers: { tenant: letter.example.tenant, state: 'TX' } });
    expect(saved.answers).not.toHaveProperty('extra');
    expect(previewText(saved)).toContain('Maria Lopez');
    expect(previewText(saved)).toContain('Tex. Prop. Code');
    expect(saved.problems).not.toHaveProperty('tenant');
    // past the last page of questions is Review, where a draft can be left and resumed
    expect((await patch(draft.id, { page: 50 })).json<Draft>().page).toBe(letter.pages.length);
  });

  it('keeps a half-typed answer but shows it as a gap and names the problem', async () => {
    const draft = await newDraft();
    const saved = (await patch(draft.id, { answers: { tenant: { ...(letter.example.tenant as object), zip: '937' } } })).json<Draft>();
    expect(saved.problems.tenant).toBe('Enter a 5-digit ZIP code.');
    expect(previewText(saved)).not.toContain('Maria Lopez');
  });

  it('treats what a person types as text: no Markdown, no placeholders', async () => {
    const draft = await newDraft(c, { ...letter.example, property_address: '# {{tenant.name}} **bold** [x](http://evil)' });
    const text = previewText(draft);
    expect(text).toContain('# {{tenant.name}} **bold** [x](http://evil)');
    expect(draft.preview.blocks.filter((b) => b.type === 'heading')).toEqual([]);
  });

  it('refuses bad requests with a clear message and changes nothing', async () => {
    const draft = await newDraft();
    for (const body of [{}, { page: -1 }, { page: 'two' }, { title: '' }, { answers: 'x' }, { answers: { tenant: 'x'.repeat(100_001) } }, { unknown: 1 }]) {
      const res = await patch(draft.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await c.request('GET', `/api/drafts/${draft.id}`)).json<Draft>()).toMatchObject({ answers: {}, page: 0, title: letter.title });
    expect((await c.request('POST', '/api/drafts', { body: { templateId: 'nope' } })).statusCode).toBe(404);
    expect((await c.request('POST', '/api/drafts', { body: { templateId: letter.id, matterId: 999999 } })).statusCode).toBe(404);
    expect((await c.request('GET', '/api/drafts/abc')).statusCode).toBe(400);
    expect((await c.request('GET', '/api/drafts/99999999')).statusCode).toBe(404);
  });

  it('is not seen by another user', async () => {
    const draft = await newDraft();
    const other = await t.signedIn('stranger_drafts');
    expect((await other.request('GET', `/api/drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await patch(draft.id, { page: 1 }, other)).statusCode).toBe(404);
    expect((await other.request('GET', '/api/drafts')).json<{ items: unknown[] }>().items).toEqual([]);
  });
});

describe('generating', () => {
  it('refuses an unfinished draft, naming each question to answer', async () => {
    const draft = await newDraft();
    const res = await c.request('POST', `/api/drafts/${draft.id}/generate`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toMatchObject({ tenant: 'Answer this question.' });
    expect((await c.request('GET', `/api/drafts/${draft.id}/export?format=pdf`)).statusCode).toBe(400);
  });

  it('makes a document in the Documents list, read and analysed, and regenerates it in place', async () => {
    const prem = await t.signedIn('drafter_premium', 'premium');
    const draft = await newDraft(prem, letter.example);
    expect(draft.problems).toEqual({});
    const res = await prem.request('POST', `/api/drafts/${draft.id}/generate`);
    expect(res.statusCode, res.body).toBe(201);
    const { documentId } = res.json<{ documentId: number }>();
    const doc = await settledDocument(prem, documentId);
    expect(doc).toMatchObject({ status: 'complete', kind: 'docx', templateId: letter.id, title: letter.title });
    const text = (await prem.request('GET', `/api/documents/${documentId}/text`)).json<{ text: string }>().text;
    expect(wordsOf(text)).toBe(wordsOf(previewText(draft)));

    await patch(draft.id, { answers: { ...letter.example, deposit_amount: 2400 } }, prem);
    const again = await prem.request('POST', `/api/drafts/${draft.id}/generate`);
    expect(again.json<{ documentId: number }>().documentId).toBe(documentId);
    await settledDocument(prem, documentId);
    expect((await prem.request('GET', `/api/documents/${documentId}/text`)).json<{ text: string }>().text).toContain('$2,400.00');
    expect((await prem.request('GET', '/api/drafts')).json<{ items: Draft[] }>().items[0]).toMatchObject({ id: draft.id, documentId });
  });

  it('counts as an upload on the Free plan: the first generation of a draft, not a regeneration', async () => {
    const free = await t.signedIn('drafter_free');
    await uploadDocument(free, 'A note.', 'note.txt');
    const draft = await newDraft(free, letter.example);
    const first = await free.request('POST', `/api/drafts/${draft.id}/generate`);
    expect(first.statusCode).toBe(201);
    expect((await free.request('GET', '/api/usage')).json<Usage>()).toMatchObject({ uploads: { used: 2 } });
    await settledDocument(free, first.json<{ documentId: number }>().documentId);
    expect((await free.request('POST', `/api/drafts/${draft.id}/generate`)).statusCode).toBe(201);
    const another = await newDraft(free, letter.example);
    expect((await free.request('POST', `/api/drafts/${another.id}/generate`)).statusCode).toBe(402);
  });

  it('exports a DOCX and a PDF with the words of the preview', async () => {
    const draft = await newDraft(c, { ...letter.example, state: 'NY' });
    const expected = wordsOf(previewText(draft));
    const docx = await c.request('GET', `/api/drafts/${draft.id}/export?format=docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toContain('Security deposit demand letter.docx');
    expect(wordsOf(await docxText(docx.rawPayload))).toBe(expected);
    const pdf = await c.request('GET', `/api/drafts/${draft.id}/export?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const read = await pdfText(pdf.rawPayload);
    expect(wordsOf(read.text)).toBe(expected);
    expect(read.text).toMatch(/Page 1 of \d/);
    expect((await c.request('GET', `/api/drafts/${draft.id}/export?format=exe`)).statusCode).toBe(400);
  });

  it('is gone with its draft deleted, while the document it made stays', async () => {
    const prem = await t.signedIn('drafter_deleter', 'premium');
    const draft = await newDraft(prem, letter.example);
    const { documentId } = (await prem.request('POST', `/api/drafts/${draft.id}/generate`)).json<{ documentId: number }>();
    expect((await prem.request('DELETE', `/api/drafts/${draft.id}`)).statusCode).toBe(204);
    expect((await prem.request('GET', `/api/drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await prem.request('GET', `/api/documents/${documentId}`)).json<DocumentView>().templateId).toBe(letter.id);
  });
});

describe('known parties', () => {
  it('offers the clients of the workspace’s matters and the parties of its analysed documents, once each', async () => {
    const prem = await t.signedIn('known_parties', 'premium');
    await prem.request('POST', '/api/matters', { body: { title: 'Deposit dispute', clientName: 'Jordan Lee' } });
    const upload = await uploadDocument(prem, LEASE_TXT, 'lease.txt');
    await settledDocument(prem, upload.json<{ id: number }>().id);
    const { items } = (await prem.request('GET', '/api/known-parties')).json<{ items: { name: string; from: string }[] }>();
    expect(items).toEqual(
      expect.arrayContaining([
        { name: 'Jordan Lee', from: expect.stringMatching(/^Client in M-\d{4}-0001 Deposit dispute$/) },
        { name: 'Maple Homes LLC', from: 'Landlord in “lease”' },
      ]),
    );
    expect(items.filter((p) => p.name === 'Jordan Lee')).toHaveLength(1);
    expect((await (await t.signedIn('known_parties_other')).request('GET', '/api/known-parties')).json<{ items: unknown[] }>().items).toEqual([]);
  });
});

describe('saved answers', () => {
  const me = { name: 'Maria Lopez', street: '48 Oak Avenue', city: 'Fresno', state: 'CA', zip: '93701' };

  it('are saved, listed by name, changed and deleted', async () => {
    const client = await t.signedIn('answer_sets');
    const created = await client.request('POST', '/api/answer-sets', { body: { name: 'Me', value: me } });
    expect(created.statusCode).toBe(201);
    const id = created.json<AnswerSet>().id;
    await client.request('POST', '/api/answer-sets', { body: { name: 'My landlord', value: { name: 'Valley Rentals LLC' } } });
    expect((await client.request('GET', '/api/answer-sets')).json<{ items: AnswerSet[] }>().items.map((s) => s.name)).toEqual(['Me', 'My landlord']);
    const moved = await client.request('PUT', `/api/answer-sets/${id}`, { body: { name: 'Me', value: { ...me, city: 'Clovis', zip: '93611' } } });
    expect(moved.json<AnswerSet>().value.city).toBe('Clovis');
    expect((await client.request('DELETE', `/api/answer-sets/${id}`)).statusCode).toBe(204);
    expect((await client.request('GET', '/api/answer-sets')).json<{ items: AnswerSet[] }>().items.map((s) => s.name)).toEqual(['My landlord']);
  });

  it('refuse a bad name or address, and stay in their workspace', async () => {
    const client = await t.signedIn('answer_sets_bad');
    for (const body of [{ name: '', value: me }, { name: 'Me', value: { ...me, zip: 'abc' } }, { name: 'Me', value: { ...me, state: 'ZZ' } }, { name: 'Me', value: {} }, { name: 'Me' }]) {
      expect((await client.request('POST', '/api/answer-sets', { body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    const id = (await client.request('POST', '/api/answer-sets', { body: { name: 'Me', value: me } })).json<AnswerSet>().id;
    const other = await t.signedIn('answer_sets_other');
    expect((await other.request('DELETE', `/api/answer-sets/${id}`)).statusCode).toBe(404);
    expect((await other.request('GET', '/api/answer-sets')).json<{ items: unknown[] }>().items).toEqual([]);
  });
});
