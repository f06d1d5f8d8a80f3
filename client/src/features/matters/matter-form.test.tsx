import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route } from 'wouter';
import { failure, json, member, serve, team } from '@/features/teams/test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import EditMatterPage from './edit-matter-page';
import { today } from './lib/dates';
import NewMatterPage from './new-matter-page';
import { CATEGORIES, matter } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const base = { 'GET /api/knowledge-base/categories': json(CATEGORIES) };
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function renderNew() {
  return renderAt(
    '/matters/new',
    <>
      {/* somewhere else in the app to go to, as the sidebar offers */}
      <Link href="/documents">Documents</Link>
      <NewMatterPage />
    </>,
  );
}

describe('New matter form', () => {
  it('checks the fields with the shared schema, inline, and sends nothing until they pass', async () => {
    const server = serve(base);
    renderNew();
    await screen.findByLabelText('Title');
    submit('Open matter');
    expect(await screen.findByText('Give the matter a title')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');

    type('Title', 'x'.repeat(201));
    type(/^Tags/, 'a, b, ' + 'c'.repeat(41));
    submit('Open matter');
    expect(await screen.findByText('Title must be at most 200 characters')).toBeTruthy();
    expect(screen.getByText('A tag must be at most 40 characters')).toBeTruthy();

    type(/^Tags/, Array.from({ length: 21 }, (_, i) => `t${i}`).join(', '));
    submit('Open matter');
    expect(await screen.findByText('At most 20 tags')).toBeTruthy();
    expect(server.changes()).toEqual([]);
  });

  it('opens the matter with what was filled in, and goes to it', async () => {
    const server = serve({ ...base, 'POST /api/matters': json(matter(5, 'Eviction notice'), { status: 201 }) });
    const memory = renderNew();
    await screen.findByLabelText('Title');
    expect((screen.getByLabelText('Opened on') as HTMLInputElement).value).toBe(today());
    expect(screen.getByText(/in your personal workspace, matters are yours/)).toBeTruthy();
    type('Title', '  Eviction notice ');
    type(/^Client name/, 'Me');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tenants, landlords and homeowners' })).toBeTruthy());
    type('Practice area', 'housing');
    type('Priority', 'high');
    type(/^Tags/, 'Deposit, landlord, deposit');
    type('Description (optional)', 'Notice to quit **by 1 April**.');
    submit('Open matter');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/matters/5'));
    expect(server.changes()).toEqual([
      {
        method: 'POST',
        url: '/api/matters',
        body: {
          title: 'Eviction notice',
          clientName: 'Me',
          clientContact: null,
          practiceArea: 'housing',
          status: 'open',
          priority: 'high',
          description: 'Notice to quit **by 1 April**.',
          openedOn: today(),
          tags: ['deposit', 'landlord'],
        },
      },
    ]);
  });

  it('shows the server’s refusal in its words, under the field it names', async () => {
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '7');
    const message = 'The responsible person must be a member of this team.';
    const server = serve({
      ...base,
      'GET /api/teams': json({ items: [team('owner')] }),
      'GET /api/teams/7/members': json({ items: [member(1, 'alice', 'owner'), member(2, 'bob', 'member')] }),
      'POST /api/matters': json({ message, code: 'validation_error', fields: { responsibleUserId: message } }, { status: 400 }),
    });
    renderNew();
    const responsible = (await screen.findByLabelText('Responsible')) as HTMLSelectElement;
    expect(within(responsible).getAllByRole('option').map((o) => o.textContent)).toEqual(['No one yet', 'alice (you)', 'bob']);
    expect(responsible.value).toBe('1');
    type('Title', 'Client intake');
    fireEvent.change(responsible, { target: { value: '2' } });
    submit('Open matter');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(server.changes()[0]!.body).toMatchObject({ title: 'Client intake', responsibleUserId: 2 });
    expect(server.sent.find((s) => s.method === 'POST')!.teamHeader).toBe('7');
  });

  it('previews the description as it will show', async () => {
    serve(base);
    renderNew();
    await screen.findByLabelText('Description (optional)');
    type('Description (optional)', 'Rent is **late**');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('late').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect((screen.getByLabelText('Description (optional)') as HTMLTextAreaElement).value).toBe('Rent is **late**');
  });
});

describe('Unsaved changes', () => {
  it('asks before a link leaves a form with changes, and stays or leaves as told', async () => {
    serve(base);
    const memory = renderNew();
    await screen.findByLabelText('Title');
    // nothing changed yet: links work as usual
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(memory.history.at(-1)).toBe('/matters');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('guards typed changes: the browser asks on reload or close, and a link opens the question', async () => {
    serve(base);
    const memory = renderNew();
    await screen.findByLabelText('Title');
    type('Title', 'Half-written');
    await waitFor(() => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      expect(unload.defaultPrevented).toBe(true);
    });

    fireEvent.click(screen.getByRole('link', { name: 'Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your changes to this new matter are not saved yet.');
    expect(memory.history).toEqual(['/matters/new']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Half-written');

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(memory.history.at(-1)).toBe('/matters');
  });
});

describe('Edit matter form', () => {
  const renderEdit = () =>
    renderAt(
      '/matters/5/edit',
      <Route path="/matters/:id/edit">
        <EditMatterPage />
      </Route>,
    );

  it('starts from the matter’s values and saves the changes', async () => {
    const existing = matter(5, 'Eviction notice', { practiceArea: 'housing', tags: ['deposit', 'landlord'], clientContact: 'me@example.com', status: 'pending' });
    const server = serve({ ...base, 'GET /api/matters/5': json(existing), 'PATCH /api/matters/5': (body) => json({ ...existing, ...(body as object) }) });
    const memory = renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit “Eviction notice”' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^Tags/)) as HTMLInputElement).value).toBe('deposit, landlord');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect((screen.getByLabelText('Practice area') as HTMLSelectElement).value).toBe('housing');
    type('Status', 'closed');
    type(/^Client contact/, '');
    submit('Save changes');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/matters/5'));
    expect(server.changes()[0]).toMatchObject({ method: 'PATCH', url: '/api/matters/5', body: { status: 'closed', clientContact: null, tags: ['deposit', 'landlord'] } });
    expect(server.changes()[0]!.body).not.toHaveProperty('responsibleUserId');
  });

  it('says so, in the server’s words, for a matter that is not there', async () => {
    serve({ ...base, 'GET /api/matters/5': failure(404, 'This matter does not exist, or it is not in this workspace.', 'not_found') });
    renderEdit();
    expect(await screen.findByText('This matter does not exist, or it is not in this workspace.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All matters' }).getAttribute('href')).toBe('/matters');
  });
});
