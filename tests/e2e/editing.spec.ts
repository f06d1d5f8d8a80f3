import { expect, test, type Page } from '@playwright/test';
import { draftedDocument, registerThroughUi } from './helpers';

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page);
});

const editor = (page: Page) => page.getByRole('textbox', { name: /^Text of/ });
const saveState = (page: Page) => page.getByTestId('save-state');

async function typeAtEnd(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

test('a drafted document is edited in the app: it saves itself, survives a reload, and two versions compare as a redline', async ({ page }) => {
  const id = await draftedDocument(page, 'security-deposit-demand');
  await page.goto(`/documents/${id}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${id}/edit$`));
  await expect(editor(page)).toContainText('Security Deposit');
  await expect(saveState(page)).toHaveText('All changes saved');

  await typeAtEnd(page, 'I can be reached at the number above after 5 p.m.');
  await expect(saveState(page)).toHaveText('Saving…');
  await expect(saveState(page)).toHaveText(/^Saved \d/);

  await page.reload();
  await expect(editor(page)).toContainText('I can be reached at the number above after 5 p.m.');
  // nothing was left unsaved, so nothing is offered back
  await expect(page.getByRole('button', { name: 'Resume my changes' })).toHaveCount(0);

  // a named version, then the history compares it with the import
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByLabel('Version name').fill('Before sending');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved as “Before sending”', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('complementary', { name: 'Version history' });
  const list = history.getByRole('list', { name: 'Versions, newest first' });
  await expect(list.getByText('Version 1 — As drafted')).toBeVisible();
  await expect(list.getByText(/Before sending/)).toBeVisible();
  await history.getByLabel('From').selectOption({ label: 'Version 1 — As drafted' });
  await history.getByRole('button', { name: 'Compare' }).click();
  const comparison = page.getByRole('dialog', { name: /Changes from version 1 to version/ });
  await expect(comparison.locator('ins')).toContainText('I can be reached at the number above after 5 p.m.');
  await expect(comparison.getByText(/words added, 0 words removed/)).toBeVisible();
  await comparison.getByRole('button', { name: 'Close' }).click();

  // restoring the import makes it the newest version; the edit stays in the history
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(editor(page)).not.toContainText('I can be reached at the number above');
  await expect(list.getByText(/Restored from version 1/)).toBeVisible();
});

