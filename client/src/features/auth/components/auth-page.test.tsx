import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { User } from '@common/schemas/auth';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { renderAt } from '@/test/render-at';
import AuthPage from './auth-page';

const BOB: User = { id: 2, username: 'bob', email: 'bob@example.com', plan: 'premium', createdAt: '2026-01-01T00:00:00.000Z' };
const NEXT = '/invitations/tok_abcdefghijklmnopqrstuvwxyz';

/** Signed out until a login succeeds. */
function serveLogin() {
  let signedIn = false;
  stubFetch((url) => {
    if (url === '/api/csrf-token') return json({ csrfToken: 't' });
    if (url === '/api/login') return (signedIn = true), json(BOB);
    if (url === '/api/user') return signedIn ? json(BOB) : json({ message: 'Authentication required' }, { status: 401 });
    return json({ message: 'Not found' }, { status: 404 });
  });
}

const AUTH = (
  <Route path="/auth">
    <AuthPage />
  </Route>
);

afterEach(() => vi.unstubAllGlobals());

describe('Auth page: next', () => {
  it('keeps a safe next path across the tabs and goes there after signing in', async () => {
    serveLogin();
    const memory = renderAt(`/auth?tab=login&next=${encodeURIComponent(NEXT)}`, AUTH);
    expect((await screen.findByRole('tab', { name: 'Register' })).getAttribute('href')).toBe(`/auth?tab=register&next=${encodeURIComponent(NEXT)}`);
    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'bob' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe(NEXT), { timeout: 3000 });
  });

  it('ignores a next that leads off the site', async () => {
    serveLogin();
    const memory = renderAt(`/auth?tab=login&next=${encodeURIComponent('//evil.example/x')}`, AUTH);
    expect((await screen.findByRole('tab', { name: 'Register' })).getAttribute('href')).toBe('/auth?tab=register');
    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'bob' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/dashboard'), { timeout: 3000 });
  });
});

describe('Auth page: signing in fails', () => {
  it('says why by the form, not only in the toast, and offers the way to reset the password', async () => {
    stubFetch((url) => {
      if (url === '/api/csrf-token') return json({ csrfToken: 't' });
      if (url === '/api/login') return json({ message: 'Invalid username or password', code: 'invalid_credentials' }, { status: 401 });
      return json({ message: 'Authentication required' }, { status: 401 });
    });
    renderAt('/auth?tab=login', AUTH);
    fireEvent.change(await screen.findByLabelText('Username or email'), { target: { value: 'bob' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not the password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Invalid username or password');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password');
  });
});
