/**
 * Sharing a document with named people through the API (decision 0018): shared by username at once,
 * the person told by mail and finding it under "Shared with me" whichever workspace they are in; what
 * a viewer, a commenter and an editor may each do with it, and the 403 that says what to ask for; a
 * changed role taking effect at once, a removed share or a person leaving it making it 404 again; no
 * team role lent over a document that is only shared (nor its matter shown); bad requests changing
 * nothing; a deleted document leaving the list; and a conversation about it only while it is shared.
 */
import type { JSONContent } from '@tiptap/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorText } from '../../../common/editing/anchors';
import { documentText } from '../../../common/editing/blocks';
import type { DocumentView } from '../../../common/schemas/documents';
import type { EditorDocument, Thread } from '../../../common/schemas/editing';
import type { DocumentPeople, SharedWithMeList } from '../../../common/schemas/people-sharing';
import type { Team } from '../../../common/schemas/teams';
import { teamMembers } from '../../db/schema';
import { latestMail } from '../../mail/mailer';
import { WORKSPACE_MESSAGES } from '../../plugins/workspace';
import { makePdf } from '../../testing/document-files';
import { LEASE_TXT, analysedDocument, settledDocument, uploadDocument } from '../../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { ask, readAnswer } from '../../testing/ui-stream';
import { SHARED_IN_TEAM } from '../documents/readable-documents';
import { ACCESS_MESSAGES } from '../documents/document-access';
import { COMMENT_MESSAGES } from '../editing/comments.service';
import { PEOPLE_MESSAGES } from './people.service';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { defaultPlan: 'premium' } });
  owner = await t.signedIn('olive');
});
afterAll(() => t.close());

const EDITED: JSONContent = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Edited.' }] }] };

