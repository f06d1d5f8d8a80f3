import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, json, member, team } from '@/features/teams/test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { addDays, today } from './lib/dates';
import { changes, renderMatter, serveMatter, type Routes } from './matter-test-server';
import { deadline, note, task } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

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
    expect(items.map((li) => li.querySelector('label')!.textContent)).toEqual(['Reply due', 'Hearing']);
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

  it('ticks a passed deadline met: it is no longer overdue, and the change is sent', async () => {
    const deadlines = [deadline(1, 'Reply due', addDays(today(), -1), { kind: 'response_due' })];
    const server = serveMatter({ deadlines }, { 'PATCH /api/matters/5/deadlines/1': (body) => json(Object.assign(deadlines[0]!, body, { doneAt: '2026-03-09T10:00:00.000Z' })) });
    renderMatter('/matters/5?tab=deadlines');
    const box = (await screen.findByRole('checkbox', { name: 'Reply due' })) as HTMLInputElement;
    expect(screen.getByText('Overdue, yesterday')).toBeTruthy();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(await screen.findByText('Met')).toBeTruthy();
    expect(screen.queryByText('Overdue, yesterday')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Deadlines' })).getByRole('listitem').className).not.toContain('border-l-danger');
    await waitFor(() => expect(changes(server.sent)).toEqual([{ method: 'PATCH', url: '/api/matters/5/deadlines/1', body: { done: true } }]));
  });
});

describe('Documents and Conversations tabs', () => {
  const doc = (id: number, title: string, matterId: number | null) => ({ id, title, matterId, status: 'complete', createdAt: '2026-03-03T10:00:00.000Z' });
  const chat = (id: number, title: string, matterId: number | null) => ({ id, title, matterId });
  const links = { documents: [{ id: 70, title: 'Notice to quit', status: 'complete', createdAt: '2026-03-03T10:00:00.000Z' }], conversations: [{ id: 80, title: 'Can they evict me?', updatedAt: '2026-03-04T10:00:00.000Z' }] };
  const serveLinks = (more: Routes = {}) =>
    serveMatter({}, {
      'GET /api/matters/5/links': json(links),
      'GET /api/documents?limit=50': json({ items: [doc(70, 'Notice to quit', 5), doc(71, 'Tenancy agreement', null), doc(72, 'Payslip', 9)], nextCursor: null }),
      'GET /api/conversations?limit=50': json({ items: [chat(80, 'Can they evict me?', 5), chat(81, 'Deposit rules', null), chat(82, 'Payslip questions', 9)], nextCursor: null }),
      'POST /api/matters/5/links': new Response(null, { status: 204 }),
      'DELETE /api/matters/5/links/document/70': new Response(null, { status: 204 }),
      'POST /api/documents': json({ id: 73, status: 'queued' }, { status: 202 }),
      ...more,
    });

  it('lists the matter’s documents, uploads straight into it, files an unfiled one and takes one out', async () => {
    const server = serveLinks();
    renderMatter('/matters/5?tab=documents');
    const item = await within(await screen.findByRole('list', { name: 'Documents' })).findByRole('link', { name: /Notice to quit/ });
    expect(item.getAttribute('href')).toBe('/documents/70');
    expect(item.textContent).toContain('Ready');

    const picker = (await screen.findByLabelText('File an existing document')) as HTMLSelectElement;
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a document', 'Tenancy agreement']);
    fireEvent.change(picker, { target: { value: '71' } });
    fireEvent.click(screen.getByRole('button', { name: 'File it here' }));
    await waitFor(() => expect(changes(server.sent)).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Take out “Notice to quit”' }));
    await waitFor(() => expect(changes(server.sent)).toHaveLength(2));

    const file = new File(['The tenant shall pay rent.'], 'lease.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText(/Drop a file here, or choose one/), { target: { files: [file] } });
    await waitFor(() => expect(changes(server.sent)).toHaveLength(3));
    const upload = vi.mocked(fetch).mock.calls.find(([url, init]) => url === '/api/documents' && init?.method === 'POST')!;
    const form = upload[1]!.body as FormData;
    expect([form.get('matterId'), (form.get('file') as File).name]).toEqual(['5', 'lease.txt']);
    expect(changes(server.sent).slice(0, 2)).toEqual([
      { method: 'POST', url: '/api/matters/5/links', body: { kind: 'document', id: 71 } },
      { method: 'DELETE', url: '/api/matters/5/links/document/70', body: undefined },
    ]);
  });

  it('shows the server’s refusal to file something that is in another matter', async () => {
    const message = 'This conversation is already in matter M-2026-0009. Take it out of that matter first.';
    serveLinks({ 'POST /api/matters/5/links': failure(409, message, 'conflict') });
    renderMatter('/matters/5?tab=conversations');
    expect((await screen.findByRole('link', { name: /Can they evict me\?/ })).getAttribute('href')).toBe('/chat/80');
    expect(screen.getByRole('link', { name: 'Ask about this matter' }).getAttribute('href')).toBe('/chat?matter=5');
    const picker = (await screen.findByLabelText('File an existing conversation')) as HTMLSelectElement;
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a conversation', 'Deposit rules']);
    fireEvent.change(picker, { target: { value: '81' } });
    fireEvent.click(screen.getByRole('button', { name: 'File it here' }));
    expect(await screen.findByText(message)).toBeTruthy();
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

