import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, member, serve, team } from '@/features/teams/test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import { addDays, today } from './lib/dates';
import MattersPage from './matters-page';
import { CATEGORIES, deadline, matter, page } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** a matter as the list sends it: with its next open deadline and how many passed unmet */
const listed = (m: ReturnType<typeof matter>) => ({ ...m, nextDeadline: null as ReturnType<typeof deadline> | null, overdueDeadlines: 0 });
const WAGES = listed(matter(8, 'Unpaid overtime', { clientName: 'R. Diaz', practiceArea: 'employment', priority: 'high', status: 'pending' }));
const EVICTION = listed(matter(5, 'Eviction notice', { practiceArea: 'housing' }));

/** the list's pages by query string; anything else of the list is empty */
function serveList(pages: Record<string, unknown>, more: Parameters<typeof serve>[0] = {}) {
  const list = (query: string) => json(pages[query] ?? page([]));
  const routes: Parameters<typeof serve>[0] = {
    'GET /api/knowledge-base/categories': json(CATEGORIES),
    ...more,
  };
  const server = serve(routes);
  // the list's URL varies with the filters: answer every /api/matters?… from `pages`
  const stub = vi.mocked(fetch);
  const inner = stub.getMockImplementation()!;
  stub.mockImplementation(async (input, init) => {
    const [path, search = ''] = String(input).split('?');
    if (path === '/api/matters') {
      // every page is asked for with the user's today, which splits next deadlines from overdue ones
      const query = new URLSearchParams(search);
      expect(query.get('today')).toBe(today());
      query.delete('today');
      const rest = query.toString();
      server.sent.push({ method: 'GET', url: rest ? `${path}?${rest}` : path, body: undefined, teamHeader: new Headers(init?.headers).get('X-Team-Id') });
      return list(rest);
    }
    return inner(input, init);
  });
  return { asked: () => server.sent.filter((s) => s.url.startsWith('/api/matters')).map((s) => s.url) };
}

describe('Matters list', () => {
  it('explains what a matter is when there are none, with the way to open one', async () => {
    serveList({});
    renderAt('/matters', <MattersPage />);
    expect(await screen.findByText('No matters yet')).toBeTruthy();
    expect(screen.getByText(/For you it might be “my eviction case” or “my divorce”; for a lawyer, one client engagement/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'New matter' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/matters/new', '/matters/new']);
  });

  it('shows each matter’s number, title, client, area, status, priority and next deadline', async () => {
    serveList({
      '': page([{ ...WAGES, nextDeadline: deadline(1, 'File the wage claim', addDays(today(), 3), { matterId: 8 }) }, { ...EVICTION, overdueDeadlines: 1 }]),
    });
    renderAt('/matters', <MattersPage />);
    const row = await screen.findByRole('link', { name: /Unpaid overtime/ });
    expect(row.getAttribute('href')).toBe('/matters/8');
    await waitFor(() => expect(row.textContent).toContain('Work and wages'));
    for (const text of ['M-2026-0008', 'R. Diaz', 'Pending', 'High priority', 'Next: File the wage claim', 'In 3 days']) expect(row.textContent).toContain(text);
    const other = screen.getByRole('link', { name: /Eviction notice/ });
    expect(other.textContent).toContain('Tenants, landlords and homeowners');
    expect(other.textContent).toContain('Open');
    expect(other.textContent).not.toContain('Next:');
    expect(other.textContent).toContain('1 deadline passed');
    expect(row.textContent).not.toContain('passed');
  });

  it('narrows by status, area and words (after typing pauses), sorts, keeps it all in the URL, and clears', async () => {
    const server = serveList({ '': page([WAGES, EVICTION]), 'status=pending': page([WAGES]), 'sort=title': page([EVICTION, WAGES]) });
    const memory = renderAt('/matters', <MattersPage />);
    await screen.findByRole('link', { name: /Eviction notice/ });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Eviction notice/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Unpaid overtime/ })).toBeTruthy();
    expect(memory.history.at(-1)).toBe('/matters?status=pending');

    fireEvent.change(screen.getByLabelText('Practice area'), { target: { value: 'housing' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
    fireEvent.change(screen.getByLabelText('Search matters'), { target: { value: 'deposit' } });
    expect(await screen.findByText('No matters match these filters.')).toBeTruthy();
    await waitFor(() => expect(server.asked().at(-1)).toBe('/api/matters?q=deposit&status=pending&area=housing&sort=title'));
    expect(memory.history.at(-1)).toBe('/matters?status=pending&area=housing&sort=title&q=deposit');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: /Eviction notice/ });
    expect((screen.getByLabelText('Search matters') as HTMLInputElement).value).toBe('');
    expect(memory.history.at(-1)).toBe('/matters?sort=title');
    expect(screen.queryByLabelText('Responsible')).toBeNull();
  });

  it('starts from the filters in the URL, and pages with Load more', async () => {
    const server = serveList({ 'status=closed': page([WAGES], 'c1'), 'cursor=c1&status=closed': page([EVICTION]) });
    renderAt('/matters?status=closed', <MattersPage />);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('closed');
    await screen.findByRole('link', { name: /Unpaid overtime/ });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Eviction notice/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.asked()).toEqual(['/api/matters?status=closed', '/api/matters?cursor=c1&status=closed']);
  });

  it('in a team, filters by the responsible member and says whose matters these are', async () => {
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '7');
    const server = serveList(
      { '': page([EVICTION]) },
      { 'GET /api/teams': json({ items: [team('owner')] }), 'GET /api/teams/7/members': json({ items: [member(1, 'alice', 'owner'), member(2, 'bob', 'member')] }) },
    );
    renderAt('/matters', <MattersPage />);
    expect(await screen.findByText('Team: Smith Law')).toBeTruthy();
    const responsible = (await screen.findByLabelText('Responsible')) as HTMLSelectElement;
    await waitFor(() => expect(within(responsible).getAllByRole('option').map((o) => o.textContent)).toEqual(['Anyone', 'alice', 'bob']));
    fireEvent.change(responsible, { target: { value: '2' } });
    await waitFor(() => expect(server.asked().at(-1)).toBe('/api/matters?responsible=2'));
  });
});
