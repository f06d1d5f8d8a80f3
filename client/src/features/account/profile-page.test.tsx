/** The profile's password form and its other browsers and devices. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { failure, json, serve } from '@/features/teams/test-server';
import { savedState } from '@/lib/my-state';
import { renderAt } from '@/test/render-at';
import ProfilePage from './profile-page';

afterEach(() => vi.unstubAllGlobals());

const fill = (current: string, next: string, again = next) => {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('Profile: password', () => {
  it('a wrong current password shows on its field, and nothing else is said', async () => {
    const wrong = 'That is not your current password.';
    serve({
      'GET /api/account/sessions': json({ others: 0 }),
      'PUT /api/account/password': json({ message: wrong, code: 'validation_error', fields: { currentPassword: wrong } }, { status: 400 }),
    });
    renderAt('/profile', <ProfilePage />);
    await screen.findByLabelText('Current password');
    fill('nope', 'lanterns over the harbor');
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the new one is typed the same twice, then changes it and says who was signed out', async () => {
    const server = serve({ 'GET /api/account/sessions': json({ others: 2 }), 'PUT /api/account/password': json({ others: 2 }) });
    renderAt('/profile', <ProfilePage />);
    await screen.findByLabelText('Current password');
    fill('correct horse battery', 'lanterns over the harbor', 'lanterns over the harbour');
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(server.changes()).toEqual([]);
    fill('correct horse battery', 'lanterns over the harbor');
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Password changed', description: '2 other browsers or devices were signed out.' }));
    expect(server.changes()).toEqual([{ method: 'PUT', url: '/api/account/password', body: { currentPassword: 'correct horse battery', newPassword: 'lanterns over the harbor' } }]);
  });
});

describe('Profile: other browsers and devices', () => {
  it('says how many, and signs them out', async () => {
    let others = 2;
    const server = serve({
      'GET /api/account/sessions': () => json({ others }),
      'POST /api/account/sessions/end-others': () => {
        const ended = others;
        others = 0;
        return json({ others: ended });
      },
    });
    renderAt('/profile', <ProfilePage />);
    expect(await screen.findByText('You are also signed in on 2 other browsers or devices.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('You are signed in only here.')).toBeTruthy();
    expect(server.changes()).toEqual([{ method: 'POST', url: '/api/account/sessions/end-others', body: undefined }]);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('a refusal says nothing was signed out', async () => {
    serve({ 'GET /api/account/sessions': json({ others: 1 }), 'POST /api/account/sessions/end-others': failure(500, 'Something went wrong on our side.', 'internal') });
    renderAt('/profile', <ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Nothing was signed out' }));
  });
});

describe('Profile: your state', () => {
  afterEach(() => localStorage.clear());

  it('is the state chats, drafting and state rules start with, kept in this browser', async () => {
    serve({ 'GET /api/account/sessions': json({ others: 0 }) });
    renderAt('/profile', <ProfilePage />);
    const select = await screen.findByLabelText('Your state');
    expect((select as HTMLSelectElement).value).toBe('');
    fireEvent.change(select, { target: { value: 'TX' } });
    expect(savedState()).toBe('TX');
    expect((screen.getByLabelText('Your state') as HTMLSelectElement).value).toBe('TX');
  });
});
