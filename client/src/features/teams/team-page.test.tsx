import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { TeamRole } from '@common/schemas/teams';
import { toastStore } from '@/components/ui/toast-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import TeamPage from './team-page';
import { failure, invitation, json, member, serve, team } from './test-server';

afterEach(() => vi.unstubAllGlobals());

// alice (id 1, the signed-in user) in each role; the others fill the rest
const MEMBERS: Record<TeamRole, ReturnType<typeof member>[]> = {
  owner: [member(1, 'alice', 'owner'), member(2, 'bob', 'admin'), member(3, 'carol', 'member')],
  admin: [member(4, 'dave', 'owner'), member(1, 'alice', 'admin'), member(2, 'bob', 'admin'), member(3, 'carol', 'member')],
  member: [member(4, 'dave', 'owner'), member(2, 'bob', 'admin'), member(1, 'alice', 'member')],
};

function serveTeam(role: TeamRole, more: Record<string, Parameters<typeof serve>[0][string]> = {}) {
  return serve({
    'GET /api/teams/7': json(team(role, { memberCount: MEMBERS[role].length })),
    'GET /api/teams/7/members': json({ items: MEMBERS[role] }),
    'GET /api/teams/7/invitations': json({ items: [] }),
    'GET /api/teams': json({ items: [team(role)] }),
    ...more,
  });
}

const renderTeam = () =>
  renderAt(
    '/teams/7',
    <Route path="/teams/:id">
      <TeamPage />
    </Route>,
  );

const buttons = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
const row = (name: string) => within(screen.getByRole('list', { name: 'Members' })).getByText(name).closest('li')!;

