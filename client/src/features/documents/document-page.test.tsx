/**
 * A document's page as what the signed-in person may do with it: who manages it gets Share, Reanalyze,
 * Rename and Delete; who it is shared with reads by whom and what their role allows, without them.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { DocumentView } from '@common/schemas/documents';
import { draft, listed } from '@/features/drafting/test-fixtures';
import { json, serve } from '@/features/teams/test-server';
import { renderAt } from '@/test/render-at';
import DocumentPage from './document-page';
import { documentView } from '@/test/document-view';

afterEach(() => vi.unstubAllGlobals());

const doc = (more: Partial<DocumentView> = {}) => documentView({ id: 40, ...more });

const renderDocument = () =>
  renderAt(
    '/documents/40',
    <Route path="/documents/:id">
      <DocumentPage />
    </Route>,
  );

const MANAGING = ['Reanalyze', 'Rename', 'Delete'];
const managingButtons = () => MANAGING.filter((name) => screen.queryByRole('button', { name }));

describe('Document page, by access', () => {
  it('a viewer reads who shared it and what they may do, without Share, Reanalyze, Rename or Delete', async () => {
    serve({ 'GET /api/documents/40': json(doc({ access: 'viewer', sharedBy: 'alice' })) });
    renderDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease for 12 Elm Street' })).toBeTruthy();
    expect(screen.getByText(/^Shared with you by/).textContent).toBe('Shared with you by alice. You can read and download it.');
    expect(screen.queryByRole('link', { name: 'Share' })).toBeNull();
    expect(managingButtons()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Download' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in editor' }).getAttribute('href')).toBe('/documents/40/edit');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it.each([
    ['commenter', 'You can read it, see its history and comment.', 'Open in editor'],
    ['editor', 'You can read, comment on and edit it.', 'Edit'],
  ] as const)('a %s reads what the role allows, and still cannot manage it', async (access, text, editor) => {
    serve({ 'GET /api/documents/40': json(doc({ access, sharedBy: 'dana' })) });
    renderDocument();
    expect((await screen.findByText(/^Shared with you by/)).textContent).toBe(`Shared with you by dana. ${text}`);
    expect(screen.getByRole('link', { name: editor })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Share' })).toBeNull();
    expect(managingButtons()).toEqual([]);
  });

  it('a manager gets Share, Reanalyze, Rename and Delete, and no "Shared with you"', async () => {
    serve({ 'GET /api/documents/40': json(doc()) });
    renderDocument();
    await screen.findByRole('heading', { level: 1, name: 'Lease for 12 Elm Street' });
    expect(screen.queryByText(/Shared with you by/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Share' }).getAttribute('href')).toBe('/documents/40/share');
    expect(managingButtons()).toEqual(MANAGING);
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('a drafted document shared with someone offers them no "Edit answers": its drafts are not even asked for', async () => {
    const made = draft({}, { id: 3, title: 'Deposit letter', documentId: 40 });
    const server = serve({ 'GET /api/documents/40': json(doc({ templateId: 'test-letter', access: 'editor', sharedBy: 'alice' })), 'GET /api/drafts': json({ items: [listed(made)] }) });
    renderDocument();
    await screen.findByText(/^Shared with you by/);
    expect(screen.queryByRole('link', { name: 'Edit answers' })).toBeNull();
    expect(server.sent.some((s) => s.url === '/api/drafts')).toBe(false);
  });

  it('in its workspace, a drafted document offers "Edit answers"', async () => {
    const made = draft({}, { id: 3, title: 'Deposit letter', documentId: 40 });
    serve({ 'GET /api/documents/40': json(doc({ templateId: 'test-letter' })), 'GET /api/drafts': json({ items: [listed(made)] }) });
    renderDocument();
    expect((await screen.findByRole('link', { name: 'Edit answers' })).getAttribute('href')).toContain('draft=3');
  });

  it('says when its analysis is of an earlier version, and where the newest one is', async () => {
    serve({ 'GET /api/documents/40': json(doc({ editedSinceAnalysis: true, access: 'commenter', sharedBy: 'alice' })) });
    renderDocument();
    const note = (await screen.findByText(/^This analysis is of an earlier version/)).closest('p')!;
    expect(note.textContent).toBe('This analysis is of an earlier version: the text was edited since. Open the newest version. Questions about the document already read the newest version.');
    expect(within(note).getByRole('link', { name: 'Open the newest version' }).getAttribute('href')).toBe('/documents/40/edit');
  });

  it('gives an empty file’s size as "Empty", not "1 KB"', async () => {
    serve({ 'GET /api/documents/40': json(doc({ size: 0 })) });
    renderDocument();
    expect(await screen.findByText('Empty')).toBeTruthy();
  });
});
