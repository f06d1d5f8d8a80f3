/**
 * "Share with people" on the share page: share by username or email with a role, the server's notice or
 * refusal, change a person's role, remove a person after asking, withdraw or remove an invitation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { DocumentInvitation, DocumentPeople, PersonShare } from '@common/schemas/people-sharing';
import { toastStore } from '@/components/ui/toast-store';
import { AT, LATER, failure, json, serve } from '@/features/teams/test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import SharePage from '../share-page';
import { documentView } from '@/test/document-view';

afterEach(() => vi.unstubAllGlobals());

const DOC = documentView();
const PEOPLE = '/api/documents/5/people';
const person = (id: number, username: string, more: Partial<PersonShare> = {}): PersonShare => ({ id, username, role: 'viewer', sharedBy: 'alice', createdAt: AT, ...more });
const invitation = (id: number, email: string, more: Partial<DocumentInvitation> = {}): DocumentInvitation => ({
  id,
  email,
  role: 'viewer',
  invitedBy: 'alice',
  createdAt: AT,
  expiresAt: LATER,
  status: 'pending',
  ...more,
});
const NO_ONE: DocumentPeople = { people: [], invitations: [] };
const noContent = () => new Response(null, { status: 204 });
/** the server changing a person's role: the list as it is after */
const changeRole = (state: { current: DocumentPeople }) => (body: unknown) => {
  const { role } = body as { role: PersonShare['role'] };
  state.current = { ...state.current, people: state.current.people.map((p) => (p.id === 11 ? { ...p, role } : p)) };
  return json(state.current);
};

type Answer = Response | ((body: unknown) => Response);
/** the share page's server, with `state` as who the document is shared with; `routes` add the changes */
function serveShare(state: { current: DocumentPeople }, routes: Record<string, Answer> = {}) {
  return serve({
    'GET /api/documents/5': json(DOC),
    'GET /api/documents/5/share-links': json({ items: [] }),
    [`GET ${PEOPLE}`]: () => json(state.current),
    ...routes,
  });
}

const renderShare = () =>
  renderAt(
    '/documents/5/share',
    <Route path="/documents/:id/share">
      <SharePage />
    </Route>,
  );

const field = () => screen.findByLabelText('Username or email') as Promise<HTMLInputElement>;
const rowOf = (text: string) => screen.getByText(text).closest('li')!;
const lastToast = () => toastStore.getSnapshot()[0];