describe('Team page: the controls each role allows', () => {
  it('gives the owner everything: rename, transfer, delete, roles and removal of anyone but themself, invitations', async () => {
    serveTeam('owner');
    renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Smith Law' })).toBeTruthy();
    await screen.findByText('carol');
    expect(buttons()).toEqual(['Work in this team', 'Rename', 'Transfer ownership', 'Delete team', 'Remove bob', 'Remove carol', 'Send invitation']);
    expect(screen.queryByRole('combobox', { name: 'Role of alice' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Role of bob' }) as HTMLSelectElement).value).toBe('admin');
    expect(within(row('alice')).getByText('Owner')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Invite someone' })).toBeTruthy();
    expect(screen.getByText('As the owner you cannot leave the team. Transfer ownership to another member first, or delete the team.')).toBeTruthy();
  });

  it('lets an admin invite, change members’ roles and remove members, and leave, but not change or remove admins, delete or transfer', async () => {
    serveTeam('admin');
    renderTeam();
    await screen.findByText('carol');
    expect(buttons()).toEqual(['Work in this team', 'Rename', 'Leave team', 'Remove carol', 'Send invitation']);
    expect(screen.queryByRole('combobox', { name: 'Role of dave' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role of bob' })).toBeNull(); // another admin: the owner's to change
    expect(screen.getByRole('combobox', { name: 'Role of carol' })).toBeTruthy();
  });

  it('gives a member only Leave team, and never asks for invitations', async () => {
    const server = serveTeam('member');
    renderTeam();
    await screen.findByText('bob');
    expect(buttons()).toEqual(['Work in this team', 'Leave team']);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(screen.getByText('To add someone to this team, ask its owner or an admin to invite them.')).toBeTruthy();
    expect(server.sent.some((s) => s.url.endsWith('/invitations'))).toBe(false);
  });

  it('says so for a team that does not exist or is not the user’s, in the server’s words', async () => {
    serve({ 'GET /api/teams/7': failure(404, 'This team does not exist, or you are not a member of it.', 'not_found') });
    renderTeam();
    expect(await screen.findByText('This team does not exist, or you are not a member of it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All teams' }).getAttribute('href')).toBe('/teams');
  });
});

describe('Team page: actions', () => {
  it('deletes the team only once its exact name is typed, then switches an active team’s workspace to personal', async () => {
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '7');
    const server = serveTeam('owner', { 'DELETE /api/teams/7': new Response(null, { status: 204 }) });
    const memory = renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete team “Smith Law”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete team' }) as HTMLButtonElement;
    const typed = within(dialog).getByLabelText('Type “Smith Law” to confirm');
    expect(confirm.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'smith law' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.submit(typed);
    fireEvent.change(typed, { target: { value: 'Smith Law' } });
    expect(confirm.disabled).toBe(false);
    expect(server.changes()).toEqual([]);

    fireEvent.click(confirm);
    await waitFor(() => expect(memory.history.at(-1)).toBe('/teams'));
    expect(server.changes()).toEqual([{ method: 'DELETE', url: '/api/teams/7', body: undefined }]);
    expect(localStorage.getItem(STORAGE_KEYS.resourceContext)).toBe('personal');
    expect(localStorage.getItem(STORAGE_KEYS.resourceContextTeamId)).toBeNull();
  });

  it('keeps the dialog open with the server’s message when an action fails', async () => {
    const refusal = 'Only the owner can remove an admin.';
    serveTeam('owner', { 'DELETE /api/teams/7/members/2': failure(403, refusal) });
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove bob from “Smith Law”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
  });

  it('changes a role and asks the server for the list again', async () => {
    const server = serveTeam('owner', { 'PATCH /api/teams/7/members/3': new Response(null, { status: 204 }) });
    renderTeam();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of carol' }), { target: { value: 'admin' } });
    await waitFor(() => expect(server.changes()).toEqual([{ method: 'PATCH', url: '/api/teams/7/members/3', body: { role: 'admin' } }]));
    // the team list, which the workspace switcher shows, is asked for again too
    await waitFor(() => expect(server.sent.filter((s) => s.url === '/api/teams/7/members')).toHaveLength(2));
  });

  it('transfers ownership to the member chosen, after confirmation', async () => {
    const server = serveTeam('owner', { 'POST /api/teams/7/transfer': new Response(null, { status: 204 }) });
    renderTeam();
    await screen.findByText('carol');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer ownership' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer ownership of “Smith Law”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Transfer ownership' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const choice = within(dialog).getByLabelText('New owner') as HTMLSelectElement;
    expect([...choice.options].map((o) => o.text)).toEqual(['Choose a member', 'bob (bob@example.com)', 'carol (carol@example.com)']);
    fireEvent.change(choice, { target: { value: '3' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.changes()).toEqual([{ method: 'POST', url: '/api/teams/7/transfer', body: { userId: 3 } }]));
  });
});

describe('Team page: invitations', () => {
  it('checks the address before sending, sends it lowercased with the role, and shows the server’s refusal', async () => {
    const server = serveTeam('admin', { 'POST /api/teams/7/invitations': failure(409, 'That person is already a member of this team.', 'conflict') });
    renderTeam();
    const email = await screen.findByLabelText('Email address');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Enter a valid email address');
    expect(server.changes()).toEqual([]);

    fireEvent.change(email, { target: { value: ' Carol@Example.com ' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    expect(screen.getByText('Can invite and remove members and change their roles.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('That person is already a member of this team.')).toBeTruthy();
    expect(server.changes()).toEqual([{ method: 'POST', url: '/api/teams/7/invitations', body: { email: 'carol@example.com', role: 'admin' } }]);
  });

  it('an invitation the server could not mail: its link, shown once for the inviter to send, and no claim it was emailed', async () => {
    const url = 'https://counsel.example.com/invitations/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    serveTeam('admin', { 'POST /api/teams/7/invitations': json({ ...invitation(9, 'carol@example.com'), link: url }, { status: 201 }) });
    renderTeam();
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'carol@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const box = await screen.findByRole('region', { name: 'Send the invitation yourself' });
    expect((within(box).getByLabelText('Link address') as HTMLInputElement).value).toBe(url);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Invitation made' });
  });

  it('lists the newest invitation of each address not yet in the team, with Resend and (while pending) Revoke', async () => {
    const items = [
      invitation(5, 'erin@example.com', { role: 'admin' }),
      invitation(4, 'frank@example.com', { status: 'expired' }),
      invitation(3, 'erin@example.com', { status: 'revoked' }),
      invitation(2, 'gina@example.com', { status: 'accepted' }),
    ];
    const server = serveTeam('owner', {
      'GET /api/teams/7/invitations': json({ items }),
      'POST /api/teams/7/invitations': (body) => json({ ...invitation(6, (body as { email: string }).email), role: (body as { role: 'admin' }).role }, { status: 201 }),
      'DELETE /api/teams/7/invitations/5': new Response(null, { status: 204 }),
    });
    renderTeam();
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)).toEqual(['erin@example.comPending', 'frank@example.comExpired']);
    expect(within(list).queryByRole('button', { name: 'Revoke the invitation to frank@example.com' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Resend the invitation to erin@example.com' }));
    await waitFor(() => expect(server.changes()).toEqual([{ method: 'POST', url: '/api/teams/7/invitations', body: { email: 'erin@example.com', role: 'admin' } }]));

    fireEvent.click(within(list).getByRole('button', { name: 'Revoke the invitation to erin@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the invitation to erin@example.com?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.changes().at(-1)).toEqual({ method: 'DELETE', url: '/api/teams/7/invitations/5', body: undefined }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
