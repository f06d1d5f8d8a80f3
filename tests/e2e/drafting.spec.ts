import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page);
});

const preview = (page: Page) => page.getByRole('article', { name: 'Preview of your document' });
const step = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name, exact: true }).first()).toBeVisible();
const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();
const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const answer = (page: Page, question: string | RegExp, option: string) => group(page, question).getByLabel(option, { exact: true }).check();

async function fillAddress(box: Locator, { name, street, city, state, zip }: { name: string; street: string; city: string; state: string; zip: string }) {
  await box.getByLabel(/^Full name/).fill(name);
  await box.getByLabel('Street address').fill(street);
  await box.getByLabel('City').fill(city);
  await box.getByLabel('State').selectOption(state);
  await box.getByLabel('ZIP code').fill(zip);
}

async function download(page: Page, link: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('a lease drafted from plain answers: Next waits for them, Back keeps them, the preview follows, and the result downloads and is in Documents', async ({ page }) => {
  await page.goto('/documents');
  await page.getByRole('link', { name: 'Draft a document' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft a document' })).toBeVisible();
  await page.getByLabel('Search templates').fill('lease');
  await page.getByRole('link', { name: /Residential lease \(fixed term\)/ }).click();
  await expect(page.getByText('When to see a lawyer')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // a required question blocks Next, with the problem under it
  await step(page, 'Landlord and tenants');
  await next(page);
  await expect(page.getByText('Answer this question.').first()).toBeVisible();
  await step(page, 'Landlord and tenants');

  await fillAddress(group(page, /^The landlord/), { name: 'Valley Rentals LLC', street: '900 Main Street', city: 'Fresno', state: 'CA', zip: '93702' });
  await answer(page, /property manager or agent handle/, 'No');
  await page.getByLabel(/A telephone number for the landlord/).fill('(559) 555-0100');
  await group(page, 'Tenant 1').getByLabel('Full name').fill('Maria Lopez');
  // the preview follows the answers as they save
  await expect(preview(page)).toContainText('Valley Rentals LLC');
  await expect(preview(page)).toContainText('Maria Lopez');
  await next(page);

  await step(page, 'The home and the term');
  await page.getByLabel('Which state is the home in?').selectOption('CA');
  await page.getByLabel(/The home's full address/).fill('12 Elm Street, Apt 3, Fresno, CA 93701');
  await page.getByLabel('When does the lease start?').fill('2027-01-01');
  await page.getByLabel('When does the lease end?').fill('2027-12-31');
  await expect(preview(page)).toContainText('Cal. Civ. Code');
  // Back keeps what was answered, on both pages
  await page.getByRole('button', { name: /^Back/ }).click();
  await step(page, 'Landlord and tenants');
  await expect(group(page, /^The landlord/).getByLabel(/^Full name/)).toHaveValue('Valley Rentals LLC');
  await next(page);
  await expect(page.getByLabel(/The home's full address/)).toHaveValue('12 Elm Street, Apt 3, Fresno, CA 93701');
  await next(page);

  await step(page, 'Rent and deposit');
  await page.getByLabel('Monthly rent').fill('2,100');
  await answer(page, 'When is rent due each month?', 'On the 1st');
  await answer(page, 'How may the tenant pay?', 'By check or money order');
  await answer(page, /late fee be charged/, 'No');
  await answer(page, /pay a security deposit/, 'Yes');
  await page.getByLabel('The security deposit').fill('2100');
  await answer(page, /hold the deposit/, 'Do not say in the lease');
  await expect(preview(page)).toContainText('$2,100.00');
  await next(page);

  await step(page, 'Living in the home');
  await group(page, 'Utility 1').getByLabel('Utility or service').fill('Electricity');
  await group(page, 'Utility 1').getByLabel('The tenant', { exact: true }).check();
  await answer(page, 'Are pets allowed?', 'No');
  await answer(page, 'Smoking at the home', 'No smoking anywhere on the property');
  await page.getByLabel(/report repairs and emergencies/).fill('Call (559) 555-0142');
  await answer(page, /renters insurance/, 'No');
  await next(page);

  await step(page, 'Lead-based paint');
  await answer(page, /built before 1978/, 'No');
  await next(page);

  await step(page, 'Sprinklers and flooding');
  await answer(page, /fire sprinkler system/, 'No');
  await answer(page, /100-year floodplain/, 'No');
  await answer(page, /500-year floodplain/, 'No');
  await answer(page, /past flood damage/, 'No');
  await next(page);

  await step(page, 'Review');
  await page.getByRole('button', { name: 'Create document' }).click();
  await expect(page.getByRole('heading', { name: 'Your document is ready' })).toBeVisible();

  const docx = await download(page, 'Download Word (.docx)');
  expect(docx.name).toMatch(/\.docx$/);
  expect(docx.bytes.subarray(0, 2).toString()).toBe('PK');
  const pdf = await download(page, 'Download PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: 'Open in Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Residential lease (fixed term)' })).toBeVisible();
  await page.goto('/documents');
  const row = page.getByRole('listitem').filter({ hasText: 'Residential lease (fixed term)' });
  await expect(row).toContainText('Drafted');
});
