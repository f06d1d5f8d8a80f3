/**
 * Editing through the API: a document opened in the editor (imported once), saved as typed with the
 * versions kept, a save from an older revision refused as a conflict (two tabs, two people), versions
 * listed, compared and restored, exported, sent to be analysed, a PDF read-only with its editable copy,
 * and what a clumsy or hostile request gets (nothing changes).
 */
import type { JSONContent } from '@tiptap/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentText } from '../../../common/editing/blocks';
import type { DocumentList } from '../../../common/schemas/documents';
import type { Comparison, EditorDocument, Saved, VersionSummary } from '../../../common/schemas/editing';
import type { Team } from '../../../common/schemas/teams';
import { teamMembers } from '../../db/schema';
import { syncRecords } from '../../content/sync';
import { loadTemplates } from '../../content/templates';
import { makePdf } from '../../testing/document-files';
import { LEASE_TXT, analysedDocument, settledDocument } from '../../testing/documents';
import { docxText, pdfText } from '../../testing/exported-text';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { VERSION_WINDOW_MS } from './editing.service';

let t: TestApp;
let c: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  c = await t.signedIn('editor', 'premium');
});
afterAll(() => t.close());

const open = async (id: number, client = c) => {
  const res = await client.request('GET', `/api/documents/${id}/editor`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EditorDocument>();
};
const save = (id: number, body: unknown, client = c) => client.request('PUT', `/api/documents/${id}/content`, { body });
const saved = async (id: number, body: { baseRevision: number; content: JSONContent; name?: string; fresh?: boolean }, client = c) => {
  const res = await save(id, body, client);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Saved>();
};
const versions = async (id: number) => (await c.request('GET', `/api/documents/${id}/versions`)).json<{ items: VersionSummary[] }>().items;

/** the document with a block added at the end */
const withBlock = (doc: JSONContent, block: JSONContent): JSONContent => ({ ...doc, content: [...(doc.content ?? []), block] });
const withParagraph = (doc: JSONContent, text: string) => withBlock(doc, { type: 'paragraph', content: [{ type: 'text', text }] });

const lease = async () => (await analysedDocument(c, LEASE_TXT, 'lease.txt')).id;

describe('opening a document in the editor', () => {
  it('imports a text upload once, as version 1, with its words', async () => {
    const id = await lease();
    const doc = await open(id);
    expect(doc).toMatchObject({ id, mode: 'edit', revision: 1, mayEdit: true, editedSinceAnalysis: false, version: { number: 1, name: 'As uploaded', author: 'editor' } });
    expect(documentText(doc.content)).toContain('The Tenant shall pay rent of $1,400');
    // opened again (another tab): the same version, not a second import
    expect((await open(id)).revision).toBe(1);
    expect(await versions(id)).toHaveLength(1);
  });

  it('answers 404 for a document that does not exist or is someone else’s, and 400 for an id that is not one', async () => {
    const id = await lease();
    const stranger = await t.signedIn('stranger-editing');
    expect((await stranger.request('GET', `/api/documents/${id}/editor`)).statusCode).toBe(404);
    expect((await c.request('GET', '/api/documents/999999/editor')).statusCode).toBe(404);
    expect((await c.request('GET', '/api/documents/abc/editor')).statusCode).toBe(400);
    expect((await save(id, { baseRevision: 1, content: { type: 'doc', content: [] } }, stranger)).statusCode).toBe(404);
  });
});

describe('saving', () => {
  it('keeps one version per stretch of typing, a new one after a pause, and every named one apart', async () => {
    const id = await lease();
    const first = await open(id);
    let doc = withParagraph(first.content, 'The Tenant may keep one cat.');
    const a = await saved(id, { baseRevision: first.revision, content: doc });
    expect(a).toMatchObject({ revision: 2, changed: true, version: { number: 2, name: null } });
    doc = withParagraph(doc, 'Parking space 4 is included.');
    const b = await saved(id, { baseRevision: a.revision, content: doc });
    expect(b).toMatchObject({ revision: 3, version: { number: 2 } });

    t.clock.advance(VERSION_WINDOW_MS + 1000);
    doc = withParagraph(doc, 'Rent is due by the fifth.');
    const c3 = await saved(id, { baseRevision: b.revision, content: doc });
    expect(c3.version.number).toBe(3);

    const named = await saved(id, { baseRevision: c3.revision, content: withParagraph(doc, 'Signed copy follows.'), name: 'Sent to the landlord' });
    expect(named.version).toMatchObject({ number: 4, name: 'Sent to the landlord' });
    // typing right after a named version starts a new one: the named one is never written over
    const after = await saved(id, { baseRevision: named.revision, content: withParagraph(withParagraph(doc, 'Signed copy follows.'), 'One more line.') });
    expect(after.version.number).toBe(5);

    const list = await versions(id);
    expect(list.map((v) => v.number)).toEqual([5, 4, 3, 2, 1]);
    expect(list[1]).toMatchObject({ name: 'Sent to the landlord', author: 'editor' });
    expect(list[0]!.words).toBeGreaterThan(list[4]!.words);
  });

  it('changes nothing when the text is the same, whatever revision it names', async () => {
    const id = await lease();
    const doc = await open(id);
    const same = await saved(id, { baseRevision: 0, content: doc.content });
    expect(same).toMatchObject({ revision: 1, changed: false });
    expect(await versions(id)).toHaveLength(1);
  });

  it('refuses a save from an older revision (another tab saved first) and keeps what was saved', async () => {
    const id = await lease();
    const doc = await open(id);
    const tabA = withParagraph(doc.content, 'Tab A wrote this.');
    const tabB = withParagraph(doc.content, 'Tab B wrote this.');
    await saved(id, { baseRevision: doc.revision, content: tabA });
    const conflict = await save(id, { baseRevision: doc.revision, content: tabB });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'conflict', message: expect.stringContaining('Choose which text to keep') });
    const now = await open(id);
    expect(documentText(now.content)).toContain('Tab A wrote this.');
    expect(documentText(now.content)).not.toContain('Tab B');
    // "Keep mine": tab B saves again from the revision it now knows, as a version of its own, so tab A's text stays in the history
    const mine = await saved(id, { baseRevision: now.revision, content: tabB, fresh: true });
    expect(mine.revision).toBe(now.revision + 1);
    expect(mine.version.number).toBe(3);
    const kept = (await c.request('GET', `/api/documents/${id}/versions/2`)).json<{ content: JSONContent }>();
    expect(documentText(kept.content)).toContain('Tab A wrote this.');
    expect(documentText((await open(id)).content)).toContain('Tab B wrote this.');
  });

  it('makes the saved words searchable before any new analysis', async () => {
    const id = await lease();
    const doc = await open(id);
    await saved(id, { baseRevision: doc.revision, content: withParagraph(doc.content, 'A trampoline is forbidden in the yard.') });
    const found = (await c.request('GET', '/api/documents?q=trampoline')).json<DocumentList>();
    expect(found.items.map((d) => d.id)).toContain(id);
  });
});

