import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '@common/schemas/drafting';
import type { Answers } from '@common/templates/definition';
import { matter } from '@/features/matters/test-fixtures';
import { failure, json, serve } from '@/features/teams/test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderAt } from '@/test/render-at';
import GeneratePage from './generate-page';
import { COMPLETE, draft, LETTER, listed, ME, previewOf, summary } from './test-fixtures';

afterEach(async () => {
  // unmounted first, so a save still waiting goes to the stand-in server
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 10));
  vi.unstubAllGlobals();
});

const MATTERS = '/api/matters?sort=updated&limit=100';
const SLOW = { timeout: 3000 };

/** the drafting API with one draft that saves like the server: answers, page, title and matter, and a new preview */
function serveDrafting(start: Draft = draft(), more: Parameters<typeof serve>[0] = {}) {
  let current = start;
  const server = serve({
    'GET /api/templates': json({ templates: [summary(LETTER), { id: 'nda', title: 'Mutual NDA', area: 'business', areaName: 'Small business and contracts', summary: 'Keep shared secrets private.' }] }),
    [`GET /api/templates/${LETTER.id}`]: json(LETTER),
    'GET /api/drafts': () => json({ items: [listed(current)] }),
    [`GET /api/drafts/${start.id}`]: () => json(current),
    [`PATCH /api/drafts/${start.id}`]: (body) => {
      const changes = body as Partial<Draft>;
      const answers = (changes.answers ?? current.answers) as Answers;
      current = { ...current, ...changes, answers, preview: previewOf(answers), state: (answers.state as Draft['state']) ?? null };
      return json(current);
    },
    'POST /api/drafts': (body) => json(draft((body as { answers?: Answers }).answers), { status: 201 }),
    [`POST /api/drafts/${start.id}/generate`]: () => {
      current = { ...current, documentId: 40 };
      return json({ documentId: 40, draft: current }, { status: 201 });
    },
    [`GET ${MATTERS}`]: json({ items: [matter(5, 'Eviction notice')], nextCursor: null }),
    ...more,
  });
  return { ...server, patches: () => server.changes().filter((c) => c.method === 'PATCH').map((c) => c.body as Partial<Draft>) };
}

function renderPage(path: string) {
  return renderAt(
    path,
    <Route path="/documents/generate">
      <GeneratePage />
    </Route>,
  );
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const party = (name: string) => screen.getByRole('group', { name });

function fillTenant() {
  const you = party('Your name and address');
  fireEvent.change(within(you).getByLabelText('Full name'), { target: { value: ME.name } });
  fireEvent.change(within(you).getByLabelText('Street address'), { target: { value: ME.street } });
  fireEvent.change(within(you).getByLabelText('City'), { target: { value: ME.city } });
  fireEvent.change(within(you).getByLabelText('State'), { target: { value: ME.state } });
  fireEvent.change(within(you).getByLabelText('ZIP code'), { target: { value: ME.zip } });
}

describe('Choosing a template', () => {
  it('lists the templates by area with what each is for, narrows them as you type, and lists your drafts', async () => {
    serveDrafting();
    renderPage('/documents/generate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft a document' })).toBeTruthy();
    const templates = await screen.findByRole('region', { name: 'Templates' });
    const card = await within(templates).findByRole('link', { name: 'Deposit letter', description: 'Ask for your deposit back.' });
    expect(card.getAttribute('href')).toBe('/documents/generate?template=test-letter');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Small business and contracts', 'Tenants, landlords and homeowners']);
    fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: 'secrets' } });
    expect(within(templates).queryByRole('link', { name: 'Deposit letter' })).toBeNull();
    expect(within(templates).getByRole('link', { name: 'Mutual NDA' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: 'zebra' } });
    expect(screen.getByText('No template matches “zebra”.')).toBeTruthy();
    const drafts = screen.getByRole('region', { name: 'Your drafts' });
    expect(within(drafts).getByRole('link', { name: 'Deposit letter' }).getAttribute('href')).toBe('/documents/generate?draft=12');
  });

  it('shows the guide, then starts a draft in your state and the linked matter and opens it in place of the guide', async () => {
    localStorage.setItem(STORAGE_KEYS.chatJurisdiction, 'TX');
    const server = serveDrafting();
    const memory = renderPage('/documents/generate?template=test-letter&matter=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit letter' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'When it fits' })).toBeTruthy();
    expect(screen.getByText('Not for a commercial lease.')).toBeTruthy();
    expect(screen.getByText('See a lawyer if the landlord sues you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Security deposits' }).getAttribute('href')).toBe('/knowledge-base/housing/security-deposits');
    const matterChoice = (await screen.findByLabelText('File it in a matter (optional)')) as HTMLSelectElement;
    await waitFor(() => expect(matterChoice.value).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(server.changes()).toEqual([{ method: 'POST', url: '/api/drafts', body: { templateId: 'test-letter', answers: { state: 'TX' }, matterId: 5 } }]));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/documents/generate?draft=12'));
    // in place of the guide: Back does not return to its Start
    expect(memory.history).toEqual(['/documents/generate?draft=12']);
  });

  it('says so for a template that does not exist', async () => {
    serveDrafting();
    renderPage('/documents/generate?template=nope');
    expect(await screen.findByText('There is no template with that name.')).toBeTruthy();
  });
});

