import { expect, test } from '@playwright/test';
import { LEASE_TXT } from '../../server/testing/documents';
import { registerThroughUi } from './helpers';

/** a day `days` from today in the browser's calendar, as a date input takes it */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('open a matter, add a deadline and tasks, upload a document into it, chat about it, see the dashboard, close it and find it with the status filter', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('link', { name: 'Matters' }).first().click();
  await expect(page.getByText('No matters yet')).toBeVisible();
  await page.getByRole('link', { name: 'New matter' }).first().click();
  await expect(page).toHaveURL(/\/matters\/new$/);

  // the shared schema's message, inline, before anything is sent
  await page.getByRole('button', { name: 'Open matter' }).click();
  await expect(page.getByText('Give the matter a title')).toBeVisible();

  await page.getByLabel('Title').fill('Eviction notice, 12 Oak St');
  await page.getByLabel('Client name (optional)').fill('Sam Lee');
  await page.getByLabel('Practice area').selectOption({ label: 'Tenants, landlords and homeowners' });
  await page.getByLabel('Tags (optional)').fill('eviction, deposit');
  await page.getByLabel('Description (optional)').fill('The landlord wants us out by **the end of the month**.');

  // leaving with unsaved changes asks first
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/matters\/new$/);

  await page.getByRole('button', { name: 'Open matter' }).click();
  await expect(page).toHaveURL(/\/matters\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eviction notice, 12 Oak St' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText('Sam Lee');
  await expect(overview).toContainText('Tenants, landlords and homeowners');
  await expect(overview.locator('strong', { hasText: 'the end of the month' })).toBeVisible();
  const number = (await page.getByText(/^M-\d{4}-\d{4}$/).textContent())!;

  // a deadline, and the calendar file with it
  await page.getByRole('tab', { name: 'Deadlines' }).click();
  await expect(page).toHaveURL(/\?tab=deadlines$/);
  await page.getByLabel('What is due').fill('Hearing at the county court');
  await page.getByLabel('Date').fill(dayFromToday(5));
  await page.getByLabel('Time (optional)').fill('09:30');
  await page.getByLabel('Kind').selectOption('court_date');
  await page.getByRole('button', { name: 'Add deadline' }).click();
  const deadlines = page.getByRole('list', { name: 'Deadlines' });
  await expect(deadlines.getByText('Hearing at the county court')).toBeVisible();
  await expect(deadlines).toContainText('at 09:30');
  await expect(deadlines).toContainText('In 5 days');
  const ics = await page.request.get((await page.getByRole('link', { name: /Add to calendar/ }).getAttribute('href'))!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('Hearing at the county court');

  // two tasks, one ticked off
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByLabel('New task', { exact: true }).fill('Photograph the damp in the bedroom');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByRole('checkbox', { name: 'Photograph the damp in the bedroom' })).toBeVisible();
  await page.getByLabel('New task', { exact: true }).fill('Reply to the landlord');
  await page.getByLabel('Due (optional)').fill(dayFromToday(2));
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('checkbox', { name: 'Photograph the damp in the bedroom' }).check();
  await expect(page.getByRole('checkbox', { name: 'Photograph the damp in the bedroom' })).toBeChecked();

  // a document uploaded straight into the matter, then a chat about the matter that cites it
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByLabel(/Drop a file here/).setInputFiles({ name: 'Oak Street lease.txt', mimeType: 'text/plain', buffer: Buffer.from(LEASE_TXT) });
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: /Oak Street lease/ })).toContainText('Ready', { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Conversations' }).click();
  await page.getByRole('link', { name: 'Ask about this matter' }).click();
  await expect(page.getByText('Asking about:')).toContainText(number);
  await page.getByLabel('Your question').fill('When must the landlord return my security deposit?');
  await page.getByLabel('Your question').press('Enter');
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const answer = page.getByRole('article', { name: 'Counsel’s answer' });
  await expect(answer.getByRole('region', { name: 'Sources' })).toContainText('Oak Street lease', { timeout: 20_000 });
  // the new chat replaced itself with the conversation: Back is the matter again
  await page.goBack();
  await expect(page).toHaveURL(/\/matters\/\d+\?tab=conversations$/);
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).toHaveCount(1);

  // a note, and the timeline in words
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByLabel('New note').fill('Called the landlord; no answer.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Called the landlord; no answer.');
  await page.getByRole('tab', { name: 'Activity' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('completed the task “Photograph the damp in the bedroom”');
  await expect(timeline).toContainText('added the deadline “Hearing at the county court”');
  await expect(timeline).toContainText('uploaded the document “Oak Street lease”');
  await expect(timeline).toContainText('started a conversation about the matter');
  await expect(timeline).toContainText('opened the matter');

  // the dashboard shows the deadline and the open task, each linking to the matter
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const upcoming = page.getByRole('region', { name: 'Upcoming deadlines' });
  await expect(upcoming.getByRole('link', { name: /Hearing at the county court/ })).toContainText(number);
  const mine = page.getByRole('region', { name: 'Open tasks assigned to me' });
  await expect(mine.getByRole('link', { name: /Reply to the landlord/ })).toBeVisible();
  await expect(mine.getByText('Photograph the damp in the bedroom')).toHaveCount(0);
  await mine.getByRole('link', { name: /Reply to the landlord/ }).click();
  await expect(page).toHaveURL(/\/matters\/\d+\?tab=tasks$/);

  // close it, and find it again by its status
  await page.getByRole('button', { name: 'Close matter' }).click();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.getByRole('link', { name: 'All matters' }).click();
  const row = page.getByRole('link', { name: /Eviction notice, 12 Oak St/ });
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('Next: Hearing at the county court');
  await page.getByLabel('Status').selectOption('open');
  await expect(page.getByText('No matters match these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('closed');
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/\/matters\?status=closed$/);
  await page.getByLabel('Search matters').fill('oak');
  await expect(page).toHaveURL(/q=oak/);
  await expect(row).toBeVisible();

  // the hearing attended: ticked met, it leaves the dashboard
  await row.click();
  await page.getByRole('tab', { name: 'Deadlines' }).click();
  await page.getByRole('checkbox', { name: 'Hearing at the county court' }).check();
  await expect(page.getByRole('list', { name: 'Deadlines' })).toContainText('Met');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('region', { name: 'Upcoming deadlines' })).toContainText('Nothing due in the next two weeks.');
});

test('edit a matter (Back asks before losing changes), upload into it from the upload page, file a chat in it from the chat, and delete it after confirming', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/matters/new');
  await page.getByLabel('Title').fill('Unpaid overtime');
  await page.getByRole('button', { name: 'Open matter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unpaid overtime' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Unpaid overtime');
  // the browser's Back button asks too, and staying keeps what was typed
  await page.getByLabel('Client name (optional)').fill('Jo Park');
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/matters\/\d+\/edit$/);
  await expect(page.getByLabel('Client name (optional)')).toHaveValue('Jo Park');
  await page.goBack();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/matters\/\d+$/);
  await expect(page.getByRole('region', { name: 'Overview' })).not.toContainText('Jo Park');
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Priority').selectOption('high');
  await page.getByLabel('Tags (optional)').fill('wages');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/matters\/\d+$/);
  await expect(page.getByText('High priority')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('wages');
  const matterUrl = page.url();
  const number = (await page.getByText(/^M-\d{4}-\d{4}$/).textContent())!;

  // the upload page files a document in the matter chosen there
  await page.goto('/documents/new');
  await page.getByLabel('File it in a matter (optional)').selectOption({ label: `${number} Unpaid overtime` });
  await page.getByLabel(/Drop a file here/).setInputFiles({ name: 'Offer letter.txt', mimeType: 'text/plain', buffer: Buffer.from(LEASE_TXT) });
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await page.getByRole('link', { name: `In ${number} Unpaid overtime` }).click();
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText('Offer letter');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('uploaded the document “Offer letter”');

  // a conversation started on its own, filed in the matter from the chat
  await page.goto('/chat');
  await page.getByLabel('Your question').fill('Is my employer allowed to skip overtime pay?');
  await page.getByLabel('Your question').press('Enter');
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await page.getByRole('button', { name: 'File in matter' }).click();
  const file = page.getByRole('dialog', { name: 'File in a matter' });
  await file.getByLabel('Matter').selectOption({ label: `${number} Unpaid overtime` });
  await file.getByRole('button', { name: 'File it' }).click();
  await expect(page.getByText('Asking about:')).toContainText(`${number} Unpaid overtime`);
  await page.goto(`${matterUrl}?tab=conversations`);
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).toHaveCount(1);
  await page.goto(matterUrl);

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete matter “Unpaid overtime”?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/matters$/);
  await expect(page.getByText('No matters yet')).toBeVisible();
});