describe('bad saves change nothing', () => {
  it('refuses what is not a document the editor makes, with a plain message', async () => {
    const id = await lease();
    const doc = await open(id);
    let deep: JSONContent = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let i = 0; i < 1000; i++) deep = { type: 'blockquote', content: [deep] };
    const bodies: unknown[] = [
      {},
      { baseRevision: doc.revision },
      { content: doc.content },
      { baseRevision: 'one', content: doc.content },
      { baseRevision: doc.revision, content: 'just text' },
      { baseRevision: doc.revision, content: { type: 'doc', content: [{ type: 'text', text: 'loose text' }] } },
      { baseRevision: doc.revision, content: { type: 'doc', content: [{ type: 'script', content: [] }] } },
      { baseRevision: doc.revision, content: { type: 'doc', content: [deep] } },
      { baseRevision: doc.revision, content: doc.content, name: '' },
      { baseRevision: doc.revision, content: doc.content, name: 'x'.repeat(81) },
      { baseRevision: doc.revision, content: doc.content, extra: true },
    ];
    for (const body of bodies) {
      const res = await save(id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).not.toMatch(/TypeError|undefined|stack/i);
    }
    expect((await open(id)).revision).toBe(doc.revision);
    expect(await versions(id)).toHaveLength(1);
  });

  it('drops a javascript: link but keeps its words', async () => {
    const id = await lease();
    const doc = await open(id);
    const link = { type: 'paragraph', content: [{ type: 'text', text: 'click me', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] };
    await saved(id, { baseRevision: doc.revision, content: withBlock(doc.content, link) });
    const stored = JSON.stringify((await open(id)).content);
    expect(stored).toContain('click me');
    expect(stored).not.toContain('javascript:');
  });
});

