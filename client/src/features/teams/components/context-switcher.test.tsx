import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@common/schemas/chat';
import { TEAM_HEADER, type Team } from '@common/schemas/teams';
import { useConversationList } from '@/features/chat';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { renderAt } from '@/test/render-at';
import { ContextHint } from './context-hint';
import { ContextSwitcher } from './context-switcher';

const AT = '2026-03-02T10:00:00.000Z';
const team = (id: number, name: string): Team => ({ id, name, role: 'member', memberCount: 3, ownerId: 1, createdAt: AT });
const TEAMS = [team(2, 'Smith & Co'), team(5, 'Tenants union')];
const conversation = (id: number, title: string): Conversation => ({ id, title, jurisdiction: null, context: {}, archived: false, matterId: null, createdAt: AT, updatedAt: AT, preview: '' });
/** each context's conversations, by the X-Team-Id the request carries ('' = personal) */
const CONVERSATIONS: Record<string, Conversation[]> = { '': [conversation(1, 'My deposit')], '2': [conversation(9, 'Firm lease review')] };

/** The server: /api/teams answers `teams` (or 404 when absent); conversations follow the team header. */
function serve(teams?: Team[]) {
  return stubFetch((url, init) => {
    if (url === '/api/teams') return teams ? json({ items: teams }) : json({ message: 'Not found', code: 'not_found' }, { status: 404 });
    if (url.startsWith('/api/conversations')) {
      const items = CONVERSATIONS[new Headers(init.headers).get(TEAM_HEADER) ?? ''] ?? [];
      return json({ items, nextCursor: null });
    }
    return json({ message: 'Not found' }, { status: 404 });
  });
}

/** A list that belongs to the context, as the dashboard shows it. */
function Conversations() {
  const items = useConversationList({}).data?.items ?? [];
  return (
    <ul aria-label="Conversations">
      {items.map((c) => (
        <li key={c.id}>{c.title}</li>
      ))}
    </ul>
  );
}

function renderSwitcher(path = '/dashboard') {
  return renderAt(
    path,
    <>
      <ContextSwitcher />
      <ContextHint />
      <Conversations />
    </>,
    { staleTime: 5 * 60_000 },
  );
}

const workspace = () => screen.getByRole('combobox', { name: 'Workspace' }) as HTMLSelectElement;
const options = () => within(workspace()).getAllByRole('option').map((o) => o.textContent);
const storeTeam = (id: string) => {
  localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
  localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, id);
};
const teamHeaders = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path)).map(([, init]) => new Headers(init?.headers).get(TEAM_HEADER));

afterEach(() => vi.unstubAllGlobals());

describe('ContextSwitcher', () => {
  it('offers Personal and each of the user’s teams in a labelled select', async () => {
    serve(TEAMS);
    renderSwitcher();
    await waitFor(() => expect(options()).toEqual(['Personal', 'Smith & Co', 'Tenants union']));
    expect(workspace().value).toBe('personal');
    expect(within(workspace()).getByRole('group', { name: 'Teams' })).toBeTruthy();
    expect(screen.queryByText(/^Team:/)).toBeNull();
  });

  it('switching to a team stores it, sends its id and shows its lists; switching back fetches Personal again', async () => {
    const fetchMock = serve(TEAMS);
    renderSwitcher();
    await screen.findByText('My deposit');
    await waitFor(() => expect(options()).toHaveLength(3));

    fireEvent.change(workspace(), { target: { value: '2' } });
    expect(await screen.findByText('Firm lease review')).toBeTruthy();
    expect(screen.queryByText('My deposit')).toBeNull();
    expect(workspace().value).toBe('2');
    expect(screen.getByText('Team: Smith & Co')).toBeTruthy();
    expect([localStorage.getItem(STORAGE_KEYS.resourceContext), localStorage.getItem(STORAGE_KEYS.resourceContextTeamId)]).toEqual(['team', '2']);
    expect(teamHeaders(fetchMock, '/api/conversations')).toEqual([null, '2']);

    fireEvent.change(workspace(), { target: { value: 'personal' } });
    expect(await screen.findByText('My deposit')).toBeTruthy();
    expect(screen.queryByText(/^Team:/)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.resourceContextTeamId)).toBeNull();
    // the cached personal list is shown at once and asked for again
    await waitFor(() => expect(teamHeaders(fetchMock, '/api/conversations')).toEqual([null, '2', null]));
    // the team list is always asked for without a team
    expect(teamHeaders(fetchMock, '/api/teams').every((h) => h === null)).toBe(true);
  });

  it('restores a stored team and names it', async () => {
    storeTeam('2');
    serve(TEAMS);
    renderSwitcher();
    expect(await screen.findByText('Team: Smith & Co')).toBeTruthy();
    expect(workspace().value).toBe('2');
    expect(await screen.findByText('Firm lease review')).toBeTruthy();
  });

  it('resets a stored team the user is not in to personal once the teams load', async () => {
    storeTeam('77');
    serve(TEAMS);
    renderSwitcher();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.resourceContext)).toBe('personal'));
    expect(workspace().value).toBe('personal');
    expect(options()).toEqual(['Personal', 'Smith & Co', 'Tenants union']);
    expect(await screen.findByText('My deposit')).toBeTruthy();
  });

  it('when teams cannot be listed (404), offers only Personal, shows no error and falls back from a stored team to personal', async () => {
    storeTeam('2');
    const fetchMock = serve();
    renderSwitcher();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.resourceContext)).toBe('personal'));
    expect(options()).toEqual(['Personal']);
    expect(workspace().value).toBe('personal');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/not found|error|failed/i)).toBeNull();
    expect(await screen.findByText('My deposit')).toBeTruthy();
    expect(teamHeaders(fetchMock, '/api/teams')).toEqual([null]);
  });

  it('leaves a conversation for the list when the context changes, as it belongs to the old one', async () => {
    serve(TEAMS);
    const memory = renderSwitcher('/chat/1');
    await waitFor(() => expect(options()).toHaveLength(3));
    fireEvent.change(workspace(), { target: { value: '5' } });
    expect(memory.history.at(-1)).toBe('/chat');
  });
});
