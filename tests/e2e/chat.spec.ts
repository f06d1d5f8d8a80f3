import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

const DEPOSIT = "My landlord won't return my security deposit. What can I do?";

/** Starts and answers conversations through the API, as the app would, to use up the month's allowance quickly. */
async function answerConversations(page: Page, count: number) {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const headers = { 'CSRF-Token': csrfToken };
  for (let i = 0; i < count; i++) {
    const res = await page.request.post('/api/conversations', { data: {}, headers });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    const answer = await page.request.post(`/api/conversations/${id}/messages`, { data: { message: { role: 'user', parts: [{ type: 'text', text: DEPOSIT }] } }, headers });
    expect(answer.status()).toBe(200);
    await answer.text();
  }
}

/** A story as people tell it, over several paragraphs, naming a city rather than a state. */
const STORY = [
  "Sorry this is long, I'm on my phone and I don't know where else to ask. I'm 24 and have worked at a warehouse here in Denver for almost two years, usually 50 or 55 hours a week when it's busy.",
  'My manager never pays overtime. Every paycheck shows 40 hours no matter what I actually clock, and when I asked about it he said we are all salary now, even though I get paid by the hour and nobody ever gave me anything in writing.',
  ...Array.from({ length: 14 }, (_, i) => `Week ${i + 1}: I wrote down my real hours in a notebook and took photos of the time clock screen. Some of my coworkers say the same thing happens to them, but they are scared to say anything because the manager said people who complain get their shifts cut.`),
  'Last Friday he told me my shifts are cut in half starting next month because I keep "making trouble". I still have rent due on the first and I honestly do not know what to do.',
  'Can they do this? Do I have a right to the overtime I already worked, and can they cut my hours for asking about it?',
].join('\n\n');

const LEASE = 'RESIDENTIAL LEASE\n\n1. Rent. The Tenant shall pay the Landlord rent of $1,500 a month.\n\n2. Renewal. This lease renews automatically unless either party gives 60 days notice.\n';

test('ask a question, watch the answer stream in with sources, open one, ask a follow-up, find it in History beside an uploaded document', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('link', { name: 'Chat' }).first().click();
  await expect(page.getByRole('heading', { name: 'Ask a legal question' })).toBeVisible();

  const stream = page.waitForResponse((r) => /\/api\/conversations\/\d+\/messages$/.test(r.url()));
  await page.getByLabel('Your question').fill(DEPOSIT);
  await page.keyboard.press('Enter');
  const response = await stream;
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
  // the answer arrives as many small pieces, not as one block
  expect(((await response.text()).match(/"type":"text-delta"/g) ?? []).length).toBeGreaterThan(10);

  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const answer = page.getByRole('article', { name: 'Counsel’s answer' });
  await expect(answer.getByRole('paragraph').filter({ hasText: 'A security deposit is money you pay' })).toBeVisible();
  await expect(answer.getByText('What to do next')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DEPOSIT })).toBeVisible();
  const sources = answer.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('listitem').first()).toBeVisible();
  // the rest of the guide waits, folded, under More detail
  const more = answer.locator('details', { hasText: 'More detail: Security deposits' });
  const keyPoint = more.getByRole('listitem').filter({ hasText: 'Security deposits are controlled by state law' });
  await expect(keyPoint).toBeHidden();
  await more.getByText('More detail: Security deposits').click();
  await expect(keyPoint).toBeVisible();

  // a marker jumps to its source card; the card opens the guide at the cited section
  await answer.getByRole('link', { name: 'Source 1' }).first().click();
  await expect(page.locator('[id$="-1"][id^="cite-"]').first()).toBeFocused();
  await sources.getByRole('link', { name: /Security deposits: In short/ }).click();
  await expect(page).toHaveURL(/\/knowledge-base\/housing\/security-deposits#in-short$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security deposits' })).toBeVisible();
  await page.goBack();

  await page.getByLabel('Your question').fill('And in California?');
  await page.getByRole('button', { name: 'Send' }).click();
  const second = page.getByRole('article', { name: 'Counsel’s answer' }).nth(1);
  await expect(second.getByText('In California', { exact: true })).toBeVisible();
  await expect(second.getByText(/21 days/).first()).toBeVisible();

  await page.getByRole('link', { name: 'History' }).first().click();
  await page.getByLabel('Search').fill('California');
  await expect(page.getByRole('link', { name: new RegExp(DEPOSIT.replace(/[.?]/g, '.')) })).toBeVisible();
  await page.getByLabel('Search').fill('bankruptcy trustee');
  await expect(page.getByText('No conversations match these filters.')).toBeVisible();

  // the other tab lists document analyses, under the same search and days
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const file = { name: 'Oak Street lease.txt', mimeType: 'text/plain', buffer: Buffer.from(LEASE) };
  expect((await page.request.post('/api/documents', { multipart: { file }, headers: { 'CSRF-Token': csrfToken } })).status()).toBe(202);
  await page.getByRole('tab', { name: 'Document analyses' }).click();
  await expect(page).toHaveURL(/\/history\?tab=documents$/);
  await expect(page.getByRole('tab', { name: 'Document analyses' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No document analyses match these filters.')).toBeVisible();
  await page.getByLabel('Search').fill('Oak Street');
  const lease = page.getByRole('link', { name: /Oak Street lease/ });
  // the list keeps checking while the document is being read
  await expect(lease.getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(lease).toContainText('Lease · Oak Street lease.txt');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Document analyses' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: /Oak Street lease/ }).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oak Street lease' })).toBeVisible();
});

