import { expect, test, type Browser, type Page } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../../server/testing/smtp-server';
import { uniqueName } from './helpers';
import { E2E_SMTP_PORT, PREMIUM_ACCOUNTS } from './team-setup';

const LEASE = 'RESIDENTIAL LEASE\n\n1. Rent. The Tenant shall pay the Landlord rent of $2,400 a month.\n\n2. Renewal. This lease renews automatically unless either party gives 60 days notice.\n';
const QUESTION = 'Can our landlord keep the whole deposit for normal wear and tear?';

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT });
});
test.afterAll(() => smtp?.close());

/** The link in the newest invitation mailed to `email`, as the server sent it over SMTP. */
async function invitationLink(email: string, after: number): Promise<string> {
  await expect.poll(() => smtp.received.slice(after).some((m) => m.envelope.to.includes(email)), { timeout: 10_000 }).toBe(true);
  const mail = smtp.received.slice(after).findLast((m) => m.envelope.to.includes(email))!;
  const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mail.message.text ?? '')?.[0];
  expect(link, mail.message.text).toBeTruthy();
  return new URL(link!).pathname;
}

/** A browser of its own (cookies, storage) with the tour already seen. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('hasSeenOnboarding', 'true'));
  return context.newPage();
}

async function logIn(page: Page, { username, password }: { username: string; password: string }) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function createTeam(page: Page, name: string) {
  await page.goto('/teams');
  await page.getByRole('button', { name: /^Create (your first )?team$/ }).click();
  await page.getByLabel('Team name').fill(name);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return Number(/\/teams\/(\d+)$/.exec(page.url())![1]);
}

async function invite(page: Page, email: string) {
  const before = smtp.received.length;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('list', { name: 'Invitations' }).getByRole('listitem').filter({ hasText: email })).toContainText('Pending');
  return invitationLink(email, before);
}

test('an owner invites a colleague by email; both work in the team; once removed, the colleague loses access', async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner: ownerAccount, member: memberAccount } = PREMIUM_ACCOUNTS;
  const teamName = `Smith Law ${uniqueName('t')}`;

  const owner = await visitor(browser);
  await owner.goto('/auth?tab=login');
  await logIn(owner, ownerAccount);
  await expect(owner).toHaveURL(/\/dashboard$/);
  const teamId = await createTeam(owner, teamName);
  const link = await invite(owner, memberAccount.email);

  // the colleague opens the mailed link signed out, signs in from it and comes back to accept
  const member = await visitor(browser);
  await member.goto(link);
  await expect(member.getByRole('heading', { level: 1, name: `Join “${teamName}” on Counsel` })).toBeVisible();
  await expect(member.getByText(`${ownerAccount.username} invited you to join the team ${teamName} as a member.`)).toBeVisible();
  await member.getByRole('link', { name: 'Sign in' }).click();
  await logIn(member, memberAccount);
  await expect(member).toHaveURL(link);
  await expect(member.getByText(`Signed in as ${memberAccount.username} (${memberAccount.email}).`)).toBeVisible();
  await member.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByText(`Team: ${teamName}`)).toBeVisible();
  await expect(member.getByLabel('Workspace')).toHaveValue(String(teamId));

  // the owner sees the new member, works in the team and adds a document and a conversation to it
  await owner.reload();
  await expect(owner.getByRole('list', { name: 'Members' })).toContainText(memberAccount.username);
  await owner.getByRole('button', { name: 'Work in this team' }).click();
  await expect(owner.getByLabel('Workspace')).toHaveValue(String(teamId));
  await owner.goto('/documents/new');
  await owner.getByLabel(/Drop a file here/).setInputFiles({ name: 'Client lease.txt', mimeType: 'text/plain', buffer: Buffer.from(LEASE) });
  await expect(owner).toHaveURL(/\/documents\/\d+$/);
  const documentPath = new URL(owner.url()).pathname;
  await expect(owner.getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });
  await owner.goto('/chat');
  await owner.getByLabel('Your question').fill(QUESTION);
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('article', { name: 'Counsel’s answer' })).toBeVisible();

  // the colleague sees both in the team's workspace
  await member.goto('/documents');
  await expect(member.getByRole('link', { name: /Client lease/ })).toBeVisible();
  await member.goto('/chat');
  // (its title is the question, shortened)
  await expect(member.getByRole('link', { name: /^Can our landlord keep the whole deposit/ })).toBeVisible();

  // the owner removes them, after confirming
  await owner.goto(`/teams/${teamId}`);
  await owner.getByRole('button', { name: `Remove ${memberAccount.username}` }).click();
  await owner.getByRole('dialog', { name: `Remove ${memberAccount.username} from “${teamName}”?` }).getByRole('button', { name: 'Remove' }).click();
  await expect(owner.getByRole('list', { name: 'Members' })).not.toContainText(memberAccount.username);

  // the colleague's next visit falls back to their personal workspace, where the team's things are not
  await member.goto('/documents');
  await expect(member.getByLabel('Workspace')).toHaveValue('personal');
  await expect(member.getByText('No documents yet')).toBeVisible();
  await member.goto(documentPath);
  await expect(member.getByText('This document does not exist or was deleted.')).toBeVisible();
  await member.goto('/teams');
  await expect(member.getByText('No teams yet')).toBeVisible();
  const asTeam = await member.request.get('/api/documents', { headers: { 'X-Team-Id': String(teamId) } });
  expect(asTeam.status()).toBe(403);

  await owner.context().close();
  await member.context().close();
});

test('someone without Premium registers from the invitation, comes back to it, and meets the upgrade prompt', async ({ browser }) => {
  const owner = await visitor(browser);
  await owner.goto('/auth?tab=login');
  await logIn(owner, PREMIUM_ACCOUNTS.owner);
  await expect(owner).toHaveURL(/\/dashboard$/);
  await createTeam(owner, `Tenants union ${uniqueName('t')}`);
  const username = uniqueName('free');
  const link = await invite(owner, `${username}@example.com`);

  const visitorPage = await visitor(browser);
  await visitorPage.goto(link);
  await visitorPage.getByRole('link', { name: 'Create account' }).click();
  await visitorPage.getByLabel('Username').fill(username);
  await visitorPage.getByLabel('Email').fill(`${username}@example.com`);
  await visitorPage.getByLabel('Password').fill('correct horse battery');
  await visitorPage.getByRole('button', { name: 'Create account' }).click();
  await expect(visitorPage).toHaveURL(link);
  await visitorPage.getByRole('button', { name: 'Accept invitation' }).click();
  const prompt = visitorPage.getByRole('alert').filter({ hasText: 'You have reached your plan’s limit' });
  await expect(prompt).toContainText('Team collaboration is part of Premium. Upgrade to Premium to create or join a team.');
  await expect(prompt.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');

  await owner.context().close();
  await visitorPage.context().close();
});
