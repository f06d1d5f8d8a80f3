/**
 * The access matrix: every /api route with a parameter, requested by everyone who might try — nobody
 * signed in, another user, a member of another team, and the team's member, admin and owner — against a
 * fresh resource each time. A route added later fails the first test until it is given its row here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../common/schemas/chat';
import type { Team } from '../../../common/schemas/teams';
import type { Invitation } from '../../../common/schemas/teams';
import { syncRecords } from '../../content/sync';
import { loadTemplates, type Template } from '../../content/templates';
import { teamMembers } from '../../db/schema';
import { latestMail } from '../../mail/mailer';
import { makePdf } from '../../testing/document-files';
import { settledDocument, uploadDocument } from '../../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { ask } from '../../testing/ui-stream';

type Who = 'anonymous' | 'stranger' | 'otherTeam' | 'member' | 'admin' | 'owner';
/** 'ok': any 2xx; a number: that status */
type Outcome = 'ok' | number;
type Params = Record<string, string | number>;

interface Row {
  /** a fresh resource for one request: the route's parameters, in a team workspace owned by `owner` */
  make: () => Promise<Params>;
  body?: (params: Params) => unknown;
  /** a query string the route needs */
  query?: string;
  expect: Record<Who, Outcome>;
}

/** content that is the same for every signed-in user: nothing to own */
const SHARED_CONTENT = ['GET /api/knowledge-base/categories/:categoryId', 'GET /api/knowledge-base/topics/:categoryId/:topicId', 'GET /api/templates/:templateId'];

let t: TestApp;
const as: Record<Exclude<Who, 'anonymous'>, TestClient> & { anonymous: TestClient } = {} as never;
const ids: Record<string, number> = {};
let otherTeam: Team;
let letter: Template;
let lease: Template;

/** the usual outcomes: hidden from outsiders, open to the team */
const open = (over: Partial<Record<Who, Outcome>> = {}): Record<Who, Outcome> => ({ anonymous: 401, stranger: 404, otherTeam: 404, member: 'ok', admin: 'ok', owner: 'ok', ...over });
const managers = (over: Partial<Record<Who, Outcome>> = {}) => open({ member: 403, ...over });

async function freshTeam(): Promise<Team> {
  const team = (await as.owner.request('POST', '/api/teams', { body: { name: 'Matrix LLP' } })).json<Team>();
  // the roles are set up directly: joining is tested on its own in teams.int.test.ts
  await t.database.db.insert(teamMembers).values([
    { teamId: team.id, userId: ids.member!, role: 'member' },
    { teamId: team.id, userId: ids.admin!, role: 'admin' },
    { teamId: team.id, userId: ids.target!, role: 'member' },
  ]);
  return team;
}

/** Runs `work` as the owner in the team's workspace. */
async function inTeamOf<T>(team: Team, work: () => Promise<T>): Promise<T> {
  as.owner.headers['x-team-id'] = String(team.id);
  try {
    return await work();
  } finally {
    delete as.owner.headers['x-team-id'];
  }
}

async function teamDocument(): Promise<Params> {
  const team = await freshTeam();
  const id = await inTeamOf(team, async () => {
    const res = await uploadDocument(as.owner, 'RESIDENTIAL LEASE\n\n1. Rent. Tenant shall pay $900 a month.', 'lease.txt');
    return (await settledDocument(as.owner, res.json<{ id: number }>().id)).id;
  });
  return { id, team: team.id };
}

/** a team document opened in the editor once (its file imported as version 1) */
async function teamEditedDocument(): Promise<Params> {
  const params = await teamDocument();
  await inTeamOf({ id: params.team } as Team, () => as.owner.request('GET', `/api/documents/${params.id}/editor`));
  return { ...params, number: 1 };
}