test('a conversation can be renamed and deleted, with a confirmation that names it', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'How do I make a simple will?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How do I make a simple will?' })).toBeVisible();
  await expect(page.getByText('You could ask next')).toBeVisible();

  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel('Title').fill('My will');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My will' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete conversation “My will”?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('link', { name: /My will/ })).toHaveCount(0);
});

test('after five answered conversations on the Free plan, the chat shows the upgrade prompt before anything is typed', async ({ page }) => {
  await registerThroughUi(page);
  await answerConversations(page, 5);
  await page.goto('/chat');
  const prompt = page.getByRole('alert').filter({ hasText: 'You have reached your plan’s limit' });
  await expect(page.getByLabel('Your question')).toHaveCount(0);
  await expect(prompt).toContainText('all 5 AI chat conversations');
  await expect(prompt.getByRole('meter', { name: 'AI chat conversations' })).toHaveAttribute('aria-valuenow', '5');
  await expect(prompt.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
  await expect(page).toHaveURL(/\/chat$/);
});

test('a long story pasted in: what it sounds like, the state it names in the picker, and a source opened', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/chat');
  expect(STORY.length).toBeGreaterThan(3_000);
  await page.getByLabel('Your question').fill(STORY);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);

  const answer = page.getByRole('article', { name: 'Counsel’s answer' });
  await expect(answer.getByText('What this sounds like')).toBeVisible();
  await expect(answer.getByRole('link', { name: 'Unpaid wages and overtime' }).first()).toBeVisible();
  // "here in Denver": the conversation is now about Colorado, and the picker says so
  await expect(page.getByLabel('Your state')).toHaveValue('CO');
  await expect(answer.getByText('In Colorado', { exact: true })).toBeVisible();
  // the story itself shows folded, with a button for the rest
  await expect(page.getByRole('button', { name: /Show the whole message/ })).toBeVisible();
  // at most four source cards show; the first is Colorado's rule, which opens its table at Colorado
  const cards = answer.getByRole('region', { name: 'Sources' }).getByRole('listitem');
  expect(await cards.filter({ visible: true }).count()).toBeLessThanOrEqual(4);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/state-rules\/minimum-wage-2026\?state=CO$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Colorado' })).toBeVisible();
});

test('“Ask the assistant about this” starts a chat about the guide', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/knowledge-base/employment/wages-and-overtime');
  await page.getByRole('link', { name: 'Ask the assistant about this' }).click();
  await expect(page.getByText('Asking about:')).toContainText('Unpaid wages and overtime');
  await page.getByRole('button', { name: 'What deadlines apply to me?' }).click();
  const answer = page.getByRole('article', { name: 'Counsel’s answer' });
  await expect(answer.getByRole('region', { name: 'Sources' }).getByRole('link').first()).toHaveAttribute('href', /\/knowledge-base\/employment\/wages-and-overtime#/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a thread reads without sideways scrolling, and the conversation list opens as a drawer', async ({ page }) => {
    await registerThroughUi(page);
    await page.goto('/chat');
    await page.getByLabel('Your question').fill(DEPOSIT);
    await page.keyboard.press('Enter');
    await expect(page.getByText('You could ask next')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Your conversations' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: new RegExp(DEPOSIT.slice(0, 20)) })).toBeVisible();
  });
});
