/**
 * A shared link as its visitor meets it, signed out: the password asked for, a wrong one and too many
 * tries in the server's words, then the document read-only with its comments; a link turned off or
 * unknown in plain words, and never a trip to the sign-in page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { SHARE_MESSAGES, type SharedDocument } from '@common/schemas/sharing';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { renderAt } from '@/test/render-at';
import SharedPage from './shared-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const URL = `/api/shared/${TOKEN}`;
const AT = '2026-03-02T10:00:00.000Z';

const DOC: SharedDocument = {
  title: 'Lease for 12 Elm Street',
  content: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rent' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'The tenant pays rent on the first day of each month.' }] },
    ],
  },
  access: 'comment',
  comments: [
    {
      id: 3,
      author: 'alice',
      body: 'Ask whether a late fee applies.',
      createdAt: AT,
      updatedAt: AT,
      quote: 'first day of each month',
      start: 30,
      end: 53,
      resolved: null,
      replies: [{ id: 4, author: null, body: 'There is a five-day grace period.', createdAt: AT, updatedAt: AT, mine: false }],
    },
  ],
  updatedAt: AT,
  revision: 4,
  grant: null,
};

const refusal = (status: number, message: string, code: string, fields?: Record<string, string>) => json({ message, code, ...(fields ? { fields } : {}) }, { status });

interface Sent {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

/** the server as the visitor meets it: `routes` answers "METHOD /path" (in turn, for a list), anything else is 404 */
function serve(routes: Record<string, Response | Response[]>) {
  const sent: Sent[] = [];
  stubFetch((url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (url === '/api/csrf-token') return json({ csrfToken: 'token' });
    sent.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, headers: new Headers(init.headers) });
    const answer = routes[`${method} ${url}`];
    const next = Array.isArray(answer) ? answer.shift() : answer;
    return next ? next.clone() : refusal(404, 'Not found', 'not_found');
  });
  return sent;
}

const renderShared = () =>
  renderAt(
    `/s/${TOKEN}`,
    <Route path="/s/:token">
      <SharedPage />
    </Route>,
  );

describe('Shared page', () => {
  it('asks for the password, says when it is wrong or tried too often, then shows the document read-only with its comments', async () => {
    // a visitor who once worked in a team: the link's requests still name none
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '7');
    const tooMany = 'Too many tries. Try the password again in 15 minutes.';
    const sent = serve({
      [`GET ${URL}`]: refusal(403, SHARE_MESSAGES.passwordRequired, 'forbidden', { password: SHARE_MESSAGES.passwordRequired }),
      [`POST ${URL}/open`]: [
        refusal(403, SHARE_MESSAGES.wrongPassword, 'forbidden', { password: SHARE_MESSAGES.wrongPassword }),
        refusal(429, tooMany, 'rate_limited'),
        json(DOC),
      ],
    });
    const memory = renderShared();

    expect(await screen.findByRole('heading', { level: 1, name: 'This document is protected by a password' })).toBeTruthy();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    const open = screen.getByRole('button', { name: 'Open' });

    fireEvent.click(open);
    expect(await screen.findByText('Enter the password.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'not-it' } });
    fireEvent.click(open);
    expect(await screen.findByText(SHARE_MESSAGES.wrongPassword)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(open);
    expect((await screen.findByRole('alert')).textContent).toBe(tooMany);

    fireEvent.change(password, { target: { value: 'correct horse' } });
    fireEvent.click(open);
    expect(await screen.findByRole('heading', { level: 1, name: DOC.title })).toBeTruthy();

    const text = screen.getByRole('document', { name: `Text of ${DOC.title}` });
    expect(text.getAttribute('contenteditable')).toBe('false');
    expect(text.className).toContain('counsel-editor');
    expect(within(text).getByRole('heading', { level: 2, name: 'Rent' })).toBeTruthy();
    expect(text.textContent).toContain('The tenant pays rent on the first day of each month.');
    expect(screen.getByText('Shared document · read-only')).toBeTruthy();
    expect(document.title).toBe(DOC.title);

    const comments = screen.getByRole('list', { name: 'Open comments' });
    expect(within(comments).getByText('first day of each month')).toBeTruthy();
    expect(within(comments).getByText('Ask whether a late fee applies.')).toBeTruthy();
    expect(within(comments).getByText('alice')).toBeTruthy();
    expect(within(comments).getByText('There is a five-day grace period.')).toBeTruthy();

    // the text cannot be changed; a comment link asks the visitor's name and offers to comment on selected words
    expect(screen.getByLabelText(/Your name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comment on the selected words' })).toHaveProperty('disabled', true);
    // the only way into Counsel is the footer
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Shared with Counsel', '/']]);

    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((s) => s.body)).toEqual([{ password: 'not-it' }, { password: 'not-it' }, { password: 'correct horse' }]);
    expect(posts.every((s) => s.headers.get('CSRF-Token') === 'token')).toBe(true);
    expect(sent.every((s) => s.headers.get('X-Team-Id') === null)).toBe(true);
    expect(memory.history).toEqual([`/s/${TOKEN}`]);
  });

  it('opens a link without a password straight away, without comments for a view link', async () => {
    serve({ [`GET ${URL}`]: json({ ...DOC, access: 'view', comments: [] }) });
    renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: DOC.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Comments' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('a link that was turned off (410): the server’s words under “This link no longer works”, and nothing asked again', async () => {
    const sent = serve({ [`GET ${URL}`]: refusal(410, SHARE_MESSAGES.revoked, 'not_found') });
    const memory = renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText(SHARE_MESSAGES.revoked)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(document.title).toBe('This link no longer works');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([`GET ${URL}`]);
    expect(memory.history).toEqual([`/s/${TOKEN}`]);
  });

  it('a link revoked while the password was being typed shows the same page', async () => {
    serve({
      [`GET ${URL}`]: refusal(403, SHARE_MESSAGES.passwordRequired, 'forbidden', { password: SHARE_MESSAGES.passwordRequired }),
      [`POST ${URL}/open`]: refusal(410, SHARE_MESSAGES.expired, 'not_found'),
    });
    renderShared();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText(SHARE_MESSAGES.expired)).toBeTruthy();
  });

  it('an unknown link (404), or one cut short, says it does not exist', async () => {
    serve({ [`GET ${URL}`]: refusal(404, SHARE_MESSAGES.notFound, 'not_found') });
    renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not exist' })).toBeTruthy();
    expect(screen.getByText(SHARE_MESSAGES.notFound)).toBeTruthy();
  });

  it('a token that cannot be one is refused without asking the server', async () => {
    const sent = serve({});
    renderAt(
      '/s/abc',
      <Route path="/s/:token">
        <SharedPage />
      </Route>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not exist' })).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