/** a team PDF, read and analysed */
async function teamPdf(): Promise<Params> {
  const team = await freshTeam();
  const pdf = await makePdf([['SERVICES AGREEMENT', '', '1. Services', 'The Provider shall clean the office every week.']]);
  const id = await inTeamOf(team, async () => (await settledDocument(as.owner, (await uploadDocument(as.owner, pdf, 'services.pdf')).json<{ id: number }>().id)).id);
  return { id, team: team.id };
}

/** a team document opened in the editor with one comment on its first words */
async function teamComment(): Promise<Params> {
  const params = await teamEditedDocument();
  const thread = await inTeamOf({ id: params.team } as Team, async () =>
    (await as.owner.request('POST', `/api/documents/${params.id}/comments`, { body: { body: 'Check this.', revision: 1, start: 0, end: 5 } })).json<{ id: number }>(),
  );
  return { ...params, commentId: thread.id };
}

/** a team document with one share link */
async function teamShareLink(): Promise<Params> {
  const params = await teamDocument();
  const created = await inTeamOf({ id: params.team } as Team, async () =>
    (await as.owner.request('POST', `/api/documents/${params.id}/share-links`, { body: { name: 'For the client', access: 'view' } })).json<{ link: { id: number }; url: string }>(),
  );
  return { ...params, linkId: created.link.id, token: created.url.split('/s/')[1]! };
}

/** a link's token only: what anyone holding the address has */
const shareToken = async (): Promise<Params> => ({ token: (await teamShareLink()).token! });
/** a link with a password, and its token */
async function passwordShareToken(): Promise<Params> {
  const params = await teamDocument();
  const created = await inTeamOf({ id: params.team } as Team, async () =>
    (await as.owner.request('POST', `/api/documents/${params.id}/share-links`, { body: { name: 'Locked', access: 'view', password: 'harbor lights 7' } })).json<{ url: string }>(),
  );
  return { token: created.url.split('/s/')[1]! };
}
/** a comment link to a team document opened in the editor, with one comment on it */
async function commentShareToken(): Promise<Params> {
  const params = await teamComment();
  const created = await inTeamOf({ id: params.team } as Team, async () =>
    (await as.owner.request('POST', `/api/documents/${params.id}/share-links`, { body: { name: 'Review', access: 'comment' } })).json<{ url: string }>(),
  );
  return { token: created.url.split('/s/')[1]!, commentId: params.commentId! };
}
/** a team document shared with one more account (`target`), as a viewer */
async function teamPersonShare(): Promise<Params> {
  const params = await teamDocument();
  const people = await inTeamOf({ id: params.team } as Team, async () =>
    (await as.owner.request('POST', `/api/documents/${params.id}/people`, { body: { person: 'matrix_target', role: 'viewer' } })).json<{ people: { id: number }[] }>(),
  );
  return { ...params, shareId: people.people[0]!.id };
}

/** a team document with an invitation mailed to an address none of the matrix's accounts uses */
async function teamDocumentInvitation(): Promise<Params> {
  const params = await teamDocument();
  const people = await inTeamOf({ id: params.team } as Team, async () =>
    (await as.owner.request('POST', `/api/documents/${params.id}/people`, { body: { person: 'reader@example.com', role: 'commenter' } })).json<{ invitations: { id: number }[] }>(),
  );
  return { ...params, invitationId: people.invitations[0]!.id };
}

async function documentInvitationToken(): Promise<Params> {
  await teamDocumentInvitation();
  return { token: /\/document-invitations\/([\w-]+)/.exec((await latestMail(t.database.db, 'reader@example.com'))!.text)![1]! };
}

/** open to anyone with the address, signed in or not */
const everyone: Record<Who, Outcome> = { anonymous: 'ok', stranger: 'ok', otherTeam: 'ok', member: 'ok', admin: 'ok', owner: 'ok' };

async function teamConversation(): Promise<Params> {
  const team = await freshTeam();
  const conversation = await inTeamOf(team, async () => (await as.owner.request('POST', '/api/conversations', { body: { title: 'Client question' } })).json<Conversation>());
  return { id: conversation.id, team: team.id };
}

