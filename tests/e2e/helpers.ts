import { expect, type Page } from '@playwright/test';

let counter = 0;
/** a username no other test in this run uses */
export const uniqueName = (prefix = 'user') => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * Registers a new account through the form and lands on the dashboard. Unless `tour` is true the
 * onboarding tour is marked as seen first, so it does not cover the page under test.
 */
export async function registerThroughUi(
  page: Page,
  { username = uniqueName(), password = 'correct horse battery', tour = false }: { username?: string; password?: string; tour?: boolean } = {},
) {
  if (!tour) await page.addInitScript(() => localStorage.setItem('hasSeenOnboarding', 'true'));
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${username}` })).toBeVisible();
  return { username, password };
}
