/** /reset-password: asking for a link by email, and setting a new password through it. */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@common/schemas/password-reset';
import { failure, json, serve } from '@/features/teams/test-server';
import { renderAt } from '@/test/render-at';
import ResetPasswordPage from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('without a link', () => {
  it('asks for the address and says a link is on its way, in the server’s words', async () => {
    const server = serve({ 'POST /api/password-reset': json({ message: PASSWORD_RESET_MESSAGES.requested }, { status: 202 }) });
    renderAt('/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' rosa@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.requested);
    expect(server.changes()).toEqual([{ method: 'POST', url: '/api/password-reset', body: { email: 'rosa@example.com' } }]);
    expect(screen.getByText(/Check your spam folder/)).toBeTruthy();
  });

  it('with no mail server, says the link was not sent and sends no one to their spam folder', async () => {
    serve({ 'POST /api/password-reset': json({ message: PASSWORD_RESET_MESSAGES.requestedNoMail }, { status: 202 }) });
    renderAt('/reset-password', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.requestedNoMail);
    expect(screen.queryByText(/spam folder/)).toBeNull();
  });

  it('shows a refusal (too many requests) by the form', async () => {
    serve({ 'POST /api/password-reset': failure(429, 'Too many reset links were asked for this address. Try again in 40 minutes.', 'rate_limited') });
    renderAt('/reset-password', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many reset links were asked for this address. Try again in 40 minutes.');
  });
});

describe('with the mailed link', () => {
  const fill = (password: string, again: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: again } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
  };

  it('checks the two passwords match, sends the token with the new one, then leads to sign-in', async () => {
    const server = serve({ 'POST /api/password-reset/complete': json({ message: PASSWORD_RESET_MESSAGES.done }) });
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    fill('lanterns over the harbor', 'lanterns over the harbour');
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(server.changes()).toEqual([]);
    fill('lanterns over the harbor', 'lanterns over the harbor');
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.done);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth?tab=login');
    expect(server.changes()).toEqual([{ method: 'POST', url: '/api/password-reset/complete', body: { token: TOKEN, password: 'lanterns over the harbor' } }]);
  });

  it('a used or expired link: the server’s reason, and a way to ask for a new one', async () => {
    serve({ 'POST /api/password-reset/complete': failure(400, PASSWORD_RESET_MESSAGES.badLink, 'validation_error') });
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />);
    fill('lanterns over the harbor', 'lanterns over the harbor');
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_RESET_MESSAGES.badLink);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/reset-password');
  });

  it('a link cut short says so before sending anything', async () => {
    const server = serve({});
    renderAt('/reset-password?token=short', <ResetPasswordPage />);
    fill('lanterns over the harbor', 'lanterns over the harbor');
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_RESET_MESSAGES.badLink);
    expect(server.changes()).toEqual([]);
  });
});