/** an analysed lease of the owner's, opened in the editor once (version 1, revision 1) */
const lease = async (by = owner) => {
  const { id } = await analysedDocument(by, LEASE_TXT, 'lease.txt');
  await open(by, id);
  return id;
};
const open = async (c: TestClient, id: number) => {
  const res = await c.request('GET', `/api/documents/${id}/editor`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EditorDocument>();
};
const shareWith = async (id: number, person: string, role: string, by = owner) => {
  const res = await by.request('POST', `/api/documents/${id}/people`, { body: { person, role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DocumentPeople & { notice: string }>();
};
const people = async (id: number, by = owner) => (await by.request('GET', `/api/documents/${id}/people`)).json<DocumentPeople>();
const sharedWithMe = async (c: TestClient) => {
  const res = await c.request('GET', '/api/shared-with-me');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SharedWithMeList>().items;
};
const page = (c: TestClient, id: number) => c.request('GET', `/api/documents/${id}`);
const save = (c: TestClient, id: number, baseRevision = 1) => c.request('PUT', `/api/documents/${id}/content`, { body: { baseRevision, content: EDITED } });
/** a comment on the first `words` of the newest version */
const comment = async (c: TestClient, id: number, body: string, words: string) => {
  const doc = await open(c, id);
  const start = anchorText(doc.content).text.indexOf(words);
  return c.request('POST', `/api/documents/${id}/comments`, { body: { body, revision: doc.revision, start, end: start + words.length } });
};
const refused = (res: { statusCode: number; body: string; json: () => unknown }, status: number, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { message: string }).message).toBe(message);
};
const idOf = async (c: TestClient) => (await c.request('GET', '/api/user')).json<{ id: number }>().id;
const newTeam = async (c: TestClient, name: string) => (await c.request('POST', '/api/teams', { body: { name } })).json<Team>();

describe('a viewer', () => {
  it('is told by mail, finds it in every workspace, reads and downloads it, and may do nothing more', async () => {
    const id = await lease();
    const vera = await t.signedIn('vera');
    const shared = await shareWith(id, 'vera', 'viewer');
    expect(shared.notice).toBe('Shared with vera as a viewer (may read and download it).');
    expect(shared.people).toMatchObject([{ username: 'vera', role: 'viewer', sharedBy: 'olive' }]);
    const mail = await latestMail(t.database.db, 'vera@example.com');
    expect(mail?.subject).toBe('olive shared “lease” with you on Counsel');
    expect(mail?.text).toContain('olive shared the document “lease” with you on Counsel, as a viewer');
    expect(mail?.text).toMatch(new RegExp(`Open it: https?://[^/\\s]+/documents/${id}\\n`));

    const team = await newTeam(vera, 'Vera LLP');
    for (const workspace of [null, String(team.id)]) {
      if (workspace) vera.headers['x-team-id'] = workspace;
      expect(await sharedWithMe(vera)).toMatchObject([{ id, title: 'lease', kind: 'txt', role: 'viewer', owner: 'olive' }]);
      const res = await page(vera, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<DocumentView>()).toMatchObject({ id, title: 'lease', access: 'viewer', sharedBy: 'olive', matterId: null });
      expect((await vera.request('GET', `/api/documents/${id}/text`)).json<{ text: string }>().text).toContain('Security Deposit');
      const file = await vera.request('GET', `/api/documents/${id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe(LEASE_TXT);
      expect(await open(vera, id)).toMatchObject({ id, access: 'viewer', mayEdit: false, revision: 1 });
      expect((await vera.request('GET', `/api/documents/${id}/export?format=docx`)).statusCode).toBe(200);
    }
    // the owner's own page says they manage it, shared by no one
    expect((await page(owner, id)).json<DocumentView>()).toMatchObject({ access: 'manager', sharedBy: null });

    // the comments and the history need a commenter
    await comment(owner, id, 'Market rate?', '$1,400');
    for (const [method, url] of [
      ['GET', `/api/documents/${id}/comments`],
      ['GET', `/api/documents/${id}/versions`],
      ['GET', `/api/documents/${id}/versions/1`],
      ['GET', `/api/documents/${id}/compare?from=1&to=1`],
      ['GET', `/api/documents/${id}/export?format=docx&version=1`],
    ] as const) {
      refused(await vera.request(method, url), 403, ACCESS_MESSAGES.commenter);
    }
    refused(await comment(vera, id, 'Too high', 'Rent'), 403, ACCESS_MESSAGES.commenter);
    // the newest text's download has no comments in it for a viewer; the owner's does
    const exported = async (c: TestClient) => (await c.request('GET', `/api/documents/${id}/export?format=docx`)).rawPayload.includes('word/comments.xml');
    expect(await exported(owner)).toBe(true);
    expect(await exported(vera)).toBe(false);

    refused(await save(vera, id), 403, ACCESS_MESSAGES.editor);
    refused(await vera.request('POST', `/api/documents/${id}/versions/1/restore`, { body: { baseRevision: 1 } }), 403, ACCESS_MESSAGES.editor);
    refused(await vera.request('POST', `/api/documents/${id}/analyse-version`), 403, ACCESS_MESSAGES.manager);
    refused(await vera.request('PATCH', `/api/documents/${id}`, { body: { title: 'Mine now' } }), 403, WORKSPACE_MESSAGES.notYours);
    refused(await vera.request('DELETE', `/api/documents/${id}`), 403, WORKSPACE_MESSAGES.notYours);
    refused(await vera.request('POST', `/api/documents/${id}/reanalyze`), 403, WORKSPACE_MESSAGES.notYours);
    refused(await vera.request('GET', `/api/documents/${id}/share-links`), 403, WORKSPACE_MESSAGES.notYours);
    refused(await vera.request('POST', `/api/documents/${id}/share-links`, { body: { name: 'x', access: 'view' } }), 403, WORKSPACE_MESSAGES.notYours);
    refused(await vera.request('GET', `/api/documents/${id}/people`), 403, WORKSPACE_MESSAGES.notYours);
    refused(await vera.request('POST', `/api/documents/${id}/people`, { body: { person: 'olive', role: 'editor' } }), 403, WORKSPACE_MESSAGES.notYours);

    // nothing changed
    expect((await page(owner, id)).json<DocumentView>().title).toBe('lease');
    expect((await open(owner, id)).revision).toBe(1);
    expect((await people(id)).people).toMatchObject([{ username: 'vera', role: 'viewer' }]);
  });
});

describe('a commenter', () => {
  it('reads, adds, answers and resolves comments and reads the history, but does not edit nor delete others’ comments', async () => {
    const id = await lease();
    const ownerThread = (await comment(owner, id, 'Market rate?', '$1,400')).json<Thread>();
    expect((await save(owner, id)).statusCode).toBe(200);
    const cole = await t.signedIn('cole');
    await shareWith(id, 'cole', 'commenter');
    expect((await page(cole, id)).json<DocumentView>()).toMatchObject({ access: 'commenter', sharedBy: 'olive' });
    expect(await open(cole, id)).toMatchObject({ access: 'commenter', mayEdit: false });

    const listed = await cole.request('GET', `/api/documents/${id}/comments`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ items: Thread[] }>().items).toMatchObject([{ id: ownerThread.id, author: 'olive', mine: false, mayDelete: false }]);
    // the owner's save replaced the text: comment on the newest words
    const mine = await comment(cole, id, 'Typo?', 'Edited');
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json<Thread>()).toMatchObject({ author: 'cole', body: 'Typo?', quote: 'Edited', mine: true, mayDelete: true });
    const replied = await cole.request('POST', `/api/documents/${id}/comments/${ownerThread.id}/replies`, { body: { body: 'Looks high.' } });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json<Thread>().replies).toMatchObject([{ author: 'cole', body: 'Looks high.', mine: true }]);
    const resolved = await cole.request('PATCH', `/api/documents/${id}/comments/${ownerThread.id}`, { body: { resolved: true } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<Thread>().resolved).toMatchObject({ by: 'cole' });

    const versions = await cole.request('GET', `/api/documents/${id}/versions`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json<{ items: { number: number }[] }>().items.map((v) => v.number).sort()).toEqual([1, 2]);
    expect((await cole.request('GET', `/api/documents/${id}/versions/1`)).statusCode).toBe(200);
    expect((await cole.request('GET', `/api/documents/${id}/compare?from=1&to=2`)).statusCode).toBe(200);
    expect((await cole.request('GET', `/api/documents/${id}/export?format=pdf&version=1`)).statusCode).toBe(200);

    const current = (await open(cole, id)).revision;
    refused(await save(cole, id, current), 403, ACCESS_MESSAGES.editor);
    refused(await cole.request('PATCH', `/api/documents/${id}/comments/${ownerThread.id}`, { body: { body: 'Rewritten' } }), 403, COMMENT_MESSAGES.notYours);
    refused(await cole.request('DELETE', `/api/documents/${id}/comments/${ownerThread.id}`), 403, COMMENT_MESSAGES.mayNotDelete);
    expect((await cole.request('DELETE', `/api/documents/${id}/comments/${mine.json<Thread>().id}`)).statusCode).toBe(204);
    expect((await owner.request('GET', `/api/documents/${id}/comments`)).json<{ items: Thread[] }>().items).toMatchObject([{ id: ownerThread.id, body: 'Market rate?' }]);
  });
});

describe('an editor', () => {
  it('saves and restores, the owner seeing the new text, but does not rename, delete or share it', async () => {
    const id = await lease();
    const eddie = await t.signedIn('eddie');
    await shareWith(id, 'eddie', 'viewer');
    // shared again, by a username in other letters: the same share, given the new role
    const again = await shareWith(id, 'Eddie', 'editor');
    expect(again.notice).toBe('eddie is now an editor (may read, comment and edit it).');
    expect(again.people).toMatchObject([{ username: 'eddie', role: 'editor' }]);
    expect(await open(eddie, id)).toMatchObject({ access: 'editor', mayEdit: true, revision: 1 });
    const saved = await save(eddie, id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ changed: true, version: { author: 'eddie' } });
    expect(documentText((await open(owner, id)).content)).toBe('Edited.');

    const restored = await eddie.request('POST', `/api/documents/${id}/versions/1/restore`, { body: { baseRevision: saved.json<{ revision: number }>().revision } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ version: { name: 'Restored from version 1' } });
    expect(documentText((await open(owner, id)).content)).toContain('The Tenant shall pay rent of $1,400');
    // sending a version to be analysed replaces (and deletes) the uploaded file: for who manages it
    refused(await eddie.request('POST', `/api/documents/${id}/analyse-version`), 403, ACCESS_MESSAGES.manager);

    refused(await eddie.request('PATCH', `/api/documents/${id}`, { body: { title: 'Mine now' } }), 403, WORKSPACE_MESSAGES.notYours);
    refused(await eddie.request('DELETE', `/api/documents/${id}`), 403, WORKSPACE_MESSAGES.notYours);
    refused(await eddie.request('GET', `/api/documents/${id}/people`), 403, WORKSPACE_MESSAGES.notYours);
    refused(await eddie.request('POST', `/api/documents/${id}/people`, { body: { person: 'vera', role: 'viewer' } }), 403, WORKSPACE_MESSAGES.notYours);
    expect((await page(owner, id)).json<DocumentView>().title).toBe('lease');
    expect((await people(id)).people).toMatchObject([{ username: 'eddie', role: 'editor' }]);
  });
});

describe('changing and ending a share', () => {
  it('takes a new role at once; removed, or left by the person, the document is theirs no more', async () => {
    const id = await lease();
    const ruth = await t.signedIn('ruth');
    const [share] = (await shareWith(id, 'ruth', 'viewer')).people;
    refused(await save(ruth, id), 403, ACCESS_MESSAGES.editor);
    const changed = await owner.request('PATCH', `/api/documents/${id}/people/${share!.id}`, { body: { role: 'editor' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<DocumentPeople>().people).toMatchObject([{ id: share!.id, username: 'ruth', role: 'editor' }]);
    expect((await page(ruth, id)).json<DocumentView>().access).toBe('editor');
    expect((await save(ruth, id)).statusCode).toBe(200);
    expect(await sharedWithMe(ruth)).toMatchObject([{ id, role: 'editor' }]);

    expect((await owner.request('DELETE', `/api/documents/${id}/people/${share!.id}`)).statusCode).toBe(204);
    refused(await page(ruth, id), 404, ACCESS_MESSAGES.notFound);
    expect(await sharedWithMe(ruth)).toEqual([]);
    expect(await people(id)).toEqual({ people: [], invitations: [] });

    await shareWith(id, 'ruth', 'commenter');
    expect(await sharedWithMe(ruth)).toMatchObject([{ id, role: 'commenter' }]);
    expect((await ruth.request('DELETE', `/api/shared-with-me/${id}`)).statusCode).toBe(204);
    refused(await page(ruth, id), 404, ACCESS_MESSAGES.notFound);
    refused(await ruth.request('GET', `/api/documents/${id}/comments`), 404, ACCESS_MESSAGES.notFound);
    expect(await sharedWithMe(ruth)).toEqual([]);
    expect((await people(id)).people).toEqual([]);
    refused(await ruth.request('DELETE', `/api/shared-with-me/${id}`), 404, PEOPLE_MESSAGES.notShared);
    // the owner's document is untouched by their leaving
    expect((await page(owner, id)).statusCode).toBe(200);
  });

  it('takes a deleted document out of the list of who it was shared with', async () => {
    const id = await lease();
    const dee = await t.signedIn('dee');
    await shareWith(id, 'dee', 'editor');
    expect(await sharedWithMe(dee)).toHaveLength(1);
    expect((await owner.request('DELETE', `/api/documents/${id}`)).statusCode).toBe(204);
    expect(await sharedWithMe(dee)).toEqual([]);
    refused(await page(dee, id), 404, ACCESS_MESSAGES.notFound);
  });
});

describe('workspaces and shares', () => {
  it('never lends a team owner their team role over a document only shared with them', async () => {
    const id = await lease();
    const boss = await t.signedIn('boss');
    const team = await newTeam(boss, 'Boss LLP');
    await shareWith(id, 'boss', 'viewer');
    boss.headers['x-team-id'] = String(team.id);
    expect((await page(boss, id)).json<DocumentView>()).toMatchObject({ access: 'viewer', sharedBy: 'olive' });
    refused(await boss.request('PATCH', `/api/documents/${id}`, { body: { title: 'Taken over' } }), 403, WORKSPACE_MESSAGES.notYours);
    refused(await boss.request('DELETE', `/api/documents/${id}`), 403, WORKSPACE_MESSAGES.notYours);
    refused(await save(boss, id), 403, ACCESS_MESSAGES.editor);
    refused(await boss.request('GET', `/api/documents/${id}/people`), 403, WORKSPACE_MESSAGES.notYours);
    refused(await boss.request('GET', `/api/documents/${id}/comments`), 403, ACCESS_MESSAGES.commenter);
    // nor asked about in the team's conversations, which the whole team reads
    refused(await boss.request('POST', '/api/conversations', { body: { title: 'About the lease', context: { documentIds: [id] } } }), 403, SHARED_IN_TEAM('lease'));
    expect((await page(owner, id)).json<DocumentView>().title).toBe('lease');
    expect((await open(owner, id)).revision).toBe(1);
  });

  it('gives a teammate the stronger of their team role and their share', async () => {
    const tara = await t.signedIn('tara');
    const [adam, ada, tim] = [await t.signedIn('adam'), await t.signedIn('ada'), await t.signedIn('tim')];
    const team = await newTeam(tara, 'Tara LLP');
    await t.database.db.insert(teamMembers).values([
      { teamId: team.id, userId: await idOf(adam), role: 'member' },
      { teamId: team.id, userId: await idOf(ada), role: 'admin' },
      { teamId: team.id, userId: await idOf(tim), role: 'member' },
    ]);
    for (const c of [adam, ada, tim]) c.headers['x-team-id'] = String(team.id);
    const id = await lease(adam);

    // shared with who added it (they may have left the team one day): while in the team, they still manage it
    await shareWith(id, 'adam', 'viewer', ada);
    expect((await page(adam, id)).json<DocumentView>().access).toBe('manager');
    // a plain teammate comments; shared as viewer still comments, shared as editor edits, and never renames
    expect((await page(tim, id)).json<DocumentView>()).toMatchObject({ access: 'commenter', sharedBy: null });
    await shareWith(id, 'tim', 'viewer', ada);
    expect((await page(tim, id)).json<DocumentView>().access).toBe('commenter');
    await shareWith(id, 'tim', 'editor', ada);
    expect((await page(tim, id)).json<DocumentView>()).toMatchObject({ access: 'editor', sharedBy: null });
    expect((await save(tim, id)).statusCode).toBe(200);
    refused(await tim.request('PATCH', `/api/documents/${id}`, { body: { title: 'Renamed' } }), 403, WORKSPACE_MESSAGES.notYours);
    // the team's owner manages it in the team's workspace only
    refused(await tara.request('GET', `/api/documents/${id}/people`), 404, ACCESS_MESSAGES.notFound);
    tara.headers['x-team-id'] = String(team.id);
    expect((await people(id, tara)).people).toMatchObject([
      { username: 'adam', role: 'viewer', sharedBy: 'ada' },
      { username: 'tim', role: 'editor', sharedBy: 'ada' },
    ]);
  });

  it('does not show the matter a document is filed in, and an editable copy lands in the person’s own workspace', async () => {
    const matter = (await owner.request('POST', '/api/matters', { body: { title: 'Office cleaning' } })).json<{ id: number }>();
    const pdf = await makePdf([['SERVICES AGREEMENT', '', '1. Services', 'The Provider shall clean the office every week.']]);
    const uploaded = await uploadDocument(owner, pdf, 'services.pdf', { matterId: String(matter.id) });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const { id } = await settledDocument(owner, uploaded.json<{ id: number }>().id);
    expect((await page(owner, id)).json<DocumentView>().matterId).toBe(matter.id);

    const mia = await t.signedIn('mia');
    await shareWith(id, 'mia', 'viewer');
    expect((await page(mia, id)).json<DocumentView>()).toMatchObject({ id, matterId: null, access: 'viewer', sharedBy: 'olive' });
    expect((await mia.request('GET', `/api/matters/${matter.id}`)).statusCode).toBe(404);

    // made while she works in a team of hers, the copy is still hers alone
    mia.headers['x-team-id'] = String((await newTeam(mia, 'Mia LLP')).id);
    const copy = await mia.request('POST', `/api/documents/${id}/editable-copy`);
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json<{ id: number }>().id;
    refused(await page(mia, copyId), 404, ACCESS_MESSAGES.notFound);
    delete mia.headers['x-team-id'];
    expect((await page(mia, copyId)).json<DocumentView>()).toMatchObject({ title: 'services (editable copy)', matterId: null, access: 'manager', sharedBy: null });
    refused(await page(owner, copyId), 404, ACCESS_MESSAGES.notFound);
    await settledDocument(mia, copyId);
  });
});

describe('bad requests', () => {
  it('change nothing: an unknown name, oneself, a bad address or body, another document’s share', async () => {
    const id = await lease();
    const other = await lease();
    const pat = await t.signedIn('pat');
    const before = await shareWith(id, 'pat', 'viewer');
    const [otherShare] = (await shareWith(other, 'pat', 'commenter')).people;
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ person: 'nobody-here', role: 'viewer' }, 404, PEOPLE_MESSAGES.noAccount('nobody-here')],
      [{ person: 'olive', role: 'editor' }, 400, PEOPLE_MESSAGES.yourself],
      [{ person: 'olive@example.com', role: 'editor' }, 400, PEOPLE_MESSAGES.yourself],
      [{ person: 'not-an-email@', role: 'viewer' }, 400, PEOPLE_MESSAGES.badEmail],
      [{ person: 'pat', role: 'owner' }, 400],
      [{ person: 'pat', role: 'manager' }, 400],
      [{ person: 'pat', role: 'editor', note: 'Please look' }, 400],
      [{ person: ' ', role: 'viewer' }, 400],
      [{ person: 'pat' }, 400],
    ];
    for (const [body, status, message] of cases) {
      const res = await owner.request('POST', `/api/documents/${id}/people`, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json<{ message: string }>().message).toBe(message);
      expect(await people(id), JSON.stringify(body)).toEqual({ people: before.people, invitations: [] });
    }
    refused(await owner.request('PATCH', `/api/documents/${id}/people/${otherShare!.id}`, { body: { role: 'editor' } }), 404, PEOPLE_MESSAGES.noShare);
    refused(await owner.request('DELETE', `/api/documents/${id}/people/${otherShare!.id}`), 404, PEOPLE_MESSAGES.noShare);
    expect((await owner.request('PATCH', `/api/documents/${id}/people/${before.people[0]!.id}`, { body: { role: 'owner' } })).statusCode).toBe(400);
    expect((await owner.request('PATCH', `/api/documents/${id}/people/${before.people[0]!.id}`, { body: { role: 'editor', extra: 1 } })).statusCode).toBe(400);
    refused(await owner.request('DELETE', `/api/documents/${id}/invitations/999999`), 404, PEOPLE_MESSAGES.noInvitation);
    expect(await people(id)).toEqual({ people: before.people, invitations: [] });
    expect((await people(other)).people).toMatchObject([{ id: otherShare!.id, role: 'commenter' }]);
    expect((await page(pat, id)).json<DocumentView>().access).toBe('viewer');

    // someone it is not shared with learns nothing of it
    const stranger = await t.signedIn('stranger');
    refused(await stranger.request('GET', `/api/documents/${id}/people`), 404, ACCESS_MESSAGES.notFound);
    refused(await stranger.request('POST', `/api/documents/${id}/people`, { body: { person: 'stranger', role: 'editor' } }), 404, ACCESS_MESSAGES.notFound);
    refused(await stranger.request('DELETE', `/api/shared-with-me/${id}`), 404, PEOPLE_MESSAGES.notShared);
  });
});

describe('asking about a shared document', () => {
  it('works for a viewer while it is shared, and 404s once the share is removed', async () => {
    const id = await lease();
    const chuck = await t.signedIn('chuck');
    const [share] = (await shareWith(id, 'chuck', 'viewer')).people;
    const started = await chuck.request('POST', '/api/conversations', { body: { title: 'About the lease', context: { documentIds: [id] } } });
    expect(started.statusCode, started.body).toBe(201);
    const conversation = started.json<{ id: number; title: string; context: unknown }>();
    expect(conversation).toMatchObject({ title: 'About the lease', context: { documentIds: [id] } });
    const answered = await chuck.request('POST', `/api/conversations/${conversation.id}/messages`, { body: ask('When do I get my security deposit back?') });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(readAnswer(answered.body).sources.some((s) => s.kind === 'document' && s.documentId === id)).toBe(true);

    expect((await owner.request('DELETE', `/api/documents/${id}/people/${share!.id}`)).statusCode).toBe(204);
    const after = await chuck.request('POST', '/api/conversations', { body: { title: 'Again', context: { documentIds: [id] } } });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ code: 'not_found', message: `There is no document with id ${id}` });
    expect((await chuck.request('POST', `/api/conversations/${conversation.id}/messages`, { body: ask('And the rent?') })).statusCode).toBe(404);
  });
});
