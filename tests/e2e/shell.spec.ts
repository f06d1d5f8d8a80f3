import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a screen whose code fails to load offers the update fallback', async ({ page }) => {
  await registerThroughUi(page);
  await page.route(/\/assets\/profile-page-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'App Update Available' })).toBeVisible();
  await expect(page.getByText('The app has been updated. Please refresh the page to load the latest version.')).toBeVisible();

  await page.unroute(/\/assets\/profile-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('every section is reachable from the sidebar, and /account-settings shows the profile', async ({ page }) => {
  const { username } = await registerThroughUi(page);
  for (const [link, heading] of [
    ['Chat', 'Ask a legal question'],
    ['Documents', 'Documents'],
    ['Matters', 'Matters'],
    ['Knowledge base', 'Knowledge base'],
    ['Voice', 'Voice'],
    ['Teams', 'Teams'],
    ['History', 'History'],
    ['Support', 'Support'],
    ['Subscription', 'Subscription'],
    ['Billing', 'Billing'],
    ['Dashboard', `Welcome, ${username}`],
  ]) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(`${username}@example.com`)).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the navigation and nothing scrolls sideways', async ({ page }) => {
    await registerThroughUi(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Matters' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Matters' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=login$/);
  });
});