async function teamMatter(): Promise<Params> {
  const team = await freshTeam();
  const matter = await inTeamOf(team, async () => (await as.owner.request('POST', '/api/matters', { body: { title: 'Client matter' } })).json<{ id: number }>());
  return { id: matter.id, team: team.id };
}

/** a matter of a team with one task, deadline or note in it */
const teamMatterWith = (kind: 'tasks' | 'deadlines' | 'notes', param: string, body: object) => async (): Promise<Params> => {
  const { id, team } = (await teamMatter()) as { id: number; team: number };
  const item = await inTeamOf({ id: team } as Team, async () => (await as.owner.request('POST', `/api/matters/${id}/${kind}`, { body })).json<{ id: number }>());
  return { id, team, [param]: item.id };
};
const withTask = teamMatterWith('tasks', 'taskId', { title: 'File the answer' });
const withDeadline = teamMatterWith('deadlines', 'deadlineId', { title: 'Hearing', date: '2027-02-04' });
const withNote = teamMatterWith('notes', 'noteId', { body: 'Called the clerk.' });

/** a team matter and a team document, filed in it or not */
const withDocument = (filed: boolean) => async (): Promise<Params> => {
  const { id, team } = (await teamMatter()) as { id: number; team: number };
  const docId = await inTeamOf({ id: team } as Team, async () => {
    const res = await uploadDocument(as.owner, 'A short note.', 'note.txt', filed ? { matterId: String(id) } : {});
    return res.json<{ id: number }>().id;
  });
  return { id, team, kind: 'document', docId, linkId: docId };
};

/** a team's draft of the deposit letter, every question answered (so it can be generated and exported) */
async function teamDraft(): Promise<Params> {
  const team = await freshTeam();
  const draft = await inTeamOf(team, async () => (await as.owner.request('POST', '/api/drafts', { body: { templateId: letter.id, answers: letter.example } })).json<{ id: number }>());
  return { id: draft.id, team: team.id };
}

/** a team's lease draft, every question answered, with its Insurance section (which has other wordings) */
async function teamLeaseDraft(): Promise<Params> {
  const team = await freshTeam();
  const draft = await inTeamOf(team, async () => (await as.owner.request('POST', '/api/drafts', { body: { templateId: lease.id, answers: lease.example } })).json<{ id: number }>());
  return { id: draft.id, team: team.id, section: 'insurance' };
}

async function teamAnswerSet(): Promise<Params> {
  const team = await freshTeam();
  const set = await inTeamOf(team, async () => (await as.owner.request('POST', '/api/answer-sets', { body: { name: 'Our client', value: { name: 'Jordan Lee' } } })).json<{ id: number }>());
  return { id: set.id, team: team.id };
}

async function calendarFeed(): Promise<Params> {
  const { url } = (await as.owner.request('POST', '/api/calendar-feed')).json<{ url: string }>();
  return { file: url.split('/').at(-1)! };
}

async function invite(team: Team): Promise<Invitation> {
  return (await as.owner.request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'invitee@example.com' } })).json<Invitation>();
}

async function teamWithInvitation(): Promise<Params> {
  const team = await freshTeam();
  return { id: team.id, invitationId: (await invite(team)).id };
}

async function invitationToken(): Promise<Params> {
  await invite(await freshTeam());
  return { token: /\/invitations\/([\w-]+)/.exec((await latestMail(t.database.db, 'invitee@example.com'))!.text)![1]! };
}

const teamOnly = async (): Promise<Params> => ({ id: (await freshTeam()).id });
const teamAndTarget = async (): Promise<Params> => ({ id: (await freshTeam()).id, userId: ids.target! });

