import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@common/schemas/chat';
import type { DocumentListItem } from '@common/schemas/documents';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { renderAt } from '@/test/render-at';
import HistoryPage from './history-page';

const conversation: Conversation = {
  id: 3,
  title: 'Deposit dispute',
  jurisdiction: 'CA',
  context: {},
  archived: false,
  matterId: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  preview: 'Your landlord must return it within 21 days.',
};

const doc = (id: number, title: string, more: Partial<DocumentListItem> = {}): DocumentListItem => ({
  id,
  title,
  fileName: `${title}.pdf`,
  kind: 'pdf',
  size: 1000,
  status: 'complete',
  progress: 100,
  error: null,
  pageCount: 2,
  matterId: null,
  templateId: null,
  documentType: 'lease',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:05:00.000Z',
  ...more,
});

/** Answers the two list routes from `pages` by their query string; records what was asked. */
function serve(pages: { conversations?: Record<string, unknown>; documents?: Record<string, unknown> }) {
  const asked: string[] = [];
  stubFetch((url) => {
    asked.push(url);
    const [path, query = ''] = url.split('?');
    const table = path === '/api/conversations' ? (pages.conversations ?? {}) : path === '/api/documents' ? (pages.documents ?? {}) : undefined;
    const page = table?.[query] ?? { items: [], nextCursor: null };
    return table ? json(page) : json({ message: 'Not found' }, { status: 404 });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('History', () => {
  it('shows conversations by default, in an accessible tab set, and switches tabs through the URL', async () => {
    serve({ conversations: { '': { items: [conversation], nextCursor: null } }, documents: { '': { items: [doc(7, 'Oak Street lease')], nextCursor: null } } });
    const memory = renderAt('/history', <HistoryPage />);
    expect(screen.getByText('Your past conversations with Counsel and the documents it analysed, newest first.')).toBeTruthy();

    const tabs = within(screen.getByRole('tablist', { name: 'History' })).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Conversations', 'true', 0],
      ['Document analyses', 'false', -1],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Conversations' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Deposit dispute/ })).getAttribute('href')).toBe('/chat/3');

    fireEvent.click(screen.getByRole('tab', { name: 'Document analyses' }));
    expect(memory.history).toEqual(['/history?tab=documents']);
    expect(screen.getByRole('tab', { name: 'Document analyses' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Document analyses' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Oak Street lease/ })).getAttribute('href')).toBe('/documents/7');

    // arrow keys move between tabs, as in any tab set
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Document analyses' }), { key: 'ArrowRight' });
    expect(memory.history).toEqual(['/history']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Conversations' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(memory.history).toEqual(['/history?tab=documents']);
  });

  it('lists each document with its title, type, status and date, and pages with Load more', async () => {
    const asked = serve({
      documents: {
        '': { items: [doc(9, 'Job offer', { documentType: 'employment', updatedAt: '2026-03-05T12:00:00.000Z' }), doc(8, 'Scan', { status: 'failed', documentType: null })], nextCursor: 'c1' },
        'cursor=c1': { items: [doc(7, 'Oak Street lease')], nextCursor: null },
      },
    });
    renderAt('/history?tab=documents', <HistoryPage />);
    const offer = await screen.findByRole('link', { name: /Job offer/ });
    expect(offer.textContent).toContain('Employment offer or agreement · Job offer.pdf');
    expect(offer.textContent).toContain('Ready');
    expect(offer.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-05T12:00:00.000Z');
    const scan = screen.getByRole('link', { name: /Scan/ });
    expect(scan.textContent).toContain('Could not be read');
    expect(scan.textContent).not.toContain('Other agreement');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('link', { name: /Oak Street lease/ })).textContent).toContain('Lease · Oak Street lease.pdf');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual(['/api/documents', '/api/documents?cursor=c1']);
  });

  it('shares search and days between the tabs, and tells "none yet" from "no match"', async () => {
    const asked = serve({});
    renderAt('/history?tab=documents', <HistoryPage />);
    expect(await screen.findByText('No document analyses yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload your first document' }).getAttribute('href')).toBe('/documents/new');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'renews' } });
    expect(await screen.findByText('No document analyses match these filters.')).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)).toBe('/api/documents?q=renews&from=2026-03-01&to=2026-03-31'));

    fireEvent.click(screen.getByRole('tab', { name: 'Conversations' }));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('renews');
    expect(await screen.findByText('No conversations match these filters.')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/conversations?q=renews&from=2026-03-01&to=2026-03-31');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask your first question' }).getAttribute('href')).toBe('/chat');
  });
});
