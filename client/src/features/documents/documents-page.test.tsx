import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentListItem } from '@common/schemas/documents';
import { draft, listed } from '@/features/drafting/test-fixtures';
import { json, serve } from '@/features/teams/test-server';
import { renderAt } from '@/test/render-at';
import DocumentsPage from './documents-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const doc = (id: number, title: string, more: Partial<DocumentListItem> = {}): DocumentListItem => ({
  id,
  title,
  fileName: `${title}.docx`,
  kind: 'docx',
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

describe('Documents', () => {
  it('offers drafting beside uploading, marks drafted documents and lists the drafts not yet made into one', async () => {
    const made = draft({}, { id: 3, title: 'Deposit letter', documentId: 40 });
    const unfinished = draft({}, { id: 4, title: 'Letter to Valley Rentals' });
    const server = serve({
      'GET /api/documents?limit=50': json({ items: [doc(40, 'Deposit letter', { templateId: 'test-letter' }), doc(41, 'Lease from landlord')], nextCursor: null }),
      'GET /api/drafts': json({ items: [listed(made), listed(unfinished)] }),
      'DELETE /api/drafts/4': new Response(null, { status: 204 }),
    });
    renderAt('/documents', <DocumentsPage />);
    expect(screen.getByRole('link', { name: 'Draft a document' }).getAttribute('href')).toBe('/documents/generate');
    expect(screen.getByRole('link', { name: 'Upload a document' }).getAttribute('href')).toBe('/documents/new');

    const drafted = await screen.findByRole('link', { name: /Deposit letter/ });
    expect(within(drafted).getByText('Drafted')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Lease from landlord/ })).queryByText('Drafted')).toBeNull();

    const drafts = await screen.findByRole('region', { name: 'Drafts in progress' });
    expect(within(drafts).getAllByRole('listitem')).toHaveLength(1);
    const resume = within(drafts).getByRole('link', { name: 'Letter to Valley Rentals' });
    expect(resume.getAttribute('href')).toBe('/documents/generate?draft=4');
    expect(within(drafts).getByText(/Deposit letter · Last saved/)).toBeTruthy();

    fireEvent.click(within(drafts).getByRole('button', { name: 'Delete draft “Letter to Valley Rentals”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft “Letter to Valley Rentals”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.changes()).toEqual([{ method: 'DELETE', url: '/api/drafts/4', body: undefined }]));
  });
});