describe('The interview', () => {
  it('asks a question only when its condition holds', async () => {
    serveDrafting();
    renderPage('/documents/generate?draft=12');
    await stepHeading('You and your landlord');
    expect(screen.queryByLabelText('What kind of pet?')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText('What kind of pet?')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('What kind of pet?')).toBeNull();
  });

  it('blocks Next with a message under each question to fix, then goes on once they are answered', async () => {
    const server = serveDrafting();
    renderPage('/documents/generate?draft=12');
    await stepHeading('You and your landlord');
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuetext')]).toEqual(['1', '4', 'Step 1 of 4: You and your landlord']);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    // nothing is marked before Next is tried
    expect(screen.queryByText('Answer this question.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('3 answers on this page need attention before you go on.')).toBeTruthy();
    expect(screen.getAllByText('Answer this question.')).toHaveLength(3);
    const name = within(party('Your name and address')).getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByLabelText('Which state was the rental in?').getAttribute('aria-describedby')).toBe('answer-state-error');

    fillTenant();
    // a half-typed answer says what is wrong with it
    fireEvent.change(within(party('Your name and address')).getByLabelText('ZIP code'), { target: { value: '937' } });
    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeTruthy();
    fireEvent.change(within(party('Your name and address')).getByLabelText('ZIP code'), { target: { value: ME.zip } });
    fireEvent.change(screen.getByLabelText('Which state was the rental in?'), { target: { value: 'CA' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText(/need attention/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    const money = await stepHeading('The money');
    await waitFor(() => expect(document.activeElement).toBe(money));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    // the answers and the page are saved, so the draft resumes here
    await waitFor(() => expect(server.patches().at(-1)).toMatchObject({ page: 1, answers: { tenant: ME, state: 'CA', pets: false } }), SLOW);
    // the state chosen becomes the person's state elsewhere too
    expect(localStorage.getItem(STORAGE_KEYS.chatJurisdiction)).toBe('CA');
  });

  it('keeps the answers when going Back and forth', async () => {
    serveDrafting(draft({ tenant: ME, state: 'CA', pets: false }, { page: 1 }));
    renderPage('/documents/generate?draft=12');
    await stepHeading('The money');
    fireEvent.change(screen.getByLabelText('How much was the deposit?'), { target: { value: '1,500' } });
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    const first = await stepHeading('You and your landlord');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect((within(party('Your name and address')).getByLabelText('Full name') as HTMLInputElement).value).toBe(ME.name);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await stepHeading('The money');
    expect((screen.getByLabelText('How much was the deposit?') as HTMLInputElement).value).toBe('1,500');
  });

  it('saves answers as they are typed and shows the preview the server answers with', async () => {
    const server = serveDrafting();
    renderPage('/documents/generate?draft=12');
    await stepHeading('You and your landlord');
    const preview = screen.getByRole('article', { name: 'Preview of your document' });
    expect(within(preview).getByText('[Your name and address]').tagName).toBe('MARK');
    fireEvent.change(within(party('Your name and address')).getByLabelText('Full name'), { target: { value: 'Maria' } });
    fireEvent.change(within(party('Your name and address')).getByLabelText('Full name'), { target: { value: 'Maria Lopez' } });
    expect(screen.getByText('Saving…')).toBeTruthy();
    await waitFor(() => expect(within(preview).getByText('Maria Lopez').tagName).toBe('P'), SLOW);
    expect(screen.getByText('Saved')).toBeTruthy();
    // both changes went in one save
    expect(server.patches()).toEqual([{ answers: { tenant: { name: 'Maria Lopez' } } }]);
  });

  it('fills the state from the one you chose before', async () => {
    localStorage.setItem(STORAGE_KEYS.chatJurisdiction, 'NY');
    const server = serveDrafting();
    renderPage('/documents/generate?draft=12');
    await stepHeading('You and your landlord');
    expect((screen.getByLabelText('Which state was the rental in?') as HTMLSelectElement).value).toBe('NY');
    await waitFor(() => expect(server.patches()).toEqual([{ answers: { state: 'NY' } }]), SLOW);
  });

  it('lists at Review what is left, each a way back to its question', async () => {
    const { deposit: _, ...rest } = COMPLETE;
    serveDrafting(draft(rest, { page: 2 }));
    renderPage('/documents/generate?draft=12');
    await stepHeading('What was damaged');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await stepHeading('Review');
    expect(screen.getByText('One answer still needs attention')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Create document/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'The money: How much was the deposit?' }));
    await stepHeading('The money');
    const box = screen.getByLabelText('How much was the deposit?');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('creates the document at Review, then offers it in Documents and as Word and PDF', async () => {
    const server = serveDrafting(draft(COMPLETE, { page: 2 }));
    renderPage('/documents/generate?draft=12');
    await stepHeading('What was damaged');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await stepHeading('Review');
    expect(screen.getByText(/Every question is answered/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Document name'), { target: { value: 'Letter to Valley Rentals' } });
    fireEvent.change(await screen.findByLabelText('File it in a matter (optional)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /Create document/ }));

    const done = await screen.findByRole('heading', { name: 'Your document is ready' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    // what was waiting to be saved went first
    const sent = server.changes().map((c) => `${c.method} ${c.url}`);
    expect(sent.slice(-1)).toEqual(['POST /api/drafts/12/generate']);
    expect(server.patches()).toContainEqual(expect.objectContaining({ title: 'Letter to Valley Rentals' }));
    expect(server.patches()).toContainEqual(expect.objectContaining({ matterId: 5 }));
    expect(screen.getByRole('link', { name: /Open in Documents/ }).getAttribute('href')).toBe('/documents/40');
    const word = screen.getByRole('link', { name: /Download Word/ });
    expect([word.getAttribute('href'), word.hasAttribute('download')]).toEqual(['/api/drafts/12/export?format=docx', true]);
    expect(screen.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toBe('/api/drafts/12/export?format=pdf');

    fireEvent.click(screen.getByRole('button', { name: /Edit answers/ }));
    await stepHeading('You and your landlord');
  });

  it('updates the document a draft made before', async () => {
    serveDrafting(draft(COMPLETE, { page: 2, documentId: 40 }));
    renderPage('/documents/generate?draft=12');
    await stepHeading('What was damaged');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Update the document/ }));
    expect(await screen.findByRole('heading', { name: 'Your document is updated' })).toBeTruthy();
  });

  it('shows the plan’s limit in the server’s words, with the way to upgrade', async () => {
    serveDrafting(draft(COMPLETE, { page: 2 }), {
      'POST /api/drafts/12/generate': failure(402, 'The Free plan includes 2 uploads a month.', 'plan_limit'),
    });
    renderPage('/documents/generate?draft=12');
    await stepHeading('What was damaged');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Create document/ }));
    expect(await screen.findByText('The Free plan includes 2 uploads a month.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscribe');
  });

  it('resumes on Review a draft left there', async () => {
    serveDrafting(draft(COMPLETE, { page: LETTER.pages.length }));
    renderPage('/documents/generate?draft=12');
    expect(await screen.findByRole('button', { name: /Create document/ })).toBeTruthy();
  });

  it('says so for a draft that is not there', async () => {
    serveDrafting();
    renderPage('/documents/generate?draft=99');
    expect(await screen.findByText('This draft does not exist, or it is in another workspace.')).toBeTruthy();
  });
});

describe('Rewording a section', () => {
  const withSection = (text: string): Draft['preview'] => ({
    title: 'Deposit letter',
    blocks: [
      { type: 'title', text: 'Deposit letter' },
      { type: 'heading', level: 1, number: '1.', text: 'Late fee', id: 'late-fee' },
      { type: 'paragraph', lines: [[{ text }]] },
    ],
  });
  const suggestions = (ai: boolean) => ({
    section: 'late-fee',
    heading: 'Late fee',
    current: 'A late fee of $25.00 is due.',
    ai,
    suggestions: [{ label: 'No late fee', text: 'No late fee is charged.', choice: { clause: 0 } }],
  });

  it('offers the template’s other wordings, and uses the one chosen', async () => {
    const start = draft(COMPLETE, { preview: withSection('A late fee of $25.00 is due.'), alternatives: ['late-fee'] });
    const server = serveDrafting(start, {
      'POST /api/drafts/12/sections/late-fee/suggestions': json(suggestions(false)),
      'PUT /api/drafts/12/sections/late-fee': json({ ...start, preview: withSection('No late fee is charged.'), reworded: ['late-fee'] }),
    });
    renderPage('/documents/generate?draft=12');
    fireEvent.click(await screen.findByRole('button', { name: 'Reword section 1. Late fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reword “Late fee”' });
    expect(await within(dialog).findByText('A late fee of $25.00 is due.')).toBeTruthy();
    // offline there is no AI to ask
    expect(within(dialog).queryByRole('button', { name: /Draft with AI/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this wording' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes().find((c) => c.method === 'PUT')?.body).toEqual({ clause: 0 });
    expect(within(screen.getByRole('article', { name: 'Preview of your document' })).getByText('No late fee is charged.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reword section 1. Late fee (reworded)' })).toBeTruthy();
  });

  it('asks the AI for a rewrite to an instruction when one is configured', async () => {
    const start = draft(COMPLETE, { preview: withSection('A late fee of $25.00 is due.'), aiRewrite: true });
    const server = serveDrafting(start, {
      'POST /api/drafts/12/sections/late-fee/suggestions': (body) =>
        json((body as { instruction?: string }).instruction ? { ...suggestions(true), suggestions: [{ label: 'Rewritten by AI', text: 'We will talk first.', choice: { text: 'We will talk first.' } }] } : { ...suggestions(true), suggestions: [] }),
    });
    renderPage('/documents/generate?draft=12');
    fireEvent.click(await screen.findByRole('button', { name: 'Reword section 1. Late fee' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('How should it change?'), { target: { value: 'make it friendlier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Draft with AI/ }));
    expect(await within(dialog).findByText('We will talk first.')).toBeTruthy();
    expect(server.changes().filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ instruction: 'make it friendlier' });
  });
});
