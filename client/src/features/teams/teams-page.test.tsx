import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { renderAt } from '@/test/render-at';
import TeamsPage from './teams-page';
import { FREE_USAGE, failure, json, serve, team } from './test-server';

afterEach(() => vi.unstubAllGlobals());

const PREMIUM_ONLY = 'Team collaboration is part of Premium. Upgrade to Premium to create or join a team.';

describe('Teams page', () => {
  it('lists the user’s teams with their role and member count, each linking to its page', async () => {
    serve({ 'GET /api/teams': json({ items: [team('owner'), team('member', { id: 9, name: 'Tenants union', memberCount: 1 })] }) });
    renderAt('/teams', <TeamsPage />);
    const list = await screen.findByRole('list', { name: 'Your teams' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => [r.getAttribute('href'), r.textContent])).toEqual([
      ['/teams/7', 'Smith LawYour role: Owner3 members'],
      ['/teams/9', 'Tenants unionYour role: Member1 member'],
    ]);
    expect(screen.getByRole('button', { name: 'Create team' })).toBeTruthy();
  });

  it('explains teams when there are none; the form checks the name before sending, then opens the new team', async () => {
    const server = serve({ 'GET /api/teams': json({ items: [] }), 'POST /api/teams': (body) => json(team('owner', { id: 12, name: (body as { name: string }).name, memberCount: 1 }), { status: 201 }) });
    const memory = renderAt('/teams', <TeamsPage />);
    expect(await screen.findByText('No teams yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create your first team' }));

    const name = screen.getByLabelText('Team name');
    expect(document.activeElement).toBe(name);
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Give the team a name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'x'.repeat(81) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team name must be at most 80 characters')).toBeTruthy();
    expect(server.changes()).toEqual([]);

    fireEvent.change(name, { target: { value: '  Smith Law  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/teams/12'));
    expect(server.changes()).toEqual([{ method: 'POST', url: '/api/teams', body: { name: 'Smith Law' } }]);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Team created' });
  });

  it('shows the server’s refusal under the name', async () => {
    serve({ 'GET /api/teams': json({ items: [] }), 'POST /api/teams': failure(400, 'Team name must be text', 'bad_request') });
    renderAt('/teams', <TeamsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create your first team' }));
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Smith Law' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team name must be text')).toBeTruthy();
  });

  it('without Premium (402) shows the upgrade prompt with the server’s words in place of the form', async () => {
    serve({ 'GET /api/teams': json({ items: [] }), 'POST /api/teams': failure(402, PREMIUM_ONLY, 'plan_limit'), 'GET /api/usage': json(FREE_USAGE) });
    renderAt('/teams', <TeamsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create your first team' }));
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Smith Law' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    const prompt = await screen.findByRole('alert');
    expect(within(prompt).getByText('You have reached your plan’s limit')).toBeTruthy();
    expect(within(prompt).getByText(PREMIUM_ONLY)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByLabelText('Team name')).toBeNull();
  });
});
