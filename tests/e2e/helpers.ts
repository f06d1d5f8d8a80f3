import { expect, type Page } from '@playwright/test';

let counter = 0;
/** a username no other test in this run uses */
export const uniqueName = (prefix = 'user') => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function registerThroughUi(page: Page, username = uniqueName(), password = 'correct horse battery') {
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
  return { username, password };
}
