import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makePdf } from '../../server/testing/document-files';
import { LEASE_TXT } from '../../server/testing/documents';
import { registerThroughUi } from './helpers';

const LEASE = [
  ['RESIDENTIAL LEASE', '', 'ARTICLE I - RENT', '', '1.1 Rent. The Tenant shall pay rent of $1,500 on the first day of each month.', '', '1.2 Late fee. A late fee of $75 applies after the 5th.'],
  ['ARTICLE II - TERM', '', '2.1 Term. This lease ends on June 30, 2027.', '', '2.2 Renewal. This lease renews automatically unless either party gives 60 days notice.'],
];

test('upload a PDF, watch it become ready, jump to a section, download, rename and delete it', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByText('No documents yet')).toBeVisible();
  await page.getByRole('link', { name: 'Upload your first document' }).click();
  await expect(page.getByText('PDF, DOCX, TXT — max 10MB')).toBeVisible();

  const pdf = Buffer.from(await makePdf(LEASE, { header: 'Oakwood Properties LLC', pageNumbers: true }));
  await page.getByLabel(/Drop a file here/).setInputFiles({ name: 'Oak Street lease.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oak Street lease' })).toBeVisible();
  await expect(page.getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('2 pages')).toBeVisible();

  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('button')).toHaveText(['RESIDENTIAL LEASE', 'Article I RENT', '1.1 Rent', '1.2 Late fee', 'Article II TERM', '2.1 Term', '2.2 Renewal']);
  await sections.getByRole('button', { name: '2.2 Renewal' }).click();
  const passage = page.getByRole('article', { name: 'Document text' }).locator('section', { hasText: '2.2 Renewal. This lease renews automatically' });
  await expect(passage).toBeFocused();
  await expect(passage).toHaveClass(/ring-2/);
  await expect(page.getByText('Oakwood Properties LLC')).toHaveCount(0);
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Oak Street lease.pdf');
  expect(Buffer.compare(readFileSync((await file.path())!), pdf)).toBe(0);

  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Title').fill('12 Oak Street lease');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '12 Oak Street lease' })).toBeVisible();

  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByRole('link', { name: /12 Oak Street lease/ })).toBeVisible();
  await page.getByLabel('Search documents').fill('renews');
  await expect(page.getByRole('link', { name: /12 Oak Street lease/ })).toBeVisible();
  await page.getByRole('link', { name: /12 Oak Street lease/ }).click();

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete document “12 Oak Street lease”?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByText('No documents yet')).toBeVisible();
});

test('ask about a document: the answer cites its passage, and the source opens the document at it', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/documents/new');
  await page.getByLabel(/Drop a file here/).setInputFiles({ name: 'Elm Street lease.txt', mimeType: 'text/plain', buffer: Buffer.from(LEASE_TXT) });
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  const documentPath = new URL(page.url()).pathname;
  await expect(page.getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'Ask about this document' }).click();
  await expect(page).toHaveURL(/\/chat\?document=\d+$/);
  await expect(page.getByText('Asking about:')).toHaveText('Asking about: Elm Street lease');
  await page.getByLabel('Your question').fill('How much is the security deposit, and when do I get it back?');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/chat\/\d+$/);
  // the thread keeps saying which document it is about
  await expect(page.getByText('Asking about:')).toHaveText('Asking about: Elm Street lease');
  const answer = page.getByRole('article', { name: 'Counsel’s answer' });
  await expect(answer.getByText('What “Elm Street lease” says')).toBeVisible();
  await expect(answer.getByText(/within 14 days after the Tenant moves out/)).toBeVisible();
  const source = answer.getByRole('region', { name: 'Sources' }).getByRole('link', { name: /Elm Street lease: 2 Security Deposit/ });
  await expect(source).toBeVisible();

  await source.click();
  await expect(page).toHaveURL(new RegExp(`${documentPath}#passage-s\\d+$`));
  const passage = page.getByRole('article', { name: 'Document text' }).locator('section', { hasText: '2. Security Deposit. The Tenant shall pay a security deposit' });
  await expect(passage).toBeFocused();
  await expect(passage).toBeInViewport();
});

test('a file Counsel cannot take says why, and one it cannot read says why on its page', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/documents/new');
  await page.getByLabel(/Drop a file here/).setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) });
  await expect(page.getByRole('alert')).toContainText('Counsel reads PDF, DOCX and TXT files. This file is a PNG image.');
  await expect(page).toHaveURL(/\/documents\/new$/);

  await page.getByLabel(/Drop a file here/).setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.from('   ') });
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(page.getByText('Counsel could not read this document')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The file has no text in it.')).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a document reads without sideways scrolling', async ({ page }) => {
    await registerThroughUi(page);
    await page.goto('/documents/new');
    await page.getByLabel(/Drop a file here/).setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await makePdf(LEASE)) });
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
