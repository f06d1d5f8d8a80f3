import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import { ContextSwitcher } from './components/context-switcher';
import InvitationPage from './invitation-page';
import { FREE_USAGE, ME, failure, json, preview, serve, team } from './test-server';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const URL = `/api/invitations/${TOKEN}`;

const renderInvitation = () =>
  renderAt(
    `/invitations/${TOKEN}`,
    <Route path="/invitations/:token">
      <InvitationPage />
    </Route>,
  );

describe('Invitation page, signed out', () => {
  it('says who invites whom to what, and offers sign-in and registration that come back here', async () => {
    serve({ [`GET ${URL}`]: json(preview({ email: 'bob@example.com' })) }, { user: null });
    renderInvitation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join “Smith Law” on Counsel' })).toBeTruthy();
    expect(screen.getByText(/invited you to join the team/).textContent).toBe('alice invited you to join the team Smith Law as a member.');
    expect(screen.getByText('Pending')).toBeTruthy();
    const next = encodeURIComponent(`/invitations/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/auth?tab=login&next=${next}`);
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(`/auth?tab=register&next=${next}`);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it.each([
    ['accepted', 'Accepted', 'This invitation has already been accepted. Each invitation link works once.'],
    ['revoked', 'Withdrawn', 'This invitation was withdrawn. Ask the team for a new one if you still need to join.'],
    ['expired', 'Expired', /^This invitation expired on .+\. Ask alice for a new one\.$/],
  ] as const)('in plain words when the invitation is %s, with nothing to accept', async (status, label, text) => {
    serve({ [`GET ${URL}`]: json(preview({ status })) }, { user: null });
    renderInvitation();
    expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(text);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('gives the server’s words for a link that is not valid', async () => {
    serve({ [`GET ${URL}`]: failure(404, 'This invitation link is not valid.', 'not_found') }, { user: null });
    renderInvitation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not found' })).toBeTruthy();
    expect(screen.getByText('This invitation link is not valid.')).toBeTruthy();
  });
});

describe('Invitation page, signed in', () => {
  it('accepts: the team joins the switcher’s list, becomes the workspace, and the dashboard opens', async () => {
    const server = serve({ [`GET ${URL}`]: json(preview()), [`POST ${URL}/accept`]: json(team('member', { id: 12 })) });
    const memory = renderInvitation();
    expect((await screen.findByText(/^Signed in as/)).textContent).toBe('Signed in as alice (alice@example.com).');
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/dashboard'));
    expect(server.changes()).toEqual([{ method: 'POST', url: `${URL}/accept`, body: undefined }]);
    expect([localStorage.getItem(STORAGE_KEYS.resourceContext), localStorage.getItem(STORAGE_KEYS.resourceContextTeamId)]).toEqual(['team', '12']);
  });

  it('the workspace switcher, already showing, keeps the joined team rather than falling back to personal', async () => {
    let joined = false;
    serve({
      [`GET ${URL}`]: json(preview()),
      [`POST ${URL}/accept`]: () => ((joined = true), json(team('member', { id: 12 }))),
      'GET /api/teams': () => json({ items: joined ? [team('member', { id: 12 })] : [] }),
    });
    renderAt(
      `/invitations/${TOKEN}`,
      <>
        <ContextSwitcher />
        <Route path="/invitations/:token">
          <InvitationPage />
        </Route>
      </>,
    );
    const workspace = (await screen.findByRole('combobox', { name: 'Workspace' })) as HTMLSelectElement;
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(workspace.value).toBe('12'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Smith Law' })).toBeTruthy());
    expect(localStorage.getItem(STORAGE_KEYS.resourceContextTeamId)).toBe('12');
  });

  it('warns when signed in with another address, and shows the server’s refusal (403)', async () => {
    const refusal = 'This invitation was sent to bob@example.com. Sign in with the account that uses that address to accept it.';
    serve({ [`GET ${URL}`]: json(preview({ email: 'bob@example.com' })), [`POST ${URL}/accept`]: failure(403, refusal) });
    renderInvitation();
    expect(await screen.findByText(/but you are signed in with alice@example.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(localStorage.getItem(STORAGE_KEYS.resourceContextTeamId)).toBeNull();
  });

  it('without Premium (402) shows the upgrade prompt with the server’s words', async () => {
    const premium = 'Team collaboration is part of Premium. Upgrade to Premium to create or join a team.';
    serve({ [`GET ${URL}`]: json(preview()), [`POST ${URL}/accept`]: failure(402, premium, 'plan_limit'), 'GET /api/usage': json(FREE_USAGE) }, { user: { ...ME, plan: 'free' } });
    renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const prompt = await screen.findByRole('alert');
    expect(within(prompt).getByText(premium)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('an invitation used or withdrawn meanwhile (409/410): the server’s words, and the status as it is now', async () => {
    let status: 'pending' | 'revoked' = 'pending';
    const withdrawn = 'This invitation was withdrawn. Ask the team for a new one.';
    serve({
      [`GET ${URL}`]: () => json(preview({ status })),
      [`POST ${URL}/accept`]: () => {
        status = 'revoked';
        return failure(410, withdrawn, 'conflict');
      },
    });
    renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('This invitation was withdrawn. Ask the team for a new one if you still need to join.');
  });
});
