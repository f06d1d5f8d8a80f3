import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

const documentText = (page: Page) => page.getByRole('article', { name: 'Document text' });

test('a visitor with no account analyses the sample contract on the demo page and jumps to a risky clause', async ({ page }) => {
  await page.goto('/demo-context-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'See how Counsel reads a contract' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analyze' })).toBeDisabled();
  await page.getByRole('button', { name: 'Load the sample contract' }).click();

  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('A services or consulting agreement between Brightline Marketing LLC (Client) and Jordan Rivera (Consultant)', { timeout: 15_000 });
  const areas = page.getByRole('region', { name: 'Areas to review' });
  await expect(areas.locator('summary')).toHaveText(['High riskRenews automatically', 'High riskOne-sided indemnity with no limit', 'ReviewNo limit on liability']);

  const indemnity = areas.getByRole('listitem').filter({ hasText: 'One-sided indemnity' });
  await indemnity.locator('summary').click();
  await expect(indemnity.getByText('What to ask for:')).toBeVisible();
  await indemnity.getByRole('button', { name: 'Show in the document' }).click();
  const passage = documentText(page).locator('section', { hasText: '7. Indemnification. Consultant shall indemnify' });
  await expect(passage).toBeFocused();
  await expect(passage).toBeInViewport();

  // the key terms jump too
  await page.getByRole('region', { name: 'Key terms' }).getByRole('button', { name: 'Delaware' }).click();
  await expect(documentText(page).locator('section', { hasText: '9. Governing Law.' })).toBeFocused();

  // the clause map marks the words a clause's type was read from
  await page.getByRole('navigation', { name: 'Clauses' }).getByRole('button', { name: 'Governing law: passage 1 of 1' }).click();
  const law = documentText(page).locator('section', { hasText: '9. Governing Law.' });
  await expect(law).toBeFocused();
  await expect(law.locator('mark')).toContainText('governed by');
});

test('an uploaded lease shows its summary, areas to review and key terms beside the text', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/documents/new');
  const lease = [
    'RESIDENTIAL LEASE AGREEMENT',
    'This Lease is made as of January 1, 2027 between Oakwood Properties LLC ("Landlord") and Jane Doe ("Tenant").',
    '1. Rent. Tenant shall pay rent of $1,850 per month. A late fee of $75 applies if rent is not received by the 5th.',
    '2. Fees. Tenant shall pay a non-refundable cleaning deposit of $400 before moving in.',
    '3. Governing Law. This Lease is governed by the laws of the State of Illinois.',
  ].join('\n\n');
  await page.getByLabel(/Drop a file here/).setInputFiles({ name: 'Oakwood lease.txt', mimeType: 'text/plain', buffer: Buffer.from(lease) });
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('A lease between Oakwood Properties LLC (Landlord) and Jane Doe (Tenant)', { timeout: 15_000 });
  const areas = page.getByRole('region', { name: 'Areas to review' });
  await expect(areas.locator('summary').first()).toHaveText('High riskNon-refundable deposit');
  const deposit = areas.getByRole('listitem').filter({ hasText: 'Non-refundable deposit' });
  await deposit.locator('summary').click();
  await expect(deposit).toContainText('Civil Code § 1950.5(m)');
  await deposit.getByRole('button', { name: 'Show in the document' }).click();
  await expect(documentText(page).locator('section', { hasText: '2. Fees.' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Key terms' })).toContainText('Illinois');
});