describe('versions', () => {
  it('compares two as a redline and restores an old one as the newest', async () => {
    const id = await lease();
    const doc = await open(id);
    const edited = await saved(id, { baseRevision: doc.revision, content: withParagraph(doc.content, 'Smoking is not allowed inside.') });

    const comparison = (await c.request('GET', `/api/documents/${id}/compare?from=1&to=2`)).json<Comparison>();
    expect(comparison.insertions).toBe(5);
    expect(comparison.deletions).toBe(0);
    const inserted = comparison.blocks.filter((b) => b.change === 'insert');
    expect(inserted.map((b) => b.parts.map((p) => p.text).join(''))).toEqual(['Smoking is not allowed inside.']);

    const restored = await c.request('POST', `/api/documents/${id}/versions/1/restore`, { body: { baseRevision: edited.revision } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Saved>()).toMatchObject({ version: { number: 3, name: 'Restored from version 1' } });
    expect(documentText((await open(id)).content)).not.toContain('Smoking');
    // the version in between is still there
    expect((await c.request('GET', `/api/documents/${id}/versions/2`)).json<{ content: JSONContent }>().content).toBeTruthy();
    // a restore from a stale revision is a conflict like any save
    expect((await c.request('POST', `/api/documents/${id}/versions/2/restore`, { body: { baseRevision: edited.revision } })).statusCode).toBe(409);
  });

  it('answers 404 for a version that does not exist and 400 for one that is not a number', async () => {
    const id = await lease();
    await open(id);
    expect((await c.request('GET', `/api/documents/${id}/versions/7`)).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '1.5', '-1', '99999999999']) expect((await c.request('GET', `/api/documents/${id}/versions/${bad}`)).statusCode).toBe(400);
    expect((await c.request('GET', `/api/documents/${id}/compare?from=1`)).statusCode).toBe(400);
    expect((await c.request('GET', `/api/documents/${id}/compare?from=1&to=9`)).statusCode).toBe(404);
  });
});

