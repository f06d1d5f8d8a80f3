import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Source } from '@common/schemas/chat';
import { resetCsrfToken } from '@/lib/api-request';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { renderAt } from '../test-utils';
import { NewChat } from './new-chat';
import { SourceCards } from './source-cards';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('asking about a document', () => {
  it('shows the document it asks about and starts the conversation with it attached', async () => {
    const created: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url === '/api/csrf-token') return json({ csrfToken: 't' });
      if (url === '/api/documents/12') return json({ id: 12, title: '12 Elm Street lease', status: 'complete' });
      if (url === '/api/conversations' && init.method === 'POST') {
        created.push(JSON.parse(String(init.body)));
        return json({ id: 7, title: 'New conversation' }, { status: 201 });
      }
      return json({ message: 'Not found' }, { status: 404 });
    });
    const memory = renderAt('/chat?document=12', <NewChat />);
    const title = await screen.findByRole('link', { name: '12 Elm Street lease' });
    expect(title.getAttribute('href')).toBe('/documents/12');
    expect(title.closest('p')!.textContent).toBe('Asking about: 12 Elm Street lease');

    fireEvent.click(screen.getByRole('button', { name: 'What do I have to pay, and when?' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/chat/7'));
    // the state comes from the document's governing law on the server, unless the person picks one here
    expect(created).toEqual([{ context: { documentIds: [12] } }]);
  });

  it('says why when the document cannot be asked about', async () => {
    stubFetch(async (url) => {
      if (url === '/api/csrf-token') return json({ csrfToken: 't' });
      if (url === '/api/conversations') return json({ code: 'not_found', message: 'There is no document with id 99' }, { status: 404 });
      return json({ code: 'not_found', message: 'There is no document with that id' }, { status: 404 });
    });
    renderAt('/chat?document=99', <NewChat />);
    expect(await screen.findByText('a document that is no longer available')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'How much is the deposit?' } });
    fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t start the conversation: There is no document with id 99');
  });

  it('from a matter: names the matter and files the conversation in it', async () => {
    const created: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url === '/api/csrf-token') return json({ csrfToken: 't' });
      if (url === '/api/matters/5') return json({ id: 5, number: 'M-2026-0005', title: 'Eviction notice' });
      if (url === '/api/conversations' && init.method === 'POST') {
        created.push(JSON.parse(String(init.body)));
        return json({ id: 8, title: 'New conversation' }, { status: 201 });
      }
      return json({ message: 'Not found' }, { status: 404 });
    });
    const memory = renderAt('/chat?matter=5', <NewChat />);
    const title = await screen.findByRole('link', { name: 'M-2026-0005 Eviction notice' });
    expect(title.getAttribute('href')).toBe('/matters/5');
    fireEvent.click(screen.getByRole('button', { name: 'What deadlines apply to me?' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/chat/8'));
    expect(created).toEqual([{ jurisdiction: null, context: { matterId: 5 } }]);
  });

  it('links a document source to its passage on the document page', () => {
    const source: Source = {
      n: 1,
      kind: 'document',
      title: '12 Elm Street lease: 2 Security Deposit',
      url: '/documents/12#passage-s3',
      documentId: 12,
      sectionId: 's3',
      start: 237,
      end: 486,
      quote: '2. Security Deposit. The Tenant shall pay a security deposit of $2,800…',
    };
    renderAt('/chat/7', <SourceCards messageId="a1" sources={[source]} />);
    expect(screen.getByRole('link', { name: /12 Elm Street lease: 2 Security Deposit/ }).getAttribute('href')).toBe('/documents/12#passage-s3');
  });
});
