import { expect, test } from '@playwright/test';
import { registerThroughUi, uniqueName } from './helpers';

test('/ sends a visitor to the sign-in tab', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
  await expect(page.getByRole('tab', { name: 'Log in', selected: true })).toBeVisible();
  await expect(page.getByLabel('Username or email')).toBeVisible();
});

test('a protected page redirects a visitor to sign-in', async ({ page }) => {
  await page.goto('/matters/12');
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
});

test('register → dashboard → log out', async ({ page }) => {
  const { username } = await registerThroughUi(page);
  await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('newUserRegistered'))).toBe('true');

  // a signed-in user who opens / or /auth lands on the dashboard
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth?tab=login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been logged out successfully.', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('newUserRegistered'))).toBeNull();

  // the session is gone on the server too
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
});

test('signing in greets the user; a wrong password shows the failure toast', async ({ page }) => {
  const { username, password } = await registerThroughUi(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=login$/);

  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  // the spec's toast, and the same words by the form, which stay after the toast has gone
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(notifications.getByText('Invalid username or password', { exact: true })).toBeVisible();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/auth\?tab=login$/);

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${username}!`, { exact: true })).toBeVisible();
});

test('the register form shows field problems inline, from the shared rules and from the server', async ({ page }) => {
  const { username } = await registerThroughUi(page);
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByLabel('Email').fill(`${uniqueName()}@example.com`);
  await page.getByLabel('Password').fill('long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username already taken');
});

test('a lost CSRF secret is recovered by fetching a new token and retrying once', async ({ page, context }) => {
  await registerThroughUi(page);
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(cookies.filter((c) => c.name !== 'counsel_csrf'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out successfully.', { exact: true })).toBeVisible();
});
