import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';

let counter = 0;
/** a username no other test in this run uses */
export const uniqueName = (prefix = 'user') => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * Registers a new account through the form and lands on the dashboard. Unless `tour` is true the
 * onboarding tour is marked as seen first, so it does not cover the page under test.
 */
export async function registerThroughUi(
  page: Page,
  { username = uniqueName(), password = 'correct horse battery', tour = false }: { username?: string; password?: string; tour?: boolean } = {},
) {
  if (!tour) await page.addInitScript(() => localStorage.setItem('hasSeenOnboarding', 'true'));
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${username}` })).toBeVisible();
  return { username, password };
}

/** A document drafted from a template's example answers, made through the API as the drafting screens do. */
export async function draftedDocument(page: Page, templateId: string): Promise<number> {
  const answers = parse(await readFile(`content/templates/${templateId}/example.yaml`, 'utf8')) as Record<string, unknown>;
  return page.evaluate(
    async ({ templateId, answers }) => {
      const token = ((await (await fetch('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
      const post = async (url: string, body?: unknown) => {
        const res = await fetch(url, { method: 'POST', headers: { 'CSRF-Token': token, 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json() as Promise<{ id: number; documentId: number }>;
      };
      const draft = await post('/api/drafts', { templateId, answers });
      return (await post(`/api/drafts/${draft.id}/generate`)).documentId;
    },
    { templateId, answers },
  );
}
