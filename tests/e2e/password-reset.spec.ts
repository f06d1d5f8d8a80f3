import { expect, test } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../../server/testing/smtp-server';
import { registerThroughUi } from './helpers';
import { E2E_SMTP_PORT } from './team-setup';

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT });
});
test.afterAll(() => smtp?.close());

test('a forgotten password is reset from the mailed link, which signs out the old session; the new one signs in', async ({ page, browser }) => {
  const { username } = await registerThroughUi(page);
  const email = `${username}@example.com`;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/auth?tab=login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL(/\/reset-password$/);
  const before = smtp.received.length;
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Send the link' }).click();
  await expect(visitor.getByRole('status')).toHaveText(/^If a Counsel account uses that address, a link to reset its password is on its way/);

  await expect.poll(() => smtp.received.slice(before).some((m) => m.envelope.to.includes(email)), { timeout: 10_000 }).toBe(true);
  const mail = smtp.received.slice(before).findLast((m) => m.envelope.to.includes(email))!;
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.message.text ?? '')?.[0];
  expect(link, mail.message.text).toBeTruthy();

  await visitor.goto(link!);
  await visitor.getByLabel('New password', { exact: true }).fill('lanterns over the harbor');
  await visitor.getByLabel('New password again').fill('lanterns over the harbour');
  await visitor.getByRole('button', { name: 'Set the new password' }).click();
  await expect(visitor.getByText('The two passwords are not the same.')).toBeVisible();
  await visitor.getByLabel('New password again').fill('lanterns over the harbor');
  await visitor.getByRole('button', { name: 'Set the new password' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Your password was changed and every device signed out. Sign in with your new password.');

  // the session that was open is over
  await page.reload();
  await expect(page).toHaveURL(/\/auth/);

  await visitor.getByRole('link', { name: 'Sign in' }).click();
  await visitor.getByLabel('Username or email').fill(username);
  await visitor.getByLabel('Password').fill('lanterns over the harbor');
  await visitor.getByRole('button', { name: 'Log in' }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);

  // the link works once
  await visitor.goto(link!);
  await visitor.getByLabel('New password', { exact: true }).fill('another long passphrase');
  await visitor.getByLabel('New password again').fill('another long passphrase');
  await visitor.getByRole('button', { name: 'Set the new password' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('This reset link is not valid, was already used or has expired. Ask for a new one.');
  await visitorContext.close();
});