describe('Share with people', () => {
  it('says when the document is not shared with anyone yet', async () => {
    serveShare({ current: NO_ONE });
    renderShare();
    const section = await screen.findByRole('region', { name: 'Share with people' });
    expect(within(section).getByText(/^Not shared with anyone yet\./)).toBeTruthy();
    expect(within(section).queryByRole('list', { name: 'People with access' })).toBeNull();
  });

  it('shares by username with the role chosen: POST { person, role }, the server’s notice as a toast, the field cleared, the person listed', async () => {
    const state = { current: NO_ONE };
    const server = serveShare(state, {
      [`POST ${PEOPLE}`]: () => {
        state.current = { people: [person(11, 'bob', { role: 'editor' })], invitations: [] };
        return json({ ...state.current, notice: 'Shared with bob as an editor.' }, { status: 201 });
      },
    });
    renderShare();
    const input = await field();
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(role.value).toBe('viewer');
    expect([...role.options].map((o) => [o.value, o.textContent])).toEqual([
      ['viewer', 'Viewer'],
      ['commenter', 'Commenter'],
      ['editor', 'Editor'],
    ]);
    expect(screen.getByText('Reads and downloads it.').id).toBe(role.getAttribute('aria-describedby'));
    fireEvent.change(input, { target: { value: '  bob  ' } });
    fireEvent.change(role, { target: { value: 'editor' } });
    expect(screen.getByText('Reads it, comments and changes its text.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(input.value).toBe(''));
    expect(server.changes()).toEqual([{ method: 'POST', url: PEOPLE, body: { person: 'bob', role: 'editor' } }]);
    expect(lastToast()).toMatchObject({ title: 'Shared with bob as an editor.' });
    const row = (await screen.findByText('bob')).closest('li')!;
    expect(within(row).getByText(/^Shared by alice on /)).toBeTruthy();
    expect((within(row).getByLabelText('Role of bob') as HTMLSelectElement).value).toBe('editor');
  });

  it('an invitation the server could not mail: its link, shown once, for the one who invited to send', async () => {
    const state = { current: NO_ONE };
    const url = 'http://localhost:3000/document-invitations/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    serveShare(state, {
      [`POST ${PEOPLE}`]: () => {
        state.current = { people: [], invitations: [invitation(21, 'carol@example.com')] };
        return json({ ...state.current, notice: 'Invitation made for carol@example.com, but nothing was sent.', link: url }, { status: 201 });
      },
    });
    renderShare();
    fireEvent.change(await field(), { target: { value: 'Carol@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const box = await screen.findByRole('region', { name: 'Send the invitation yourself' });
    expect((within(box).getByLabelText('Link address') as HTMLInputElement).value).toBe(url);
    expect(within(box).getByText(/nothing was sent to carol@example\.com/)).toBeTruthy();
  });

  it('shares in the active team’s workspace: the request names the team', async () => {
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '12');
    const server = serveShare({ current: NO_ONE }, { [`POST ${PEOPLE}`]: json({ ...NO_ONE, notice: 'Invitation sent to carol@example.com.' }, { status: 201 }) });
    renderShare();
    const input = await field();
    fireEvent.change(input, { target: { value: 'carol@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(input.value).toBe(''));
    const post = server.sent.find((s) => s.method === 'POST');
    expect(post).toMatchObject({ url: PEOPLE, body: { person: 'carol@example.com', role: 'viewer' }, teamHeader: '12' });
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    const refusal = 'No one uses the username bobb. Check the spelling, or invite them by email.';
    serveShare({ current: NO_ONE }, { [`POST ${PEOPLE}`]: failure(404, refusal, 'not_found') });
    renderShare();
    const input = await field();
    fireEvent.change(input, { target: { value: 'bobb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(input.value).toBe('bobb');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText(refusal).id);
  });

  it('asks for a username or an address when the field is empty, without sending anything', async () => {
    const server = serveShare({ current: NO_ONE });
    renderShare();
    const input = await field();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Enter a username or an email address.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByText('Enter a username or an email address.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(server.changes()).toEqual([]);
  });

  it('changes a person’s role: PATCH …/people/:shareId { role }, and the list shows the new role', async () => {
    const state = { current: { people: [person(11, 'bob'), person(12, 'dana', { sharedBy: null })], invitations: [] } };
    const server = serveShare(state, { [`PATCH ${PEOPLE}/11`]: changeRole(state) });
    renderShare();
    await screen.findByText('bob');
    expect(within(rowOf('dana')).getByText(/^Shared on /)).toBeTruthy();
    const select = screen.getByLabelText('Role of bob') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Viewer', 'Commenter', 'Editor']);

    fireEvent.change(select, { target: { value: 'commenter' } });
    await waitFor(() => expect(select.value).toBe('commenter'));
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'editor' } });
    await waitFor(() => expect(select.value).toBe('editor'));
    expect(server.changes()).toEqual([
      { method: 'PATCH', url: `${PEOPLE}/11`, body: { role: 'commenter' } },
      { method: 'PATCH', url: `${PEOPLE}/11`, body: { role: 'editor' } },
    ]);
  });

  // the role is read when the select changes: by the time the server answers, the controlled select shows the saved role again
  it('the toast after a role change names the new role', async () => {
    const state = { current: { people: [person(11, 'bob')], invitations: [] } };
    serveShare(state, { [`PATCH ${PEOPLE}/11`]: changeRole(state) });
    renderShare();
    const select = (await screen.findByLabelText('Role of bob')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'editor' } });
    await waitFor(() => expect(select.value).toBe('editor'));
    expect(lastToast()).toMatchObject({ title: 'bob is now an editor' });
  });

  it('a role the server refuses to change: a toast with its words, and the role as it was', async () => {
    const refusal = 'You can no longer manage this document.';
    serveShare({ current: { people: [person(11, 'bob')], invitations: [] } }, { [`PATCH ${PEOPLE}/11`]: failure(403, refusal) });
    renderShare();
    const select = (await screen.findByLabelText('Role of bob')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'editor' } });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'The role was not changed', description: refusal }));
    expect(select.value).toBe('viewer');
  });

  it('removes a person only once confirmed: DELETE …/people/:shareId', async () => {
    const state = { current: { people: [person(11, 'bob')], invitations: [] } as DocumentPeople };
    const server = serveShare(state, {
      [`DELETE ${PEOPLE}/11`]: () => {
        state.current = NO_ONE;
        return noContent();
      },
    });
    renderShare();
    await screen.findByText('bob');
    fireEvent.click(within(rowOf('bob')).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Stop sharing with bob?' });
    expect(within(dialog).getByText('bob will no longer be able to open this document. Their comments stay.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toEqual([]);

    fireEvent.click(within(rowOf('bob')).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Stop sharing with bob?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toEqual([{ method: 'DELETE', url: `${PEOPLE}/11`, body: undefined }]);
    expect(lastToast()).toMatchObject({ title: 'bob no longer has this document' });
    expect(await screen.findByText(/^Not shared with anyone yet\./)).toBeTruthy();
  });

  it('lists a pending invitation with its address, role and expiry; Withdraw sends DELETE …/invitations/:id', async () => {
    const state = { current: { people: [], invitations: [invitation(21, 'carol@example.com', { role: 'commenter' })] } as DocumentPeople };
    const server = serveShare(state, {
      'DELETE /api/documents/5/invitations/21': () => {
        state.current = NO_ONE;
        return noContent();
      },
    });
    renderShare();
    await screen.findByText('carol@example.com');
    const row = rowOf('carol@example.com');
    expect(within(row).getByText(/^Commenter · Invited, not yet accepted · expires /)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Invitation to carol@example.com withdrawn' }));
    expect(server.changes()).toEqual([{ method: 'DELETE', url: '/api/documents/5/invitations/21', body: undefined }]);
    expect(await screen.findByText(/^Not shared with anyone yet\./)).toBeTruthy();
  });

  it('an expired invitation is said to be expired and is removed the same way', async () => {
    const server = serveShare(
      { current: { people: [person(11, 'bob')], invitations: [invitation(22, 'erin@example.com', { status: 'expired', expiresAt: AT })] } },
      { 'DELETE /api/documents/5/invitations/22': noContent() },
    );
    renderShare();
    await screen.findByText('erin@example.com');
    const row = rowOf('erin@example.com');
    expect(within(row).getByText(/^Viewer · Invitation expired /)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Invitation to erin@example.com removed' }));
    expect(server.changes()).toEqual([{ method: 'DELETE', url: '/api/documents/5/invitations/22', body: undefined }]);
  });

  it('a withdrawal the server refuses: a toast with its words', async () => {
    const refusal = 'This invitation was already accepted.';
    serveShare({ current: { people: [], invitations: [invitation(21, 'carol@example.com')] } }, { 'DELETE /api/documents/5/invitations/21': failure(409, refusal, 'conflict') });
    renderShare();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'The invitation was not withdrawn', description: refusal }));
  });

  it('who cannot load the list reads why, with the links still there', async () => {
    serve({ 'GET /api/documents/5': json(DOC), 'GET /api/documents/5/share-links': json({ items: [] }), [`GET ${PEOPLE}`]: failure(500, 'Something went wrong.', 'internal') });
    renderShare();
    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t load who this document is shared with: Something went wrong. Please refresh the page.');
    expect(screen.getByRole('button', { name: 'Create link' })).toBeTruthy();
  });
});