test('text typed just before a reload is offered back, and a save from a stale tab asks which text to keep', async ({ page, context }) => {
  const id = await draftedDocument(page, 'repair-request');
  await page.goto(`/documents/${id}/edit`);
  await expect(saveState(page)).toHaveText('All changes saved');

  // typed, then the page reloads before the save goes out: the text waits in the browser
  await typeAtEnd(page, 'The leak is now in the bedroom too.');
  await page.waitForTimeout(700);
  await page.reload();
  await page.getByRole('button', { name: 'Resume my changes' }).click();
  await expect(editor(page)).toContainText('The leak is now in the bedroom too.');
  await expect(saveState(page)).toHaveText(/^Saved \d/);

  // a second tab opened now, then the first saves again: the second tab's save is a conflict
  const other = await context.newPage();
  await other.goto(`/documents/${id}/edit`);
  await expect(editor(other)).toContainText('The leak is now in the bedroom too.');
  await typeAtEnd(page, 'Written in the first tab.');
  await expect(saveState(page)).toHaveText(/^Saved \d/);
  await typeAtEnd(other, 'Written in the second tab.');
  const dialog = other.getByRole('dialog', { name: 'This document changed while you were editing' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(saveState(other)).toHaveText(/^Saved \d/);
  await page.reload();
  await expect(editor(page)).toContainText('Written in the second tab.');
  await expect(editor(page)).not.toContainText('Written in the first tab.');
});

test('a comment on selected words is highlighted, answered and resolved, and stays resolved after a reload', async ({ page }) => {
  const id = await draftedDocument(page, 'security-deposit-demand');
  await page.goto(`/documents/${id}/edit`);
  await expect(saveState(page)).toHaveText('All changes saved');
  const paragraph = editor(page).locator('p').filter({ hasText: /deposit/i }).first();
  await paragraph.selectText();
  await page.getByRole('button', { name: 'Comment on the selected words' }).click();
  const panel = page.getByRole('complementary', { name: 'Comments' });
  await panel.getByLabel('Your comment').fill('Add the date I moved out.');
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  const open = panel.getByRole('list', { name: 'Open comments' });
  await expect(open.getByText('Add the date I moved out.')).toBeVisible();
  await expect(editor(page).locator('.comment-anchor').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comments (1)' })).toBeVisible();

  await open.getByPlaceholder('Reply…').fill('Done: it was June 30.');
  await open.getByRole('button', { name: 'Reply' }).click();
  await expect(open.getByText('Done: it was June 30.')).toBeVisible();
  await open.getByRole('button', { name: 'Resolve' }).click();
  await expect(open.getByText('Add the date I moved out.')).toHaveCount(0);
  await expect(editor(page).locator('.comment-anchor')).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Comments' }).click();
  await page.getByRole('button', { name: 'Show resolved (1)' }).click();
  await expect(page.getByRole('list', { name: 'Resolved comments' }).getByText(/Resolved by/)).toBeVisible();
});

test('the edit page of a document that does not exist says so', async ({ page }) => {
  await page.goto('/documents/987654/edit');
  await expect(page.getByText('This document does not exist or was deleted.')).toBeVisible();
  await expect(editor(page)).toHaveCount(0);
});

test('a link with a password opens the document for someone signed out, without edit controls, and answers 410 once revoked', async ({ page, browser }) => {
  const id = await draftedDocument(page, 'security-deposit-demand');
  await page.goto(`/documents/${id}`);
  await page.getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${id}/share$`));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('For my landlord');
  await page.getByRole('radio', { name: /^Can view and comment/ }).check();
  await page.getByLabel(/^Password/).fill('harbor lights 7');
  await page.getByRole('button', { name: 'Create link' }).click();
  const address = await page.getByRole('textbox', { name: /link/i }).first().inputValue();
  expect(address).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);

  // someone else, in a browser with no session
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(address);
  await visitor.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await visitor.getByRole('button', { name: 'Open' }).click();
  await expect(visitor.getByText('That password is not right.')).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Password' }).fill('harbor lights 7');
  await visitor.getByRole('button', { name: 'Open' }).click();
  const text = visitor.getByRole('document', { name: /^Text of/ });
  await expect(text).toContainText('Security Deposit');
  await expect(text).toHaveAttribute('contenteditable', 'false');
  await expect(visitor.getByRole('toolbar')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /Save version|History|Analyse/ })).toHaveCount(0);

  // a comment from the visitor, under the name they give, reaches the owner's editor
  await visitor.getByLabel(/Your name/).fill('Pat');
  await text.locator('p').filter({ hasText: /deposit/i }).first().selectText();
  await visitor.getByRole('button', { name: 'Comment on the selected words' }).click();
  await visitor.getByLabel('Your comment').fill('I will send it by Friday.');
  await visitor.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(visitor.getByRole('list', { name: 'Open comments' }).getByText('Pat (guest)', { exact: true })).toBeVisible();
  await page.goto(`/documents/${id}/edit`);
  await page.getByRole('button', { name: 'Comments (1)' }).click();
  await expect(page.getByRole('complementary', { name: 'Comments' }).getByText('I will send it by Friday.')).toBeVisible();

  // the owner sees the opening in the log, and revokes the link
  await page.goto(`/documents/${id}/share`);
  await expect(page.getByText(/Opened 1 time/)).toBeVisible();
  await page.getByRole('button', { name: /Revoke/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Revoke/ }).click();
  await expect(page.getByText(/^Revoked [A-Z][a-z]{2} \d/)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  const gone = await visitor.request.get(address.replace('/s/', '/api/shared/'));
  expect(gone.status()).toBe(410);
  await visitorContext.close();
});
