/**
 * /document-invitations/:token: who shares what with which address, as what; a visitor signs in or
 * registers and comes back; a signed-in person opens the document (accepting), or is told the invitation
 * is for another address; closed and unknown invitations in plain words.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { DocumentInvitationPreview } from '@common/schemas/people-sharing';
import { toastStore } from '@/components/ui/toast-store';
import { LATER, ME, failure, json, serve } from '@/features/teams/test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import DocumentInvitationPage from './document-invitation-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const PREVIEW_URL = `/api/document-invitations/${TOKEN}`;
const HERE = `/document-invitations/${TOKEN}`;
const preview = (more: Partial<DocumentInvitationPreview> = {}): DocumentInvitationPreview => ({
  documentTitle: 'Lease for 12 Elm Street',
  invitedBy: 'dana',
  email: 'alice@example.com',
  role: 'commenter',
  expiresAt: LATER,
  status: 'pending',
  ...more,
});

const renderInvitation = () =>
  renderAt(
    HERE,
    <Route path="/document-invitations/:token">
      <DocumentInvitationPage />
    </Route>,
  );
const heading = () => screen.findByRole('heading', { level: 1, name: '“Lease for 12 Elm Street” on Counsel' });

describe('Document invitation, signed out', () => {
  it('says who shares which document as what, for which address, and offers account creation and sign-in that come back here', async () => {
    serve({ [`GET ${PREVIEW_URL}`]: json(preview({ email: 'bob@example.com' })) }, { user: null });
    renderInvitation();
    await heading();
    expect(screen.getByText(/shared the document/).textContent).toBe(
      'dana shared the document Lease for 12 Elm Street with you as a commenter. You can read it, see its history and comment.',
    );
    expect(screen.getByText(/^For bob@example.com, until /)).toBeTruthy();
    expect(screen.getByText(/^To open it, sign in with the account that uses bob@example.com/)).toBeTruthy();
    const next = encodeURIComponent(HERE);
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(`/auth?tab=register&next=${next}`);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/auth?tab=login&next=${next}`);
    expect(screen.queryByRole('button', { name: 'Open the document' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
  });

  it('an editor’s invitation from an account that is gone', async () => {
    serve({ [`GET ${PREVIEW_URL}`]: json(preview({ invitedBy: null, role: 'editor' })) }, { user: null });
    renderInvitation();
    await heading();
    expect(screen.getByText(/shared the document/).textContent).toBe('Someone shared the document Lease for 12 Elm Street with you as an editor. You can read, comment on and edit it.');
  });

  it.each([
    ['accepted', {}, 'This invitation has already been accepted. Each invitation link works once: find the document under Documents, in “Shared with me”.'],
    ['revoked', {}, 'This invitation was withdrawn. Ask who sent it for a new one if you still need the document.'],
    ['expired', {}, /^This invitation expired on .+\. Ask dana for a new one\.$/],
    ['expired', { invitedBy: null }, /^This invitation expired on .+\. Ask who sent it for a new one\.$/],
  ] as const)('in plain words when the invitation is %s %j, with no way to open it', async (status, more, text) => {
    serve({ [`GET ${PREVIEW_URL}`]: json(preview({ status, ...more })) }, { user: null });
    renderInvitation();
    await heading();
    expect(screen.getByRole('status').textContent).toMatch(text);
    expect(screen.getByText('Sent to alice@example.com.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it.each([
    [404, 'This invitation link is not valid.'],
    [400, 'This invitation link is not valid.'],
  ])('an unknown or malformed link (%i): "Invitation not found" in the server’s words, asked once', async (status, message) => {
    const server = serve({ [`GET ${PREVIEW_URL}`]: failure(status, message, 'not_found') }, { user: null });
    renderInvitation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not found' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(server.sent.filter((s) => s.url === PREVIEW_URL)).toHaveLength(1);
  });
});

describe('Document invitation, signed in', () => {
  it('opens the document: accepts, says so, and goes to /documents/:id; the invitation is the person’s own, whichever workspace is active', async () => {
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '12');
    const server = serve({ [`GET ${PREVIEW_URL}`]: json(preview()), [`POST ${PREVIEW_URL}/accept`]: json({ documentId: 40 }) });
    const memory = renderInvitation();
    await heading();
    expect(screen.getByText(/^Signed in as/).textContent).toBe('Signed in as alice (alice@example.com).');
    expect(screen.queryByText(/but you are signed in with/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');

    fireEvent.click(screen.getByRole('button', { name: 'Open the document' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/documents/40'));
    expect(server.changes()).toEqual([{ method: 'POST', url: `${PREVIEW_URL}/accept`, body: undefined }]);
    expect(server.sent.filter((s) => s.url.startsWith(PREVIEW_URL)).map((s) => s.teamHeader)).toEqual([null, null]);
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      title: '“Lease for 12 Elm Street” is shared with you',
      description: 'You find it any time under Documents, in “Shared with me”.',
    });
  });

  it('matches the invited address whatever its case', async () => {
    serve({ [`GET ${PREVIEW_URL}`]: json(preview({ email: 'Alice@Example.com' })) });
    renderInvitation();
    await heading();
    expect(screen.queryByText(/but you are signed in with/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in with another account' })).toBeNull();
  });

  it('warns when signed in with another address, and shows the server’s refusal (403)', async () => {
    const refusal = 'This invitation was sent to bob@example.com. Sign in with the account that uses that address to open it.';
    const server = serve({ [`GET ${PREVIEW_URL}`]: json(preview({ email: 'bob@example.com' })), [`POST ${PREVIEW_URL}/accept`]: failure(403, refusal) });
    const memory = renderInvitation();
    expect((await screen.findByText(/but you are signed in with/)).textContent).toBe(
      'This invitation was sent to bob@example.com, but you are signed in with alice@example.com. To accept it, sign in with the account that uses bob@example.com.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the document' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(memory.history.at(-1)).toBe(HERE);
    expect(server.changes()).toEqual([{ method: 'POST', url: `${PREVIEW_URL}/accept`, body: undefined }]);
  });

  // the sign-out itself goes to sign-in with the way back: a callback after it would never run, as the page is gone by then
  it('"Sign in with another account" signs out and goes to sign-in, coming back here', async () => {
    const server = serve({ [`GET ${PREVIEW_URL}`]: json(preview({ email: 'bob@example.com' })), 'POST /api/logout': new Response(null, { status: 204 }) });
    const memory = renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with another account' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe(`/auth?tab=login&next=${encodeURIComponent(HERE)}`));
    expect(server.changes()).toEqual([{ method: 'POST', url: '/api/logout', body: undefined }]);
  });

  it('an invitation withdrawn meanwhile (410): the page shows it as it is now', async () => {
    let status: DocumentInvitationPreview['status'] = 'pending';
    serve({
      [`GET ${PREVIEW_URL}`]: () => json(preview({ status })),
      [`POST ${PREVIEW_URL}/accept`]: () => {
        status = 'revoked';
        return failure(410, 'This invitation was withdrawn.', 'conflict');
      },
    });
    const memory = renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the document' }));
    expect((await screen.findByRole('status')).textContent).toBe('This invitation was withdrawn. Ask who sent it for a new one if you still need the document.');
    expect(screen.queryByRole('button', { name: 'Open the document' })).toBeNull();
    expect(memory.history.at(-1)).toBe(HERE);
  });

  it('a link that is not valid, signed in: "Invitation not found" with the way to the dashboard', async () => {
    serve({ [`GET ${PREVIEW_URL}`]: failure(404, 'This invitation link is not valid.', 'not_found') }, { user: ME });
    renderInvitation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });
});
