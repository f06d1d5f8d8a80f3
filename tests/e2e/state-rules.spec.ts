import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page);
});

test('a guide shows the rule in the chosen state first, with its statute linked, then every state', async ({ page }) => {
  await page.goto('/knowledge-base/housing/security-deposits');
  const inYourState = page.getByRole('region', { name: 'In your state' });
  await expect(inYourState.getByText('Choose your state to see its rule first.').first()).toBeVisible();
  await inYourState.getByLabel('Your state').selectOption('GA');
  await expect(inYourState.getByText('Deadline to return it', { exact: true }).first()).toBeVisible();
  const statute = inYourState.getByRole('link', { name: /O\.C\.G\.A\./ }).first();
  await expect(statute).toHaveAttribute('href', /^https:\/\//);

  await inYourState.getByText('Compare all 50 states and DC').first().click();
  const table = inYourState.getByRole('table').first();
  await expect(table.getByRole('row')).toHaveCount(52);
  await inYourState.getByLabel('Find a state').first().fill('ohio');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Ohio' })).toBeVisible();

  // the state chosen here is the one the next guide and the chat start with
  await page.goto('/knowledge-base/employment/wages-and-overtime');
  await expect(page.getByRole('region', { name: 'In your state' }).getByLabel('Your state')).toHaveValue('GA');
  await expect(page.getByRole('complementary', { name: 'Free legal help' })).toContainText('Free and low-cost help in Georgia');
});

test('every rule has a page of its own, found from the knowledge base', async ({ page }) => {
  await page.goto('/knowledge-base');
  await page.getByRole('link', { name: /Rules by state/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules by state' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: /Small claims court limits/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Small claims court limits by state' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(52);

  await page.goto('/state-rules/security-deposits?state=TX');
  await expect(page.getByRole('heading', { level: 2, name: 'Texas' })).toBeVisible();
  await page.goto('/state-rules/rent-control');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that table' })).toBeVisible();
});

test('find free legal help in a state', async ({ page }) => {
  await page.goto('/knowledge-base');
  await page.getByRole('link', { name: /Find free legal help/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find free legal help' })).toBeVisible();
  await page.getByLabel('Your state').selectOption('OH');
  const aid = page.getByRole('region', { name: 'Legal aid in Ohio' });
  await expect(aid.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('region', { name: 'Lawyer referral' }).getByRole('link')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Court self-help' }).getByRole('link')).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('a rule table scrolls inside its frame, not the page', async ({ page }) => {
    await page.goto('/state-rules/security-deposits');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
