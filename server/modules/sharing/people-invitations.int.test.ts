/**
 * Inviting someone to a document by email through the API (decision 0018): the invitation mailed with
 * its one-time link; its preview for anyone holding the link; accepted only by a signed-in account that
 * uses the invited address (403 for another, 409 accepted twice, 410 once withdrawn, replaced or
 * expired); the document then shared with that account as the invited role, or the stronger role it
 * already held; and the owner's list of people and pending invitations as it goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentView } from '../../../common/schemas/documents';
import type { DocumentInvitationPreview, DocumentPeople, SharedWithMeList } from '../../../common/schemas/people-sharing';
import { MAX_PEOPLE } from '../../../common/schemas/people-sharing';
import { INVITATION_TTL_MS } from '../../../common/schemas/teams';
import { documentInvitations } from '../../db/schema';
import { latestMail } from '../../mail/mailer';
import { LEASE_TXT, analysedDocument } from '../../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { ACCESS_MESSAGES } from '../documents/document-access';
import { PEOPLE_MESSAGES } from './people.service';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { defaultPlan: 'premium' } });
  owner = await t.signedIn('iris');
});
afterAll(() => t.close());

const lease = async () => (await analysedDocument(owner, LEASE_TXT, 'lease.txt')).id;
const share = async (id: number, person: string, role: string) => {
  const res = await owner.request('POST', `/api/documents/${id}/people`, { body: { person, role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DocumentPeople & { notice: string; link?: string }>();
};
/** the token of the newest invitation mailed to `email`, from the link in the mail */
const tokenMailedTo = async (email: string) => {
  const mail = await latestMail(t.database.db, email);
  const link = mail?.text.match(/Open the invitation: https?:\/\/[^/\s]+\/document-invitations\/([A-Za-z0-9_-]{20,100})\n/);
  expect(link, mail?.text).not.toBeNull();
  return link![1]!;
};
/** what the link shows, with no session */
const preview = (token: string) => t.client().request('GET', `/api/document-invitations/${token}`);
const accept = (c: TestClient, token: string) => c.request('POST', `/api/document-invitations/${token}/accept`);
const people = async (id: number) => (await owner.request('GET', `/api/documents/${id}/people`)).json<DocumentPeople>();
const sharedWithMe = async (c: TestClient) => (await c.request('GET', '/api/shared-with-me')).json<SharedWithMeList>().items;
/** a new browser that signs up with the address */
const registered = async (username: string, email: string) => {
  const c = t.client();
  expect((await c.register(username, undefined, email)).statusCode).toBe(201);
  return c;
};
const refused = (res: { statusCode: number; body: string; json: () => unknown }, status: number, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { message: string }).message).toBe(message);
};