describe('after editing', () => {
  it('exports the newest version, or one named, as Word and PDF', async () => {
    const id = await lease();
    const doc = await open(id);
    await saved(id, { baseRevision: doc.revision, content: withParagraph(doc.content, 'Quiet hours start at ten.') });
    const docx = await c.request('GET', `/api/documents/${id}/export?format=docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toContain('.docx');
    expect(await docxText(docx.rawPayload)).toContain('Quiet hours start at ten.');
    const pdf = await c.request('GET', `/api/documents/${id}/export?format=pdf&version=1`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Security Deposit');
    expect(text).not.toContain('Quiet hours');
    expect((await c.request('GET', `/api/documents/${id}/export?format=exe`)).statusCode).toBe(400);
  });

  it('sends the newest version to be analysed: its text and analysis follow', async () => {
    const id = await lease();
    const doc = await open(id);
    await saved(id, { baseRevision: doc.revision, content: withParagraph(doc.content, '5. Pets. The Tenant shall pay a pet fee of $300.') });
    expect((await open(id)).editedSinceAnalysis).toBe(true);
    const res = await c.request('POST', `/api/documents/${id}/analyse-version`);
    expect(res.statusCode, res.body).toBe(202);
    const after = await settledDocument(c, id);
    expect(after).toMatchObject({ status: 'complete', kind: 'docx' });
    const text = (await c.request('GET', `/api/documents/${id}/text`)).json<{ text: string }>().text;
    expect(text).toContain('pet fee of $300');
    expect((await open(id)).editedSinceAnalysis).toBe(false);
  });
});

describe('a PDF', () => {
  it('opens read-only with its sections, refuses saves, and makes an editable copy', async () => {
    const pdf = await makePdf([['SERVICES AGREEMENT', '', '1. Services', 'The Provider shall clean the office every week.', '', '2. Payment', 'The Client shall pay $200 per visit within 30 days.']]);
    const { id } = await analysedDocument(c, pdf, 'services.pdf');
    const doc = await open(id);
    expect(doc).toMatchObject({ mode: 'read', mayEdit: false, version: null });
    expect(documentText(doc.content)).toContain('The Client shall pay $200 per visit');
    expect((await save(id, { baseRevision: 0, content: doc.content })).statusCode).toBe(409);

    const copy = await c.request('POST', `/api/documents/${id}/editable-copy`);
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json<{ id: number }>().id;
    const editable = await open(copyId);
    expect(editable).toMatchObject({ mode: 'edit', kind: 'docx', title: 'services (editable copy)' });
    expect(documentText(editable.content)).toContain('The Provider shall clean the office every week.');
    // a document that can be edited as it is needs no copy
    expect((await c.request('POST', `/api/documents/${copyId}/editable-copy`)).statusCode).toBe(409);
  });
});

describe('a drafted document', () => {
  it('generated again from its draft after editing becomes a new version, the edits kept in the history', async () => {
    const templates = await loadTemplates();
    await syncRecords(t.database.db, 'templates', templates.map((x) => ({ key: x.id, data: x })));
    const letter = templates.find((x) => x.id === 'security-deposit-demand')!;
    const draft = (await c.request('POST', '/api/drafts', { body: { templateId: letter.id, answers: letter.example } })).json<{ id: number }>();
    const { documentId } = (await c.request('POST', `/api/drafts/${draft.id}/generate`)).json<{ documentId: number }>();
    await settledDocument(c, documentId);
    const doc = await open(documentId);
    expect(doc.version).toMatchObject({ number: 1, name: 'As drafted' });
    await saved(documentId, { baseRevision: doc.revision, content: withParagraph(doc.content, 'Typed in the editor.') });

    const regenerated = await c.request('POST', `/api/drafts/${draft.id}/generate`);
    expect(regenerated.statusCode, regenerated.body).toBe(201);
    const list = await versions(documentId);
    expect(list[0]).toMatchObject({ number: 3, name: 'Generated again from the draft' });
    expect(documentText((await open(documentId)).content)).not.toContain('Typed in the editor.');
    const edited = (await c.request('GET', `/api/documents/${documentId}/versions/2`)).json<{ content: JSONContent }>();
    expect(documentText(edited.content)).toContain('Typed in the editor.');
  });
});

describe('in a team', () => {
  it('shows a teammate the versions but lets only who added it, or an admin, change it', async () => {
    const owner = await t.signedIn('team-editor', 'premium');
    const team = (await owner.request('POST', '/api/teams', { body: { name: 'Editing LLP' } })).json<Team>();
    const member = await t.signedIn('team-member-editing');
    const memberId = (await member.request('GET', '/api/user')).json<{ id: number }>().id;
    await t.database.db.insert(teamMembers).values({ teamId: team.id, userId: memberId, role: 'member' });
    owner.headers['x-team-id'] = String(team.id);
    member.headers['x-team-id'] = String(team.id);
    const { id } = await analysedDocument(owner, LEASE_TXT, 'team-lease.txt');
    const doc = await open(id, member);
    expect(doc.mayEdit).toBe(false);
    const res = await save(id, { baseRevision: doc.revision, content: withParagraph(doc.content, 'Member text.') }, member);
    expect(res.statusCode).toBe(403);
    expect((await member.request('GET', `/api/documents/${id}/versions`)).statusCode).toBe(200);
    expect((await open(id, owner)).mayEdit).toBe(true);
  });
});
