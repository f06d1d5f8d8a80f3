import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

const TITLES = ['Welcome', 'Our Mission', 'AI Legal Chat', 'Document Analysis', 'Platform Overview', 'Your Workspace', 'Get Started'];
const tour = (page: Page) => page.getByRole('dialog', { name: 'Counsel tour' });

async function expectStep(page: Page, n: number) {
  await expect(tour(page).getByText(`Step ${n} of 7`)).toBeVisible();
  await expect(tour(page).getByText(`${Math.round((n / 7) * 100)}% complete`)).toBeVisible();
  await expect(tour(page).getByRole('heading', { level: 2, name: TITLES[n - 1] })).toBeVisible();
  // the 300 ms transition is over once the controls are enabled again
  await expect(tour(page).getByRole('button', { name: 'Skip Tour' })).toBeEnabled();
}

test('a new user gets the tour after about a second, walks it by keyboard and dots, and it stays closed', async ({ page }) => {
  // timed from the moment the app lands on /dashboard, not from when the dashboard has finished drawing
  let landed = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().endsWith('/dashboard') && !landed) landed = Date.now();
  });
  await registerThroughUi(page, { tour: true });
  expect(landed).toBeGreaterThan(0);
  await expect(tour(page)).toBeVisible({ timeout: 5000 });
  expect(Date.now() - landed).toBeGreaterThanOrEqual(700);
  await expectStep(page, 1);

  await page.keyboard.press('ArrowRight');
  await expectStep(page, 2);
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, 1);
  for (let n = 2; n <= 4; n++) {
    await page.keyboard.press('ArrowRight');
    await expectStep(page, n);
  }
  await tour(page).getByRole('button', { name: 'Go to step 6' }).click();
  await expectStep(page, 6);
  await tour(page).getByRole('button', { name: 'Go to step 5' }).click();
  await expectStep(page, 5);
  await expect(tour(page).getByText('Most Popular')).toBeVisible();
  await expect(tour(page).getByText('$29')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 6);
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 7);
  for (const href of ['/chat', '/documents', '/matters', '/knowledge-base', '/support', '/dashboard']) {
    await expect(tour(page).locator(`a[href="${href}"]`)).toBeVisible();
  }

  await tour(page).getByRole('button', { name: 'Get Started' }).click();
  await expect(tour(page)).toBeHidden();
  expect(await page.evaluate(() => [localStorage.getItem('hasSeenOnboarding'), localStorage.getItem('newUserRegistered')])).toEqual(['true', null]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(tour(page)).toBeHidden();

  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Replay tour' }).click();
  await expect(tour(page)).toBeVisible();
  await expectStep(page, 1);
  expect(await page.evaluate(() => [localStorage.getItem('hasSeenOnboarding'), localStorage.getItem('newUserRegistered')])).toEqual([null, 'true']);
});

test('Skip Tour, Escape and the close button each end the tour', async ({ page }) => {
  await registerThroughUi(page, { tour: true });
  await expect(tour(page)).toBeVisible();
  await tour(page).getByRole('button', { name: 'Skip Tour' }).click();
  await expect(tour(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasSeenOnboarding'))).toBe('true');

  await page.evaluate(() => window.resetOnboardingTour!());
  await expectStep(page, 1);
  await page.keyboard.press('Escape');
  await expect(tour(page)).toBeHidden();

  await page.evaluate(() => window.startOnboardingTour!());
  await expect(tour(page)).toBeVisible();
  await tour(page).getByRole('button', { name: 'Close tour' }).click();
  await expect(tour(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasSeenOnboarding'))).toBe('true');
});

test('both demos play to the end', async ({ page }) => {
  await registerThroughUi(page, { tour: true });
  await expect(tour(page)).toBeVisible();
  await tour(page).getByRole('button', { name: 'Go to step 3' }).click();
  await expectStep(page, 3);

  const watch = tour(page).getByRole('button', { name: 'Watch Demo Conversation' });
  await watch.click();
  await expect(tour(page).getByRole('button', { name: 'Demo in progress...' })).toBeDisabled();
  await expect(tour(page).getByText('Counsel is typing')).toBeAttached({ timeout: 5000 });
  const log = tour(page).getByRole('log', { name: 'Demo conversation' });
  await expect(log.locator('[data-message-type]')).toHaveCount(4, { timeout: 15_000 });
  await expect(log).toContainText('California Civil Code § 1950.5');
  await expect(watch).toBeEnabled();

  await tour(page).getByRole('button', { name: 'Go to step 4' }).click();
  await expectStep(page, 4);
  await expect(tour(page).getByText('PDF, DOCX, TXT — max 10MB')).toBeVisible();
  await tour(page).getByRole('button', { name: 'Try Demo with Sample Contract' }).click();
  await expect(tour(page).getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
  // the real analyzer runs on the server; a cold worker thread can take a few seconds on a busy machine
  await expect(tour(page).getByRole('heading', { name: 'Key terms' })).toBeVisible({ timeout: 15_000 });
  await expect(tour(page).getByRole('heading', { name: 'Areas to review' })).toBeVisible();
  await expect(tour(page).getByRole('heading', { name: 'AI summary' })).toBeVisible();
  await expect(tour(page).getByText('High risk').first()).toBeVisible();
  await tour(page).getByRole('button', { name: 'Try Another Document' }).click();
  await expect(tour(page).getByRole('button', { name: 'Try Demo with Sample Contract' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tour fits and every control is reachable', async ({ page }) => {
    await registerThroughUi(page, { tour: true });
    await expect(tour(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const name of ['Previous', 'Skip Tour', 'Next', 'Close tour', 'Go to step 7']) {
      await expect(tour(page).getByRole('button', { name })).toBeInViewport();
    }
    await tour(page).getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 2);
  });
});
