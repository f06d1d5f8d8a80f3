import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, type Invitation, type InvitationPreview, type Team, type TeamMember } from '../../../common/schemas/teams';
import { users } from '../../db/schema';
import { latestMail } from '../../mail/mailer';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { TEAM_MESSAGES } from './teams.service';

let t: TestApp;
const people: Record<string, TestClient> = {};
const ids: Record<string, number> = {};

async function person(name: string, plan: 'free' | 'premium' = 'premium') {
  const c = t.client();
  const res = await c.register(name);
  ids[name] = res.json<{ id: number }>().id;
  if (plan === 'free') await t.database.db.update(users).set({ plan }).where(eq(users.id, ids[name]!));
  people[name] = c;
  return c;
}

async function invitationToken(email: string): Promise<string> {
  const mail = await latestMail(t.database.db, email);
  return /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

const as = (name: string) => people[name]!;

beforeAll(async () => {
  t = await createTestApp({ config: { defaultPlan: 'premium', publicUrl: 'https://counsel.example.com/' } });
  for (const name of ['alice', 'bob', 'carol', 'dave']) await person(name);
  await person('frank', 'free');
});
afterAll(() => t.close());

describe('teams', () => {
  let team: Team;

  it('needs Premium to create a team, and creates nothing otherwise', async () => {
    const refused = await as('frank').request('POST', '/api/teams', { body: { name: 'Frank & Co' } });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'plan_limit', message: TEAM_MESSAGES.premium });
    expect((await as('frank').request('GET', '/api/teams')).json()).toEqual({ items: [] });
  });

  it('refuses a blank or overlong name', async () => {
    expect((await as('alice').request('POST', '/api/teams', { body: { name: '   ' } })).json().message).toBe('Give the team a name');
    expect((await as('alice').request('POST', '/api/teams', { body: { name: 'x'.repeat(81) } })).statusCode).toBe(400);
    expect((await as('alice').request('POST', '/api/teams', { body: { name: 'A', extra: 1 } })).statusCode).toBe(400);
    expect((await as('alice').request('POST', '/api/teams', { body: { name: 'Smith\nLaw' } })).json().message).toBe('A team name is one line of text');
  });

  it('makes its creator the owner and logs it', async () => {
    const res = await as('alice').request('POST', '/api/teams', { body: { name: '  Smith Law  ' } });
    expect(res.statusCode).toBe(201);
    team = res.json<Team>();
    expect(team).toMatchObject({ name: 'Smith Law', role: 'owner', memberCount: 1, ownerId: ids.alice });
    expect((await as('alice').request('GET', '/api/teams')).json<{ items: Team[] }>().items.map((x) => x.id)).toEqual([team.id]);
    const log = await t.database.db.execute(sql`select verb, actor_id from activity where team_id = ${team.id}`);
    expect((log as unknown as { rows: unknown[] }).rows).toEqual([{ verb: 'team.created', actor_id: ids.alice }]);
  });

  it('is invisible to people outside it: 404, the same as a team that does not exist', async () => {
    for (const path of [`/api/teams/${team.id}`, `/api/teams/${team.id}/members`, '/api/teams/999999']) {
      const res = await as('carol').request('GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe(TEAM_MESSAGES.notFound);
    }
    expect((await as('carol').request('PATCH', `/api/teams/${team.id}`, { body: { name: 'Mine now' } })).statusCode).toBe(404);
    expect((await as('carol').request('DELETE', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await as('carol').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'carol@example.com' } })).statusCode).toBe(404);
  });

  it('invites by email: the link is mailed (or kept in the outbox), shown to anyone who holds it, and works once for that account', async () => {
    const res = await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: ' Bob@Example.com ', role: 'member' } });
    expect(res.statusCode).toBe(201);
    expect(res.json<Invitation>()).toMatchObject({ email: 'bob@example.com', role: 'member', invitedBy: 'alice', status: 'pending' });
    const mail = (await latestMail(t.database.db, 'bob@example.com'))!;
    expect(mail.subject).toBe('alice invited you to Smith Law on Counsel');
    expect(mail.text).toMatch(/Accept the invitation: https:\/\/counsel\.example\.com\/invitations\/[A-Za-z0-9_-]{43}\n/);
    const token = await invitationToken('bob@example.com');
    // the tests have no mail server: the inviter gets the link to send, the one in the outbox
    expect(res.json<{ link?: string }>().link).toBe(`https://counsel.example.com/invitations/${token}`);
    // the token is stored only as a hash
    const stored = await t.database.db.execute(sql`select count(*)::int as n from team_invitations where token_hash = ${token}`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    const preview = await t.client().request('GET', `/api/invitations/${token}`);
    expect(preview.json<InvitationPreview>()).toMatchObject({ teamName: 'Smith Law', invitedBy: 'alice', email: 'bob@example.com', role: 'member', status: 'pending' });
    expect((await t.client().request('GET', '/api/invitations/not-a-real-token-at-all-000')).statusCode).toBe(404);
    expect((await t.client().request('GET', '/api/invitations/bad!')).statusCode).toBe(400);

    expect((await t.client().request('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(401);
    const wrong = await as('carol').request('POST', `/api/invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(TEAM_MESSAGES.wrongAccount('bob@example.com'));

    const accepted = await as('bob').request('POST', `/api/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Team>()).toMatchObject({ id: team.id, role: 'member', memberCount: 2 });
    const again = await as('bob').request('POST', `/api/invitations/${token}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEAM_MESSAGES.invitationUsed);
    const members = (await as('bob').request('GET', `/api/teams/${team.id}/members`)).json<{ items: TeamMember[] }>().items;
    expect(members.map((m) => [m.username, m.role])).toEqual([
      ['alice', 'owner'],
      ['bob', 'member'],
    ]);
  });

  it('lets only owners and admins invite, and refuses someone already in the team', async () => {
    const byMember = await as('bob').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'carol@example.com' } });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(TEAM_MESSAGES.managersOnly);
    expect((await as('bob').request('GET', `/api/teams/${team.id}/invitations`)).statusCode).toBe(403);
    expect((await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'bob@example.com' } })).statusCode).toBe(409);
    expect((await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'not an email' } })).json().message).toBe('Enter a valid email address');
    expect((await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'x@example.com', role: 'owner' } })).statusCode).toBe(400);
  });

  it('does not accept an invitation after it expires, after it is revoked, or by an account without Premium', async () => {
    await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'carol@example.com' } });
    const expiring = await invitationToken('carol@example.com');
    t.clock.advance(INVITATION_TTL_MS + 1000);
    const late = await as('carol').request('POST', `/api/invitations/${expiring}/accept`);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(TEAM_MESSAGES.invitationExpired);

    // a new invitation replaces a pending one; revoking it ends it
    await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'carol@example.com' } });
    const first = await invitationToken('carol@example.com');
    await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'carol@example.com' } });
    const second = await invitationToken('carol@example.com');
    expect((await as('carol').request('POST', `/api/invitations/${first}/accept`)).json().message).toBe(TEAM_MESSAGES.invitationRevoked);
    const pending = (await as('alice').request('GET', `/api/teams/${team.id}/invitations`)).json<{ items: Invitation[] }>().items.find((i) => i.email === 'carol@example.com' && i.status === 'pending')!;
    expect((await as('alice').request('DELETE', `/api/teams/${team.id}/invitations/${pending.id}`)).statusCode).toBe(204);
    expect((await as('alice').request('DELETE', `/api/teams/${team.id}/invitations/${pending.id}`)).statusCode).toBe(409);
    expect((await as('carol').request('POST', `/api/invitations/${second}/accept`)).statusCode).toBe(410);

    await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'frank@example.com' } });
    const free = await as('frank').request('POST', `/api/invitations/${await invitationToken('frank@example.com')}/accept`);
    expect(free.statusCode).toBe(402);
    expect(free.json().code).toBe('plan_limit');
  });

  it('keeps roles in order: admins manage members, only the owner removes admins, renames need a manager', async () => {
    await as('alice').request('POST', `/api/teams/${team.id}/invitations`, { body: { email: 'dave@example.com', role: 'admin' } });
    expect((await as('dave').request('POST', `/api/invitations/${await invitationToken('dave@example.com')}/accept`)).json<Team>().role).toBe('admin');

    expect((await as('bob').request('PATCH', `/api/teams/${team.id}`, { body: { name: 'Bob Law' } })).statusCode).toBe(403);
    expect((await as('dave').request('PATCH', `/api/teams/${team.id}`, { body: { name: 'Smith & Jones' } })).json<Team>().name).toBe('Smith & Jones');
    expect((await as('dave').request('PATCH', `/api/teams/${team.id}/members/${ids.alice}`, { body: { role: 'member' } })).json().message).toBe(TEAM_MESSAGES.ownerRole);
    expect((await as('dave').request('PATCH', `/api/teams/${team.id}/members/${ids.bob}`, { body: { role: 'admin' } })).statusCode).toBe(204);
    expect((await as('dave').request('DELETE', `/api/teams/${team.id}/members/${ids.bob}`)).json().message).toBe(TEAM_MESSAGES.adminRemoval);
    // nor can an admin demote another admin first
    expect((await as('dave').request('PATCH', `/api/teams/${team.id}/members/${ids.bob}`, { body: { role: 'member' } })).json().message).toBe(TEAM_MESSAGES.adminRole);
    expect((await as('dave').request('POST', `/api/teams/${team.id}/transfer`, { body: { userId: 99_999_999_999 } })).statusCode).toBe(400);
    expect((await as('dave').request('DELETE', `/api/teams/${team.id}/members/${ids.alice}`)).json().message).toBe(TEAM_MESSAGES.ownerRemoval);
    expect((await as('dave').request('DELETE', `/api/teams/${team.id}/members/${ids.carol}`)).statusCode).toBe(404);
    expect((await as('alice').request('PATCH', `/api/teams/${team.id}/members/${ids.bob}`, { body: { role: 'member' } })).statusCode).toBe(204);
    expect((await as('dave').request('DELETE', `/api/teams/${team.id}/members/${ids.bob}`)).statusCode).toBe(204);
    expect((await as('bob').request('GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
  });

  it('moves ownership only by transfer; the owner cannot leave, others can; only the owner deletes', async () => {
    const cannot = await as('alice').request('POST', `/api/teams/${team.id}/leave`);
    expect(cannot.statusCode).toBe(409);
    expect(cannot.json().message).toBe(TEAM_MESSAGES.lastOwner);
    expect((await as('dave').request('POST', `/api/teams/${team.id}/transfer`, { body: { userId: ids.dave } })).statusCode).toBe(403);
    expect((await as('alice').request('POST', `/api/teams/${team.id}/transfer`, { body: { userId: ids.carol } })).statusCode).toBe(404);
    expect((await as('alice').request('POST', `/api/teams/${team.id}/transfer`, { body: { userId: ids.dave } })).statusCode).toBe(204);
    expect((await as('dave').request('GET', `/api/teams/${team.id}`)).json<Team>()).toMatchObject({ role: 'owner', ownerId: ids.dave });
    expect((await as('alice').request('GET', `/api/teams/${team.id}`)).json<Team>().role).toBe('admin');

    expect((await as('alice').request('DELETE', `/api/teams/${team.id}`)).statusCode).toBe(403);
    expect((await as('alice').request('POST', `/api/teams/${team.id}/leave`)).statusCode).toBe(204);
    expect((await as('alice').request('GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await as('dave').request('DELETE', `/api/teams/${team.id}`)).statusCode).toBe(204);
    expect((await as('dave').request('GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await as('dave').request('GET', '/api/teams')).json()).toEqual({ items: [] });
  });
});
