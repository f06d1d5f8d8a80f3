import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matter } from '@/features/matters/test-fixtures';
import { failure, json, serve } from '@/features/teams/test-server';
import { renderAt } from '@/test/render-at';
import UploadPage from './upload-page';

afterEach(() => vi.unstubAllGlobals());

const MATTERS = '/api/matters?sort=updated&limit=100';
const lease = () => new File(['The tenant shall pay rent.'], 'lease.txt', { type: 'text/plain' });

function renderUpload(path = '/documents/new') {
  return renderAt(
    path,
    <Route path="/documents/new">
      <UploadPage />
    </Route>,
  );
}

/** the multipart body of the upload that was sent */
function sentForm() {
  const call = vi.mocked(fetch).mock.calls.find(([url, init]) => url === '/api/documents' && init?.method === 'POST');
  return call![1]!.body as FormData;
}

describe('Upload page', () => {
  it('files the upload in the chosen matter, then opens the document', async () => {
    serve({
      [`GET ${MATTERS}`]: json({ items: [matter(5, 'Eviction notice'), matter(6, 'Old dispute', { status: 'closed' })], nextCursor: null }),
      'POST /api/documents': json({ id: 73, status: 'queued' }, { status: 202 }),
    });
    const memory = renderUpload();
    const picker = (await screen.findByLabelText('File it in a matter (optional)')) as HTMLSelectElement;
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not in a matter', 'M-2026-0005 Eviction notice', 'M-2026-0006 Old dispute (closed)']);
    fireEvent.change(picker, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/Drop a file here, or choose one/), { target: { files: [lease()] } });
    await waitFor(() => expect(memory.history.at(-1)).toBe('/documents/73'));
    expect([sentForm().get('matterId'), (sentForm().get('file') as File).name]).toEqual(['5', 'lease.txt']);
  });

  it('chooses the matter a link names, asking for it when it is not among the latest', async () => {
    serve({
      [`GET ${MATTERS}`]: json({ items: [matter(5, 'Eviction notice')], nextCursor: null }),
      'GET /api/matters/9': json(matter(9, 'Wage claim')),
      'POST /api/documents': json({ id: 74, status: 'queued' }, { status: 202 }),
    });
    renderUpload('/documents/new?matter=9');
    const picker = (await screen.findByLabelText('File it in a matter (optional)')) as HTMLSelectElement;
    await waitFor(() => expect(picker.selectedOptions[0]?.textContent).toBe('M-2026-0009 Wage claim'));
    fireEvent.change(screen.getByLabelText(/Drop a file here, or choose one/), { target: { files: [lease()] } });
    await waitFor(() => expect(sentForm().get('matterId')).toBe('9'));
  });

  it('lets go of a linked matter that is not in the workspace, so the upload is not filed anywhere', async () => {
    serve({
      [`GET ${MATTERS}`]: json({ items: [matter(5, 'Eviction notice')], nextCursor: null }),
      'POST /api/documents': json({ id: 75, status: 'queued' }, { status: 202 }),
    });
    renderUpload('/documents/new?matter=9');
    const picker = (await screen.findByLabelText('File it in a matter (optional)')) as HTMLSelectElement;
    // no file is taken while the linked matter is being checked; once it is let go, one is
    const input = screen.getByLabelText(/Drop a file here, or choose one/) as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(picker.selectedOptions[0]?.textContent).toBe('Not in a matter');
    fireEvent.change(input, { target: { files: [lease()] } });
    await waitFor(() => expect(sentForm().get('file')).not.toBeNull());
    expect(sentForm().get('matterId')).toBeNull();
  });

  it('sends no matter when the workspace has none, says what the server refused, and takes the same file again', async () => {
    serve({
      [`GET ${MATTERS}`]: json({ items: [], nextCursor: null }),
      'POST /api/documents': failure(415, 'This file is not a PDF, Word document or text file.', 'unsupported_media_type'),
    });
    renderUpload('/documents/new?matter=abc');
    fireEvent.change(await screen.findByLabelText(/Drop a file here, or choose one/), { target: { files: [lease()] } });
    expect((await screen.findByRole('alert')).textContent).toContain('This file is not a PDF, Word document or text file.');
    expect(sentForm().get('matterId')).toBeNull();
    expect(screen.queryByLabelText('File it in a matter (optional)')).toBeNull();
    // the input was cleared, so choosing the same file again sends it again
    const input = screen.getByLabelText(/Drop a file here, or choose one/) as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [lease()] } });
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.filter(([url, init]) => url === '/api/documents' && init?.method === 'POST')).toHaveLength(2));
  });

  it('refuses a file over 10 MB without sending it', async () => {
    serve({ [`GET ${MATTERS}`]: json({ items: [], nextCursor: null }) });
    renderUpload();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Drop a file here, or choose one/), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toContain('“scan.pdf” is larger than 10 MB.');
    expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/documents')).toBe(false);
  });
});
