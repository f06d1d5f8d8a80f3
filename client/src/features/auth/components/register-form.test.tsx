import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@common/errors';
import { resetCsrfToken } from '@/lib/api-request';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { renderAt } from '@/test/render-at';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

/** The server as it answers a registration with one of the most common passwords. */
function refuseCommonPasswords() {
  return stubFetch((url, init) => {
    if (url === '/api/csrf-token') return json({ csrfToken: 't' });
    if (url === '/api/register') {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      if (password.toLowerCase() === 'password123') {
        return json({ message: MESSAGES.commonPassword, code: 'validation_error', fields: { password: MESSAGES.commonPassword } }, { status: 400 });
      }
    }
    return json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  });
}

/** the text a screen reader reads after the field's name: its error or its hint */
const descriptionOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');
const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';

function fillIn(password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newcomer' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'newcomer@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterForm: common passwords', () => {
  it('says a password must not be a common one before anything is typed', () => {
    refuseCommonPasswords();
    renderAt('/auth?tab=register', <RegisterForm />);
    expect(descriptionOf('Password')).toBe('At least 8 characters, and not a common password');
  });

  it("leaves the common-password list to the server and shows the server's answer by the password field", async () => {
    const fetchMock = refuseCommonPasswords();
    renderAt('/auth?tab=register', <RegisterForm />);
    fillIn('Password123');
    await waitFor(() => expect(descriptionOf('Password')).toBe(MESSAGES.commonPassword));
    expect(invalid('Password')).toBe(true);
    expect(invalid('Username')).toBe(false);
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/register')).toHaveLength(1);

    // a different password clears the message as it is typed
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a few unrelated words' } });
    await waitFor(() => expect(invalid('Password')).toBe(false));
  });
});
