/**
 * The owner's side of sharing: make a link (checked here and by the server, its address shown once with
 * "Copy link"), read the links with their logs, revoke one after a confirmation; a refusal in the server's words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { ShareLink } from '@common/schemas/sharing';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { renderAt } from '@/test/render-at';
import { PAST_DAY } from './components/share-link-form';
import { endOfDay, todayText } from './lib/dates';
import SharePage from './share-page';
import { documentView } from '@/test/document-view';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const AT = '2026-03-02T10:00:00.000Z';
const DOC = documentView();
const LINKS = '/api/documents/5/share-links';
const link = (id: number, more: Partial<ShareLink> = {}): ShareLink => ({
  id,
  name: `Link ${id}`,
  access: 'view',
  hasPassword: false,
  expiresAt: null,
  revokedAt: null,
  createdAt: AT,
  createdBy: 'alice',
  state: 'active',
  visitCount: 0,
  visits: [],
  ...more,
});
const failure = (status: number, message: string, fields?: Record<string, string>) => json({ message, code: 'x', ...(fields ? { fields } : {}) }, { status });

type Answer = Response | ((body: unknown) => Response);
function serve(routes: Record<string, Answer>) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (url === '/api/csrf-token') return json({ csrfToken: 'token' });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, url, body });
    const answer = routes[`${method} ${url}`];
    if (!answer) return failure(404, 'Not found');
    return typeof answer === 'function' ? answer(body) : answer.clone();
  });
  return { changes: () => sent.filter((s) => s.method !== 'GET') };
}

const renderShare = (id = 5) =>
  renderAt(
    `/documents/${id}/share`,
    <Route path="/documents/:id/share">
      <SharePage />
    </Route>,
  );

describe('Share page', () => {
  it('refuses a past day and a short password here, then creates a link whose address shows once, with Copy link', async () => {
    let items: ShareLink[] = [];
    const server = serve({
      'GET /api/documents/5': json(DOC),
      [`GET ${LINKS}`]: () => json({ items }),
      [`POST ${LINKS}`]: (body) => {
        const made = link(9, { name: 'For my landlord', access: 'comment', hasPassword: true, expiresAt: (body as { expiresAt: string }).expiresAt });
        items = [made];
        return json({ link: made, url: 'https://counsel.example/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde' }, { status: 201 });
      },
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShare();

    expect(await screen.findByRole('heading', { level: 1, name: 'Share “Lease for 12 Elm Street”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to the document' }).getAttribute('href')).toBe('/documents/5');
    expect(screen.getByText(/No links yet/)).toBeTruthy();

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('placeholder')).toBe('For my landlord');
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Name the link, for example “for my landlord”.')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'For my landlord' } });
    fireEvent.click(screen.getByLabelText(/Can view and comment/));
    fireEvent.change(screen.getByLabelText('Expires (optional)'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(PAST_DAY)).toBeTruthy();
    expect(screen.getByText('Use a password of at least 8 characters.')).toBeTruthy();
    expect(server.changes()).toEqual([]);

    const day = todayText();
    fireEvent.change(screen.getByLabelText('Expires (optional)'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByRole('heading', { name: 'Your link “For my landlord” is ready' })).toBeTruthy();
    expect(server.changes()).toEqual([
      { method: 'POST', url: LINKS, body: { name: 'For my landlord', access: 'comment', expiresAt: endOfDay(day), password: 'correct horse' } },
    ]);
    expect(new Date(endOfDay(day)!).getHours()).toBe(23);
    expect(screen.getByText('This link is shown only now.')).toBeTruthy();
    expect((screen.getByLabelText('Link address') as HTMLInputElement).value).toBe('https://counsel.example/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://counsel.example/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    // the password does not stay in the form
    expect((screen.getByLabelText('Password (optional)') as HTMLInputElement).value).toBe('');

    const row = (await screen.findByText('For my landlord', { selector: 'span' })).closest('li')!;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Password')).toBeTruthy();
    expect(within(row).getByText('Can view and comment')).toBeTruthy();
    expect(within(row).getByText(/^Expires /)).toBeTruthy();
  });

  it('without a clipboard, selects the address and says how to copy it', async () => {
    serve({
      'GET /api/documents/5': json(DOC),
      [`GET ${LINKS}`]: json({ items: [] }),
      [`POST ${LINKS}`]: json({ link: link(1), url: 'https://counsel.example/s/tok' }, { status: 201 }),
    });
    renderShare();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Link 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect((await screen.findByText(/press Ctrl\+C/)).textContent).toContain('The link is selected');
    expect(document.activeElement).toBe(screen.getByLabelText('Link address'));
  });

  it('puts the server’s field messages under the fields', async () => {
    const future = 'Choose an expiry date in the future.';
    serve({ 'GET /api/documents/5': json(DOC), [`GET ${LINKS}`]: json({ items: [] }), [`POST ${LINKS}`]: failure(400, future, { expiresAt: future }) });
    renderShare();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Late' } });
    fireEvent.change(screen.getByLabelText('Expires (optional)'), { target: { value: todayText() } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(future)).toBeTruthy();
    expect(screen.getByLabelText('Expires (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists links newest first with state, expiry, who and when, visits; revokes an active one after asking', async () => {
    let items = [
      link(1, { name: 'Old one', state: 'revoked', revokedAt: AT, createdAt: '2026-01-01T10:00:00.000Z', visitCount: 1, visits: ['2026-01-02T10:00:00.000Z'] }),
      link(2, { name: 'Expired one', state: 'expired', expiresAt: '2026-02-01T23:59:59.999Z', createdAt: '2026-01-15T10:00:00.000Z' }),
      link(3, { name: 'Landlord', createdBy: null, visitCount: 3, visits: ['2026-03-03T09:00:00.000Z', '2026-03-04T09:00:00.000Z', '2026-03-02T12:00:00.000Z'] }),
    ];
    const server = serve({
      'GET /api/documents/5': json(DOC),
      [`GET ${LINKS}`]: () => json({ items }),
      [`DELETE ${LINKS}/3`]: () => {
        items = items.map((l) => (l.id === 3 ? { ...l, state: 'revoked', revokedAt: AT } : l));
        return new Response(null, { status: 204 });
      },
    });
    renderShare();
    const list = within((await screen.findByRole('heading', { name: 'Links' })).parentElement!);
    const rows = list.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'UL');
    expect(rows.map((r) => r.querySelector('.font-medium')?.textContent)).toEqual(['Landlord', 'Expired one', 'Old one']);

    const [landlord, expired, old] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(landlord).getByText('No expiry')).toBeTruthy();
    expect(within(landlord).getByText(/Created by a former member on .+ · Opened 3 times/)).toBeTruthy();
    const log = within(landlord).getByRole('list', { name: /When “Landlord” was opened/ });
    expect(within(log).getAllByRole('listitem').map((li) => li.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-03-04T09:00:00.000Z',
      '2026-03-03T09:00:00.000Z',
      '2026-03-02T12:00:00.000Z',
    ]);
    expect(within(expired).getByText('Expired', { selector: 'span' })).toBeTruthy();
    expect(within(expired).getByText(/^Expired [A-Z]/)).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(old).getByText('Revoked', { selector: 'span' })).toBeTruthy();
    expect(within(old).getByText(/Opened 1 time$/)).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();

    fireEvent.click(within(landlord).getByRole('button', { name: 'Revoke link “Landlord”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke link “Landlord”?' });
    expect(within(dialog).getByText('Anyone with this link will see a page saying it was turned off.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toEqual([{ method: 'DELETE', url: `${LINKS}/3`, body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke link “Landlord”' })).toBeNull());
  });

  it('a member who may not share reads the server’s reason instead of the form', async () => {
    const reason = 'Only the person who added this document, or a team owner or admin, can change it.';
    serve({ 'GET /api/documents/5': json(DOC), [`GET ${LINKS}`]: failure(403, reason) });
    renderShare();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Share “Lease for 12 Elm Street”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();
  });

  it('a document that is gone', async () => {
    serve({});
    renderShare();
    expect(await screen.findByText('This document does not exist or was deleted.')).toBeTruthy();
  });
});
