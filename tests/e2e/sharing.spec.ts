import { expect, test } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../../server/testing/smtp-server';
import { draftedDocument, registerThroughUi, uniqueName } from './helpers';
import { E2E_SMTP_PORT } from './team-setup';

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT });
});
test.afterAll(() => smtp?.close());

test('a document shared with a named person shows in their "Shared with me"; as a commenter they comment but cannot edit, as an editor they can, and removed they no longer see it', async ({ page, browser }) => {
  const owner = await registerThroughUi(page);
  const id = await draftedDocument(page, 'security-deposit-demand');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const person = await registerThroughUi(other);

  // the owner shares it with the other account by username, as a commenter
  await page.goto(`/documents/${id}/share`);
  await page.getByLabel('Username or email').fill(person.username);
  await page.getByLabel('Role', { exact: true }).selectOption('commenter');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const people = page.getByRole('list', { name: 'People with access' });
  await expect(people.getByText(person.username, { exact: true })).toBeVisible();
  await expect(people.getByLabel(`Role of ${person.username}`)).toHaveValue('commenter');

  // they find it under Documents, Shared with me, whichever workspace they are in
  await other.goto('/documents');
  const shared = other.getByRole('region', { name: 'Shared with me' });
  await shared.getByRole('link', { name: /Security Deposit/i }).click();
  await expect(other).toHaveURL(new RegExp(`/documents/${id}$`));
  await expect(other.getByText(`Shared with you by ${owner.username}.`, { exact: false })).toBeVisible();
  await expect(other.getByRole('button', { name: /Delete|Rename|Reanalyze/ })).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Share' })).toHaveCount(0);

  // read-only in the editor, where they comment
  await other.getByRole('link', { name: 'Open in editor' }).click();
  const text = other.getByRole('document', { name: /^Text of/ });
  await expect(text).toHaveAttribute('contenteditable', 'false');
  await expect(other.getByRole('button', { name: /Save version|Analyse/ })).toHaveCount(0);
  await text.locator('p').filter({ hasText: /deposit/i }).first().selectText();
  await other.getByRole('button', { name: 'Comment on the selected words' }).click();
  await other.getByLabel('Your comment').fill('Should we add the forwarding address?');
  await other.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(other.getByRole('list', { name: 'Open comments' }).getByText('Should we add the forwarding address?')).toBeVisible();

  // made an editor, they type and it saves
  await people.getByLabel(`Role of ${person.username}`).selectOption('editor');
  await expect(page.getByText(`${person.username} is now an editor`).first()).toBeVisible();
  await other.reload();
  const editable = other.getByRole('textbox', { name: /^Text of/ });
  await editable.click();
  await other.keyboard.press('Control+End');
  await other.keyboard.press('Enter');
  await other.keyboard.type('Forwarding address: 9 Oak Lane.');
  await expect(other.getByTestId('save-state')).toHaveText(/^Saved/);
  await page.goto(`/documents/${id}/edit`);
  await expect(page.getByRole('textbox', { name: /^Text of/ })).toContainText('Forwarding address: 9 Oak Lane.');

  // removed, the document is gone for them
  await page.goto(`/documents/${id}/share`);
  await people.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(people).toHaveCount(0);
  await other.goto(`/documents/${id}`);
  await expect(other.getByText('This document does not exist or was deleted.')).toBeVisible();
  await other.goto('/documents');
  await expect(other.getByRole('region', { name: 'Shared with me' })).toHaveCount(0);
  await otherContext.close();
});

test('someone invited by email who has no account gets the mail, creates an account from its link and opens the document', async ({ page, browser }) => {
  const owner = await registerThroughUi(page);
  const id = await draftedDocument(page, 'security-deposit-demand');
  const newcomer = uniqueName('new');
  const email = `${newcomer}@example.com`;

  const before = smtp.received.length;
  await page.goto(`/documents/${id}/share`);
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('list', { name: 'People with access' })).toContainText(`${email}Viewer · Invited, not yet accepted`);
  await expect.poll(() => smtp.received.slice(before).some((m) => m.envelope.to.includes(email)), { timeout: 10_000 }).toBe(true);
  const mail = smtp.received.slice(before).findLast((m) => m.envelope.to.includes(email))!;
  const link = /https?:\/\/\S+\/document-invitations\/[\w-]+/.exec(mail.message.text ?? '')?.[0];
  expect(link, mail.message.text).toBeTruthy();

  // in a browser with no session: the invitation, then a new account with the invited address, then back
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => localStorage.setItem('hasSeenOnboarding', 'true'));
  await visitor.goto(link!);
  await expect(visitor.getByText(`${owner.username} shared the document`)).toBeVisible();
  await visitor.getByRole('link', { name: 'Create account' }).click();
  await visitor.getByLabel('Username').fill(newcomer);
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password').fill('correct horse battery');
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor).toHaveURL(link!);
  await visitor.getByRole('button', { name: 'Open the document' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/documents/${id}$`));
  await expect(visitor.getByText(`Shared with you by ${owner.username}.`, { exact: false })).toBeVisible();

  // the owner sees them among the people, no longer as an invitation
  await page.reload();
  const people = page.getByRole('list', { name: 'People with access' });
  await expect(people.getByLabel(`Role of ${newcomer}`)).toHaveValue('viewer');
  await expect(people).not.toContainText('Invited, not yet accepted');
  await visitorContext.close();
});
