import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Deadline, Note, Task } from '@common/schemas/matters';
import { failure, json, member, serve, team, type Sent } from '@/features/teams/test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import { addDays, today } from './lib/dates';
import MatterPage from './matter-page';
import { CATEGORIES, deadline, matter, note, task } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const EVICTION = matter(5, 'Eviction notice', {
  ownerId: 4,
  clientName: 'Sam Lee',
  practiceArea: 'housing',
  description: 'Landlord wants us out by **1 April**.',
  tags: ['deposit'],
  priority: 'high',
});

/** a stand-in of the matter's routes whose lists change as the page changes them */
function serveMatter({ tasks = [] as Task[], deadlines = [] as Deadline[], notes = [] as Note[], activity = [] as object[] } = {}, more: Parameters<typeof serve>[0] = {}) {
  let current = EVICTION;
  const list = <T,>(items: T[]) => () => json({ items });
  return serve({
    'GET /api/knowledge-base/categories': json(CATEGORIES),
    'GET /api/matters/5': () => json(current),
    'PATCH /api/matters/5': (body) => json((current = { ...current, ...(body as object), closedOn: (body as { status?: string }).status === 'closed' ? '2026-03-09' : null })),
    'DELETE /api/matters/5': new Response(null, { status: 204 }),
    'GET /api/matters/5/tasks': list(tasks),
    'POST /api/matters/5/tasks': (body) => {
      tasks.push(task(20, (body as Task).title, body as Partial<Task>));
      return json(tasks.at(-1), { status: 201 });
    },
    'PATCH /api/matters/5/tasks/11': (body) => {
      Object.assign(tasks[0]!, body);
      return json(tasks[0]);
    },
    'DELETE /api/matters/5/tasks/11': () => {
      tasks.splice(0, 1);
      return new Response(null, { status: 204 });
    },
    'GET /api/matters/5/deadlines': list(deadlines),
    'POST /api/matters/5/deadlines': (body) => json(deadline(30, 'x', '2026-01-01', body as Partial<Deadline>), { status: 201 }),
    'GET /api/matters/5/notes': list(notes),
    'POST /api/matters/5/notes': (body) => json(note(40, (body as Note).body), { status: 201 }),
    'PATCH /api/matters/5/notes/41': (body) => {
      Object.assign(notes.find((n) => n.id === 41)!, body, { updatedAt: '2026-03-03T09:00:00.000Z' });
      return json(notes[0]);
    },
    'GET /api/matters/5/activity': list(activity),
    ...more,
  });
}

const renderMatter = (path = '/matters/5') =>
  renderAt(
    path,
    <Route path="/matters/:id">
      <MatterPage />
    </Route>,
  );

const changes = (sent: Sent[]) => sent.filter((s) => s.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

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

describe('Tasks tab', () => {
  it('adds a task, ticks it done and deletes it after asking', async () => {
    const tasks = [task(11, 'Reply to the notice', { dueOn: addDays(today(), -2), assigneeId: 1 })];
    const server = serveMatter({ tasks });
    renderMatter();
    const item = (await screen.findByRole('checkbox', { name: 'Reply to the notice' })).closest('li')!;
    expect(item.textContent).toContain('Overdue, 2 days ago');
    // in a personal workspace every task is the user's: no assignee to show or pick
    expect(item.textContent).not.toContain('Assigned to');
    expect(screen.queryByLabelText('Assignee')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Give it a title')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New task'), { target: { value: 'Photograph the damp' } });
    fireEvent.change(screen.getByLabelText('Due (optional)'), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByRole('checkbox', { name: 'Photograph the damp' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Reply to the notice' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Reply to the notice' }) as HTMLInputElement).checked).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Delete task “Reply to the notice”' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete task “Reply to the notice”?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Reply to the notice' })).toBeNull());

    expect(changes(server.sent)).toEqual([
      { method: 'POST', url: '/api/matters/5/tasks', body: { title: 'Photograph the damp', dueOn: '2026-04-01' } },
      { method: 'PATCH', url: '/api/matters/5/tasks/11', body: { done: true } },
      { method: 'DELETE', url: '/api/matters/5/tasks/11', body: undefined },
    ]);
  });
});