describe('an invitation by email', () => {
  it('is mailed with its link, shown to whoever holds it, and accepted once by the account that uses the address', async () => {
    const id = await lease();
    const invited = await share(id, 'newcomer@example.org', 'commenter');
    // the tests have no SMTP server: the mail waits in the outbox
    expect(invited.notice).toBe(PEOPLE_MESSAGES.notMailed('newcomer@example.org'));
    expect(invited.people).toEqual([]);
    expect(invited.invitations).toMatchObject([{ email: 'newcomer@example.org', role: 'commenter', invitedBy: 'iris', status: 'pending' }]);
    const mail = await latestMail(t.database.db, 'newcomer@example.org');
    expect(mail?.subject).toBe('iris shared “lease” with you on Counsel');
    expect(mail?.text).toContain('as a commenter (may read it and comment)');
    const token = await tokenMailedTo('newcomer@example.org');
    // not mailed: the one who invited gets the link to send themselves, the same as in the outbox
    expect(invited.link).toMatch(new RegExp(`/document-invitations/${token}$`));

    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<DocumentInvitationPreview>()).toEqual({
      documentTitle: 'lease',
      invitedBy: 'iris',
      email: 'newcomer@example.org',
      role: 'commenter',
      expiresAt: invited.invitations[0]!.expiresAt,
      status: 'pending',
    });

    // accepting needs an account, and the one that uses the address
    expect((await accept(t.client(), token)).statusCode).toBe(401);
    const otto = await t.signedIn('otto');
    refused(await accept(otto, token), 403, PEOPLE_MESSAGES.wrongAccount('newcomer@example.org'));
    refused(await otto.request('GET', `/api/documents/${id}`), 404, ACCESS_MESSAGES.notFound);
    expect(await sharedWithMe(otto)).toEqual([]);
    expect((await preview(token)).json<DocumentInvitationPreview>().status).toBe('pending');

    const newcomer = await registered('newcomer', 'newcomer@example.org');
    const accepted = await accept(newcomer, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ documentId: id });
    expect(await sharedWithMe(newcomer)).toMatchObject([{ id, title: 'lease', role: 'commenter', owner: 'iris' }]);
    expect((await newcomer.request('GET', `/api/documents/${id}`)).json<DocumentView>()).toMatchObject({ access: 'commenter', sharedBy: 'iris' });
    expect((await newcomer.request('GET', `/api/documents/${id}/comments`)).statusCode).toBe(200);

    refused(await accept(newcomer, token), 409, PEOPLE_MESSAGES.invitationUsed);
    expect((await preview(token)).json<DocumentInvitationPreview>().status).toBe('accepted');
    expect(await people(id)).toMatchObject({ people: [{ username: 'newcomer', role: 'commenter', sharedBy: 'iris' }], invitations: [] });
    refused(await owner.request('DELETE', `/api/documents/${id}/invitations/${invited.invitations[0]!.id}`), 409, PEOPLE_MESSAGES.invitationGone);
    expect((await people(id)).people).toHaveLength(1);
  });

  it('once withdrawn shows so and cannot be accepted', async () => {
    const id = await lease();
    const [invitation] = (await share(id, 'wendy@example.org', 'editor')).invitations;
    const token = await tokenMailedTo('wendy@example.org');
    const wendy = await registered('wendy', 'wendy@example.org');
    expect((await owner.request('DELETE', `/api/documents/${id}/invitations/${invitation!.id}`)).statusCode).toBe(204);
    expect(await people(id)).toEqual({ people: [], invitations: [] });
    expect((await preview(token)).json<DocumentInvitationPreview>()).toMatchObject({ email: 'wendy@example.org', status: 'revoked' });
    refused(await accept(wendy, token), 410, PEOPLE_MESSAGES.invitationRevoked);
    refused(await wendy.request('GET', `/api/documents/${id}`), 404, ACCESS_MESSAGES.notFound);
    expect(await sharedWithMe(wendy)).toEqual([]);
    refused(await owner.request('DELETE', `/api/documents/${id}/invitations/${invitation!.id}`), 409, PEOPLE_MESSAGES.invitationGone);
  });

  it('is replaced by a newer one to the same address, whose role counts', async () => {
    const id = await lease();
    await share(id, 'Rex@Example.org', 'editor');
    const first = await tokenMailedTo('rex@example.org');
    const second = await share(id, 'rex@example.org', 'viewer');
    expect(second.invitations).toMatchObject([{ email: 'rex@example.org', role: 'viewer', status: 'pending' }]);
    const token = await tokenMailedTo('rex@example.org');
    expect(token).not.toBe(first);
    const rex = await registered('rex', 'rex@example.org');
    refused(await accept(rex, first), 410, PEOPLE_MESSAGES.invitationRevoked);
    expect((await accept(rex, token)).json()).toEqual({ documentId: id });
    expect((await rex.request('GET', `/api/documents/${id}`)).json<DocumentView>().access).toBe('viewer');
  });

  it('keeps a stronger role already held, and raises a weaker one', async () => {
    const id = await lease();
    const sam = await t.signedIn('sam');
    await share(id, 'sam', 'editor');
    await share(id, 'sam@example.com', 'viewer');
    expect((await accept(sam, await tokenMailedTo('sam@example.com'))).statusCode).toBe(200);
    expect((await sam.request('GET', `/api/documents/${id}`)).json<DocumentView>().access).toBe('editor');
    expect(await people(id)).toMatchObject({ people: [{ username: 'sam', role: 'editor', sharedBy: 'iris' }], invitations: [] });

    const other = await lease();
    await share(other, 'sam', 'viewer');
    await share(other, 'sam@example.com', 'commenter');
    expect((await accept(sam, await tokenMailedTo('sam@example.com'))).statusCode).toBe(200);
    expect((await people(other)).people).toMatchObject([{ username: 'sam', role: 'commenter' }]);
    expect(await sharedWithMe(sam)).toHaveLength(2);
  });

  it('waiting for someone removed or given less, is withdrawn with it, so its link gives nothing back', async () => {
    const id = await lease();
    const una = await t.signedIn('una');
    const [share1] = (await share(id, 'una', 'commenter')).people;
    await share(id, 'una@example.com', 'editor');
    const raise = await tokenMailedTo('una@example.com');
    const lowered = await owner.request('PATCH', `/api/documents/${id}/people/${share1!.id}`, { body: { role: 'viewer' } });
    expect(lowered.json<DocumentPeople>()).toMatchObject({ people: [{ username: 'una', role: 'viewer' }], invitations: [] });
    refused(await accept(una, raise), 410, PEOPLE_MESSAGES.invitationRevoked);
    expect((await una.request('GET', `/api/documents/${id}`)).json<DocumentView>().access).toBe('viewer');

    await share(id, 'una@example.com', 'viewer');
    const back = await tokenMailedTo('una@example.com');
    expect((await owner.request('DELETE', `/api/documents/${id}/people/${share1!.id}`)).statusCode).toBe(204);
    refused(await accept(una, back), 410, PEOPLE_MESSAGES.invitationRevoked);
    refused(await una.request('GET', `/api/documents/${id}`), 404, ACCESS_MESSAGES.notFound);
  });

  it('shared again with the same role, changes nothing and mails no one', async () => {
    const id = await lease();
    await t.signedIn('vic');
    await share(id, 'vic', 'commenter');
    const mailed = await latestMail(t.database.db, 'vic@example.com');
    const again = await share(id, 'VIC', 'commenter');
    expect(again.notice).toBe(PEOPLE_MESSAGES.already('vic', 'commenter'));
    expect((await latestMail(t.database.db, 'vic@example.com'))?.id).toBe(mailed?.id);
    expect(again.people).toMatchObject([{ username: 'vic', role: 'commenter' }]);
  });

  it('answers a link that was never made, or is malformed, in plain words', async () => {
    refused(await preview('A'.repeat(43)), 404, PEOPLE_MESSAGES.invitationNotFound);
    refused(await accept(await t.signedIn('guesser'), 'A'.repeat(43)), 404, PEOPLE_MESSAGES.invitationNotFound);
    expect((await preview('short')).statusCode).toBe(400);
  });

  it('counts invitations waiting with the people, up to MAX_PEOPLE; a role changed or an invitation sent again adds no one', async () => {
    const id = await lease();
    const carl = await t.signedIn('carl');
    await share(id, 'carl', 'viewer');
    // the rest waiting, set up directly: past the shares an hour allows through the API
    const at = t.clock.now();
    const until = new Date(at.getTime() + INVITATION_TTL_MS);
    await t.database.db.insert(documentInvitations).values(
      Array.from({ length: MAX_PEOPLE - 1 }, (_, i) => ({ documentId: id, email: `filler-${i}@example.org`, role: 'viewer' as const, tokenHash: `cap-${id}-${i}`, invitedBy: null, createdAt: at, expiresAt: until })),
    );
    await t.signedIn('late-comer');
    refused(await owner.request('POST', `/api/documents/${id}/people`, { body: { person: 'late-comer', role: 'viewer' } }), 409, PEOPLE_MESSAGES.tooMany);
    refused(await owner.request('POST', `/api/documents/${id}/people`, { body: { person: 'new@example.org', role: 'viewer' } }), 409, PEOPLE_MESSAGES.tooMany);
    expect((await people(id)).invitations).toHaveLength(MAX_PEOPLE - 1);

    expect((await owner.request('POST', `/api/documents/${id}/people`, { body: { person: 'carl', role: 'editor' } })).statusCode).toBe(201);
    expect((await carl.request('GET', `/api/documents/${id}`)).json<DocumentView>().access).toBe('editor');
    // sent again (the first mail was lost): it replaces the one waiting, so the count stays
    const resent = await owner.request('POST', `/api/documents/${id}/people`, { body: { person: 'filler-0@example.org', role: 'commenter' } });
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json<DocumentPeople>().invitations).toHaveLength(MAX_PEOPLE - 1);
  });

  // last: the clock moved on stays moved for the tests after it
  it('expires after its time: shown expired, refused, and listed lapsed until the owner withdraws it', async () => {
    const id = await lease();
    const [invitation] = (await share(id, 'late@example.org', 'editor')).invitations;
    const token = await tokenMailedTo('late@example.org');
    const late = await registered('late', 'late@example.org');
    t.clock.advance(INVITATION_TTL_MS + 1000);
    expect((await preview(token)).json<DocumentInvitationPreview>().status).toBe('expired');
    refused(await accept(late, token), 410, PEOPLE_MESSAGES.invitationExpired);
    refused(await late.request('GET', `/api/documents/${id}`), 404, ACCESS_MESSAGES.notFound);
    expect(await people(id)).toMatchObject({ people: [], invitations: [{ id: invitation!.id, status: 'expired' }] });
    // withdrawn, it leaves the list, and its link says so
    expect((await owner.request('DELETE', `/api/documents/${id}/invitations/${invitation!.id}`)).statusCode).toBe(204);
    expect(await people(id)).toEqual({ people: [], invitations: [] });
    expect((await preview(token)).json<DocumentInvitationPreview>().status).toBe('revoked');
    refused(await owner.request('DELETE', `/api/documents/${id}/invitations/${invitation!.id}`), 409, PEOPLE_MESSAGES.invitationGone);
  });
});
