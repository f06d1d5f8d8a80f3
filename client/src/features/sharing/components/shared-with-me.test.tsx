/**
 * "Shared with me" on the Documents page: hidden while empty, each document a link with who shared it and
 * the person's role, removed from the list after a confirmation; always the person's own list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedWithMeItem, SharedWithMeList } from '@common/schemas/people-sharing';
import { toastStore } from '@/components/ui/toast-store';
import { AT, failure, json, serve } from '@/features/teams/test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import { useSharedWithMe } from '../people-api';
import { SharedWithMe } from './shared-with-me';

afterEach(() => vi.unstubAllGlobals());

const URL = '/api/shared-with-me';
const item = (id: number, title: string, more: Partial<SharedWithMeItem> = {}): SharedWithMeItem => ({
  id,
  title,
  kind: 'docx',
  status: 'complete',
  role: 'viewer',
  owner: 'alice',
  sharedBy: 'alice',
  sharedAt: AT,
  updatedAt: AT,
  ...more,
});
const list = (items: SharedWithMeItem[], nextCursor: string | null = null): SharedWithMeList => ({ items, nextCursor });

/** says when the list has loaded, from the same cache the section reads */
function Loaded() {
  return useSharedWithMe().data ? <p>loaded</p> : null;
}
const renderSection = () =>
  renderAt(
    '/documents',
    <>
      <SharedWithMe />
      <Loaded />
    </>,
  );

describe('Shared with me', () => {
  it('shows nothing while nothing is shared with the person', async () => {
    serve({ [`GET ${URL}`]: json(list([])) });
    renderSection();
    await screen.findByText('loaded');
    expect(screen.queryByRole('heading', { name: 'Shared with me' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each document as a link to it, from whom and as what', async () => {
    serve({
      [`GET ${URL}`]: json(
        list([item(40, 'Lease for 12 Elm Street', { owner: 'alice', role: 'commenter' }), item(41, 'Deposit letter', { owner: 'dana', sharedBy: 'sam', role: 'editor' })]),
      ),
    });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Shared with me' });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/documents/40', '/documents/41']);
    expect(within(links[0]!).getByText('Lease for 12 Elm Street')).toBeTruthy();
    expect(within(links[0]!).getByText(/^From alice · Commenter · shared /)).toBeTruthy();
    // a team admin shared someone else's document: both are named
    expect(within(links[1]!).getByText(/^From dana, shared by sam · Editor · shared /)).toBeTruthy();
    expect(within(section).queryByText(/most recently shared/)).toBeNull();
  });

  it('says when only the most recent are shown', async () => {
    serve({ [`GET ${URL}`]: json(list([item(40, 'Lease')], 'next-page')) });
    renderSection();
    expect(await screen.findByText('Showing the 1 most recently shared.')).toBeTruthy();
  });

  it('is the person’s own list whichever workspace is active: no team named on the request', async () => {
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '12');
    const server = serve({ [`GET ${URL}`]: json(list([item(40, 'Lease')])) });
    renderSection();
    await screen.findByRole('region', { name: 'Shared with me' });
    expect(server.sent.find((s) => s.url === URL)).toMatchObject({ method: 'GET', teamHeader: null });
  });

  it('removes a document only once confirmed: DELETE /api/shared-with-me/:id, and it leaves the list', async () => {
    let items = [item(40, 'Lease for 12 Elm Street'), item(41, 'Deposit letter', { owner: 'dana' })];
    const server = serve({
      [`GET ${URL}`]: () => json(list(items)),
      [`DELETE ${URL}/41`]: () => {
        items = items.filter((i) => i.id !== 41);
        return new Response(null, { status: 204 });
      },
    });
    renderSection();
    const remove = await screen.findByRole('button', { name: 'Remove “Deposit letter” from Shared with me' });
    fireEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove “Deposit letter”?' });
    expect(within(dialog).getByText('You will no longer be able to open it, unless it is shared with you again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toEqual([]);

    fireEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove “Deposit letter”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toEqual([{ method: 'DELETE', url: `${URL}/41`, body: undefined }]);
    expect(server.sent.find((s) => s.method === 'DELETE')?.teamHeader).toBeNull();
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Removed from Shared with me' });
    await waitFor(() => expect(screen.queryByText('Deposit letter')).toBeNull());
    expect(screen.getByText('Lease for 12 Elm Street')).toBeTruthy();
  });

  it('a removal the server refuses stays in the dialog, in its words', async () => {
    const refusal = 'This document is no longer shared with you.';
    serve({ [`GET ${URL}`]: json(list([item(40, 'Lease')])), [`DELETE ${URL}/40`]: failure(404, refusal, 'not_found') });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove “Lease” from Shared with me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Lease”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
  });
});
