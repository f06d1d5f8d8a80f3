import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, serve } from '@/features/teams/test-server';
import { changes, renderMatter, serveMatter } from './matter-test-server';

afterEach(() => vi.unstubAllGlobals());

describe('Matter page', () => {
  it('shows the matter at a glance and its tabs, the chosen one in the URL', async () => {
    serveMatter();
    const memory = renderMatter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Eviction notice' })).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Overview' });
    for (const text of ['Sam Lee', 'deposit', 'Not set']) expect(overview.textContent).toContain(text);
    await waitFor(() => expect(overview.textContent).toContain('Tenants, landlords and homeowners'));
    expect(overview.textContent).toContain('alice (you)');
    expect(within(overview).getByText('1 April').tagName).toBe('STRONG');
    expect(screen.getByText('M-2026-0005')).toBeTruthy();
    expect(screen.getByText('High priority')).toBeTruthy();

    const tabs = within(screen.getByRole('tablist', { name: 'Matter' })).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Tasks', 'true'],
      ['Deadlines', 'false'],
      ['Documents', 'false'],
      ['Conversations', 'false'],
      ['Notes', 'false'],
      ['Activity', 'false'],
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(memory.history.at(-1)).toBe('/matters/5?tab=notes');
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Notes' }), { key: 'ArrowRight' });
    expect(memory.history.at(-1)).toBe('/matters/5?tab=activity');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/matters/5/edit');
  });

  it('closes and reopens the matter', async () => {
    const server = serveMatter();
    renderMatter();
    fireEvent.click(await screen.findByRole('button', { name: 'Close matter' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.getByText('Closed', { selector: 'span' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await screen.findByRole('button', { name: 'Close matter' });
    expect(changes(server.sent)).toEqual([
      { method: 'PATCH', url: '/api/matters/5', body: { status: 'closed' } },
      { method: 'PATCH', url: '/api/matters/5', body: { status: 'open' } },
    ]);
  });

  it('deletes the matter only after a confirmation that names it', async () => {
    const server = serveMatter();
    const memory = renderMatter();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete matter “Eviction notice”?' });
    expect(changes(server.sent)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/matters'));
    expect(changes(server.sent)).toEqual([{ method: 'DELETE', url: '/api/matters/5', body: undefined }]);
  });

  it('says so, in the server’s words, for a matter that is not there', async () => {
    serve({ 'GET /api/matters/5': failure(404, 'This matter does not exist, or it is not in this workspace.', 'not_found') });
    renderMatter();
    expect(await screen.findByText('This matter does not exist, or it is not in this workspace.')).toBeTruthy();
  });
});


describe('Activity tab', () => {
  it('tells the timeline in words', async () => {
    serveMatter({
      activity: [
        { id: 9, verb: 'deadline.done', detail: { title: 'Answer due' }, actor: 'alice', at: '2026-03-10T10:00:00.000Z' },
        { id: 8, verb: 'conversation.started', detail: { id: 81 }, actor: 'bob', at: '2026-03-09T10:00:00.000Z' },
        { id: 7, verb: 'document.uploaded', detail: { id: 71, title: 'Rent ledger' }, actor: 'alice', at: '2026-03-08T10:00:00.000Z' },
        { id: 6, verb: 'document.linked', detail: { id: 70, title: 'Notice to quit' }, actor: 'alice', at: '2026-03-07T10:00:00.000Z' },
        { id: 5, verb: 'task.done', detail: { title: 'Reply to the notice' }, actor: 'bob', at: '2026-03-06T10:00:00.000Z' },
        { id: 4, verb: 'task.added', detail: { title: 'Reply to the notice' }, actor: 'bob', at: '2026-03-05T10:00:00.000Z' },
        { id: 3, verb: 'matter.updated', detail: { fields: ['title', 'priority', 'tags'] }, actor: 'alice', at: '2026-03-04T10:00:00.000Z' },
        { id: 2, verb: 'matter.closed', detail: {}, actor: 'alice', at: '2026-03-03T10:00:00.000Z' },
        { id: 1, verb: 'matter.opened', detail: { number: 'M-2026-0005' }, actor: null, at: '2026-03-02T10:00:00.000Z' },
      ],
    });
    renderMatter('/matters/5?tab=activity');
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)).toEqual([
      'alice marked the deadline “Answer due” as met',
      'bob started a conversation about the matter',
      'alice uploaded the document “Rent ledger”',
      'alice filed the document “Notice to quit”',
      'bob completed the task “Reply to the notice”',
      'bob added the task “Reply to the notice”',
      'alice changed the title, the priority and the tags',
      'alice closed the matter',
      'A former member opened the matter',
    ]);
  });
});