const ROWS: Record<string, Row> = {
  'GET /api/documents/:id': { make: teamDocument, expect: open() },
  'GET /api/documents/:id/text': { make: teamDocument, expect: open() },
  'GET /api/documents/:id/file': { make: teamDocument, expect: open() },
  'PATCH /api/documents/:id': { make: teamDocument, body: () => ({ title: 'Renamed' }), expect: managers() },
  'POST /api/documents/:id/reanalyze': { make: teamDocument, expect: managers() },
  'DELETE /api/documents/:id': { make: teamDocument, expect: managers() },
  'GET /api/documents/:id/editor': { make: teamDocument, expect: open() },
  'PUT /api/documents/:id/content': {
    make: teamEditedDocument,
    body: () => ({ baseRevision: 1, content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Edited.' }] }] } }),
    expect: managers(),
  },
  'GET /api/documents/:id/versions': { make: teamEditedDocument, expect: open() },
  'GET /api/documents/:id/versions/:number': { make: teamEditedDocument, expect: open() },
  'POST /api/documents/:id/versions/:number/restore': { make: teamEditedDocument, body: () => ({ baseRevision: 1 }), expect: managers() },
  'GET /api/documents/:id/compare': { make: teamEditedDocument, query: '?from=1&to=1', expect: open() },
  'GET /api/documents/:id/export': { make: teamEditedDocument, query: '?format=docx', expect: open() },
  'POST /api/documents/:id/analyse-version': { make: teamEditedDocument, expect: managers() },
  'POST /api/documents/:id/editable-copy': { make: teamPdf, expect: open() },
  'GET /api/documents/:id/comments': { make: teamEditedDocument, expect: open() },
  'POST /api/documents/:id/comments': { make: teamEditedDocument, body: () => ({ body: 'A note.', revision: 1, start: 0, end: 5 }), expect: open() },
  'POST /api/documents/:id/comments/:commentId/replies': { make: teamComment, body: () => ({ body: 'A reply.' }), expect: open() },
  'PATCH /api/documents/:id/comments/:commentId': { make: teamComment, body: () => ({ resolved: true }), expect: open() },
  'DELETE /api/documents/:id/comments/:commentId': { make: teamComment, expect: managers() },
  'GET /api/documents/:id/share-links': { make: teamDocument, expect: managers() },
  'POST /api/documents/:id/share-links': { make: teamDocument, body: () => ({ name: 'For the client', access: 'view' }), expect: managers() },
  'DELETE /api/documents/:id/share-links/:linkId': { make: teamShareLink, expect: managers() },
  'GET /api/documents/:id/people': { make: teamDocument, expect: managers() },
  'POST /api/documents/:id/people': { make: teamDocument, body: () => ({ person: 'matrix_target', role: 'commenter' }), expect: managers() },
  'PATCH /api/documents/:id/people/:shareId': { make: teamPersonShare, body: () => ({ role: 'editor' }), expect: managers() },
  'DELETE /api/documents/:id/people/:shareId': { make: teamPersonShare, expect: managers() },
  'DELETE /api/documents/:id/invitations/:invitationId': { make: teamDocumentInvitation, expect: managers() },
  // the invitation link is the secret: anyone holding it sees what it offers; only the invited address's account accepts
  'GET /api/document-invitations/:token': { make: documentInvitationToken, expect: everyone },
  'POST /api/document-invitations/:token/accept': { make: documentInvitationToken, expect: { anonymous: 401, stranger: 403, otherTeam: 403, member: 403, admin: 403, owner: 403 } },
  // leaving a document shared with you: the team's own members reach it through the team, not a share
  'DELETE /api/shared-with-me/:id': { make: teamPersonShare, expect: { anonymous: 401, stranger: 404, otherTeam: 404, member: 404, admin: 404, owner: 404 } },
  'GET /api/shared/:token': { make: shareToken, expect: everyone },
  'POST /api/shared/:token/open': { make: passwordShareToken, body: () => ({ password: 'harbor lights 7' }), expect: everyone },
  'POST /api/shared/:token/comments': { make: commentShareToken, body: () => ({ name: 'Guest', body: 'A note.', revision: 1, start: 0, end: 5 }), expect: everyone },
  'POST /api/shared/:token/comments/:commentId/replies': { make: commentShareToken, body: () => ({ name: 'Guest', body: 'A reply.' }), expect: everyone },
  'GET /api/drafts/:id': { make: teamDraft, expect: open() },
  'PATCH /api/drafts/:id': { make: teamDraft, body: () => ({ page: 1 }), expect: managers() },
  'DELETE /api/drafts/:id': { make: teamDraft, expect: managers() },
  'POST /api/drafts/:id/generate': { make: teamDraft, expect: managers() },
  'GET /api/drafts/:id/export': { make: teamDraft, query: '?format=pdf', expect: open() },
  'POST /api/drafts/:id/sections/:section/suggestions': { make: teamLeaseDraft, body: () => ({}), expect: open() },
  'PUT /api/drafts/:id/sections/:section': { make: teamLeaseDraft, body: () => ({ clause: 0 }), expect: managers() },
  'DELETE /api/drafts/:id/sections/:section': { make: teamLeaseDraft, expect: managers() },
  'PUT /api/answer-sets/:id': { make: teamAnswerSet, body: () => ({ name: 'Renamed', value: { name: 'Jordan Lee' } }), expect: managers() },
  'DELETE /api/answer-sets/:id': { make: teamAnswerSet, expect: managers() },
  'GET /api/conversations/:id': { make: teamConversation, expect: open() },
  'PATCH /api/conversations/:id': { make: teamConversation, body: () => ({ title: 'Renamed' }), expect: managers() },
  'DELETE /api/conversations/:id': { make: teamConversation, expect: managers() },
  'POST /api/conversations/:id/messages': { make: teamConversation, body: () => ask('What is a security deposit?'), expect: open() },
  'GET /api/matters/:id': { make: teamMatter, expect: open() },
  'PATCH /api/matters/:id': { make: teamMatter, body: () => ({ status: 'pending' }), expect: open() },
  'DELETE /api/matters/:id': { make: teamMatter, expect: managers() },
  'GET /api/matters/:id/activity': { make: teamMatter, expect: open() },
  'GET /api/matters/:id/links': { make: teamMatter, expect: open() },
  'POST /api/matters/:id/links': { make: withDocument(false), body: (p) => ({ kind: 'document', id: p.docId }), expect: open() },
  'DELETE /api/matters/:id/links/:kind/:linkId': { make: withDocument(true), expect: open() },
  'GET /api/matters/:id/tasks': { make: teamMatter, expect: open() },
  'POST /api/matters/:id/tasks': { make: teamMatter, body: () => ({ title: 'Call the clerk' }), expect: open() },
  'PATCH /api/matters/:id/tasks/:taskId': { make: withTask, body: () => ({ done: true }), expect: open() },
  'DELETE /api/matters/:id/tasks/:taskId': { make: withTask, expect: open() },
  'GET /api/matters/:id/deadlines': { make: teamMatter, expect: open() },
  'POST /api/matters/:id/deadlines': { make: teamMatter, body: () => ({ title: 'Hearing', date: '2027-02-04' }), expect: open() },
  'PATCH /api/matters/:id/deadlines/:deadlineId': { make: withDeadline, body: () => ({ time: '09:30' }), expect: open() },
  'DELETE /api/matters/:id/deadlines/:deadlineId': { make: withDeadline, expect: open() },
  'GET /api/matters/:id/calendar.ics': { make: teamMatter, expect: open() },
  'GET /api/matters/:id/notes': { make: teamMatter, expect: open() },
  'POST /api/matters/:id/notes': { make: teamMatter, body: () => ({ body: 'A note' }), expect: open() },
  'PATCH /api/matters/:id/notes/:noteId': { make: withNote, body: () => ({ body: 'Edited' }), expect: managers() },
  'DELETE /api/matters/:id/notes/:noteId': { make: withNote, expect: managers() },
  // the feed's secret link is its own key: anyone holding it reads it, signed in or not
  'GET /api/calendar/:file': { make: calendarFeed, expect: { anonymous: 'ok', stranger: 'ok', otherTeam: 'ok', member: 'ok', admin: 'ok', owner: 'ok' } },
  'GET /api/teams/:id': { make: teamOnly, expect: open() },
  'PATCH /api/teams/:id': { make: teamOnly, body: () => ({ name: 'Renamed LLP' }), expect: managers() },
  'DELETE /api/teams/:id': { make: teamOnly, expect: managers({ admin: 403 }) },
  'GET /api/teams/:id/members': { make: teamOnly, expect: open() },
  'PATCH /api/teams/:id/members/:userId': { make: teamAndTarget, body: () => ({ role: 'admin' }), expect: managers() },
  'DELETE /api/teams/:id/members/:userId': { make: teamAndTarget, expect: managers() },
  'POST /api/teams/:id/leave': { make: teamOnly, expect: open({ owner: 409 }) },
  'POST /api/teams/:id/transfer': { make: teamAndTarget, body: (p) => ({ userId: p.userId }), expect: managers({ admin: 403 }) },
  'POST /api/teams/:id/invitations': { make: teamOnly, body: () => ({ email: 'someone@example.com' }), expect: managers() },
  'GET /api/teams/:id/invitations': { make: teamOnly, expect: managers() },
  'DELETE /api/teams/:id/invitations/:invitationId': { make: teamWithInvitation, expect: managers() },
  // the link itself is the secret: anyone holding it may see who invites whom; only the invited account may accept
  'GET /api/invitations/:token': { make: invitationToken, expect: { anonymous: 'ok', stranger: 'ok', otherTeam: 'ok', member: 'ok', admin: 'ok', owner: 'ok' } },
  'POST /api/invitations/:token/accept': { make: invitationToken, expect: { anonymous: 401, stranger: 403, otherTeam: 403, member: 403, admin: 403, owner: 403 } },
};

beforeAll(async () => {
  t = await createTestApp({ config: { defaultPlan: 'premium' } });
  const templates = await loadTemplates();
  await syncRecords(t.database.db, 'templates', templates.map((x) => ({ key: x.id, data: x })));
  letter = templates.find((x) => x.id === 'security-deposit-demand')!;
  lease = templates.find((x) => x.id === 'residential-lease')!;
  for (const who of ['stranger', 'otherTeam', 'member', 'admin', 'owner', 'target'] as const) {
    const c = t.client();
    ids[who] = (await c.register(`matrix_${who.toLowerCase()}`)).json<{ id: number }>().id;
    if (who !== 'target') (as as Record<string, TestClient>)[who] = c;
  }
  as.anonymous = t.client();
  otherTeam = (await as.otherTeam.request('POST', '/api/teams', { body: { name: 'Other LLP' } })).json<Team>();
  as.otherTeam.headers['x-team-id'] = String(otherTeam.id);
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it('covers every /api route with a parameter', () => {
    const withParams = t.routes
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((key) => key.includes(' /api/') && key.includes(':') && !key.startsWith('HEAD '));
    expect(withParams.filter((key) => !ROWS[key] && !SHARED_CONTENT.includes(key)), 'routes with no row in the access matrix').toEqual([]);
  });

  describe.each(Object.entries(ROWS))('%s', (key, row) => {
    const [method, pattern] = key.split(' ') as [string, string];
    it.each(Object.keys(row.expect) as Who[])('as %s', async (who) => {
      const params = await row.make();
      const url = pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name])) + (row.query ?? '');
      // user resources are asked for in the team's workspace by its members, in their own by everyone else
      const team: Record<string, string> = params.team !== undefined && ['member', 'admin', 'owner'].includes(who) ? { 'x-team-id': String(params.team) } : {};
      const res = await as[who].request(method as 'GET', url, { body: row.body?.(params), headers: team });
      const expected = row.expect[who];
      if (expected === 'ok') expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
      else expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(expected);
    });
  });
});