describe('Tasks tab in a team', () => {
  it('shows who each task is for and assigns new ones to a member', async () => {
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '7');
    const server = serveMatter({ tasks: [task(11, 'Draft the defence', { assigneeId: 2 })] }, {
      'GET /api/teams': json({ items: [team('member')] }),
      'GET /api/teams/7/members': json({ items: [member(1, 'alice', 'member'), member(2, 'bob', 'owner')] }),
    });
    renderMatter();
    const item = (await screen.findByRole('checkbox', { name: 'Draft the defence' })).closest('li')!;
    await waitFor(() => expect(item.textContent).toContain('Assigned to bob'));
    const assignee = screen.getByLabelText('Assignee') as HTMLSelectElement;
    expect(within(assignee).getAllByRole('option').map((o) => o.textContent)).toEqual(['No one', 'alice (you)', 'bob']);
    expect(assignee.value).toBe('1');
    fireEvent.change(screen.getByLabelText('New task'), { target: { value: 'File it' } });
    fireEvent.change(assignee, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(changes(server.sent)).toEqual([{ method: 'POST', url: '/api/matters/5/tasks', body: { title: 'File it', dueOn: null, assigneeId: 2 } }]));
    // a member may not delete a matter they did not open
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('Deadlines tab', () => {
  it('lists deadlines by date with the passed ones marked overdue, adds one, and offers the calendar file', async () => {
    const deadlines = [
      deadline(2, 'Hearing', addDays(today(), 10), { kind: 'court_date', time: '09:30', reminderMinutes: 1440 }),
      deadline(1, 'Reply due', addDays(today(), -1), { kind: 'response_due' }),
    ];
    const server = serveMatter({ deadlines });
    renderMatter('/matters/5?tab=deadlines');
    const list = await screen.findByRole('list', { name: 'Deadlines' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(['Reply due', 'Hearing']);
    expect(items[0]!.textContent).toContain('Overdue, yesterday');
    expect(items[0]!.className).toContain('border-l-danger');
    expect(items[1]!.textContent).toContain('at 09:30');
    expect(items[1]!.textContent).toContain('Court date');
    expect(items[1]!.textContent).toContain('Reminder 1 day before');
    expect(screen.getByRole('link', { name: /Add to calendar/ }).getAttribute('href')).toBe('/api/matters/5/calendar.ics');

    fireEvent.change(screen.getByLabelText('What is due'), { target: { value: 'File the defence' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-05-02' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'filing_deadline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add deadline' }));
    await waitFor(() => expect(changes(server.sent)).toHaveLength(1));
    expect(changes(server.sent)[0]).toEqual({
      method: 'POST',
      url: '/api/matters/5/deadlines',
      body: { title: 'File the defence', date: '2026-05-02', time: null, kind: 'filing_deadline', reminderMinutes: 1440 },
    });
  });
});

describe('Notes tab', () => {
  it('adds notes, shows who wrote each and when, and lets the author edit their own', async () => {
    const notes = [note(41, 'Called the **landlord**.'), note(42, 'Sent the letter.', { authorId: 2, author: 'bob', createdAt: '2026-03-04T10:00:00.000Z', updatedAt: '2026-03-04T10:00:00.000Z' })];
    const server = serveMatter({ notes });
    renderMatter('/matters/5?tab=notes');
    const list = await screen.findByRole('list', { name: 'Notes' });
    const [bobs, mine] = within(list).getAllByRole('listitem');
    expect(bobs!.textContent).toContain('bob');
    expect(within(bobs!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(mine!).getByText('landlord').tagName).toBe('STRONG');
    expect(mine!.textContent).toContain('You');

    fireEvent.click(within(mine!).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(mine!).getByLabelText('Edit note'), { target: { value: 'Called the landlord twice.' } });
    fireEvent.click(within(mine!).getByRole('button', { name: 'Save note' }));
    expect(await within(list).findByText('Called the landlord twice.')).toBeTruthy();
    expect(within(list).getByText(/edited/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New note'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Hearing moved.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(changes(server.sent)).toHaveLength(2));
    expect(changes(server.sent)).toEqual([
      { method: 'PATCH', url: '/api/matters/5/notes/41', body: { body: 'Called the landlord twice.' } },
      { method: 'POST', url: '/api/matters/5/notes', body: { body: 'Hearing moved.' } },
    ]);
  });
});

describe('Activity tab', () => {
  it('tells the timeline in words', async () => {
    serveMatter({
      activity: [
        { id: 4, verb: 'task.created', detail: { title: 'Reply to the notice' }, actor: 'bob', at: '2026-03-05T10:00:00.000Z' },
        { id: 3, verb: 'matter.updated', detail: { fields: ['title', 'priority', 'tags'] }, actor: 'alice', at: '2026-03-04T10:00:00.000Z' },
        { id: 2, verb: 'matter.closed', detail: {}, actor: 'alice', at: '2026-03-03T10:00:00.000Z' },
        { id: 1, verb: 'matter.opened', detail: { number: 'M-2026-0005' }, actor: null, at: '2026-03-02T10:00:00.000Z' },
      ],
    });
    renderMatter('/matters/5?tab=activity');
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)).toEqual([
      'bob added the task “Reply to the notice”',
      'alice changed the title, the priority and the tags',
      'alice closed the matter',
      'A former member opened the matter',
    ]);
  });
});
