import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page);
});

test('browse from the area grid to an article with its sources, contents and related guides', async ({ page }) => {
  await page.getByRole('link', { name: 'Knowledge base', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
  const areas = page.getByRole('region', { name: 'Browse by area' }).getByRole('link');
  await expect(areas).toHaveCount(16);

  await page.getByRole('link', { name: /Tenants, landlords and homeowners/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants, landlords and homeowners' })).toBeVisible();
  await page.getByRole('link', { name: /Security deposits/ }).first().click();

  await expect(page).toHaveURL(/\/knowledge-base\/housing\/security-deposits$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/deposit/i);
  for (const heading of ['In short', 'Key points', 'How it works', 'What you can do', 'Deadlines and numbers to know', 'When to talk to a lawyer', 'Common misconceptions']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Sources' })).toBeVisible();
  await expect(page.getByText(/General information, not legal advice/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask the assistant about this' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tenants, landlords and homeowners' })).toBeVisible();

  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'What you can do' }).click();
  await expect(page).toHaveURL(/#what-you-can-do$/);

  const related = page.getByRole('navigation', { name: 'Related guides' }).getByRole('link').first();
  const relatedTitle = await related.textContent();
  await related.click();
  await expect(page.getByRole('heading', { level: 1, name: relatedTitle! })).toBeVisible();
});

test('search as you type finds guides by everyday words and marks the match', async ({ page }) => {
  await page.goto('/knowledge-base');
  await page.getByLabel('Search the knowledge base').fill('evicted');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await expect(results).toContainText(/evict/i);
  await expect(results.locator('mark').first()).toBeVisible();
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/knowledge-base\/[a-z-]+\/[a-z-]+$/);

  await page.goto('/knowledge-base');
  await page.getByLabel('Search the knowledge base').fill('zzqxv');
  await expect(page.getByText('No guides match “zzqxv”')).toBeVisible();
});

test('an unknown area or guide shows a not-found state inside the app', async ({ page }) => {
  await page.goto('/knowledge-base/housing/no-such-guide');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that guide' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/knowledge-base/no-such-area');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that area' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('an article reads without sideways scrolling', async ({ page }) => {
    await page.goto('/knowledge-base/consumer/debt-collection');
    await expect(page.getByRole('heading', { level: 2, name: 'What you can do' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
