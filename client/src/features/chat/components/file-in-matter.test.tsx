import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail } from '@common/schemas/chat';
import { matter } from '@/features/matters/test-fixtures';
import { failure, json, serve } from '@/features/teams/test-server';
import { renderAt } from '@/test/render-at';
import { Thread } from './thread';

afterEach(() => vi.unstubAllGlobals());

const AT = '2026-11-22T10:00:00.000Z';
const MATTERS = 'GET /api/matters?sort=updated&limit=100';
const conversation = (matterId: number | null): ConversationDetail => ({
  id: 7,
  title: 'Can they keep my deposit?',
  jurisdiction: null,
  context: {},
  archived: false,
  matterId,
  createdAt: AT,
  updatedAt: AT,
  preview: '',
  messages: [],
});

describe('filing a conversation from the chat', () => {
  it('files it in the chosen matter, then names the matter above the conversation', async () => {
    let filedIn: number | null = null;
    const server = serve({
      'GET /api/conversations/7': () => json(conversation(filedIn)),
      [MATTERS]: json({ items: [matter(5, 'Deposit dispute'), matter(6, 'Old lease', { status: 'closed' })], nextCursor: null }),
      'GET /api/matters/5': json(matter(5, 'Deposit dispute')),
      'POST /api/matters/5/links': () => ((filedIn = 5), new Response(null, { status: 204 })),
    });
    renderAt('/chat/7', <Thread id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'File in matter' }));
    const dialog = await screen.findByRole('dialog', { name: 'File in a matter' });
    const picker = (await within(dialog).findByLabelText('Matter')) as HTMLSelectElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'File it' }));
    expect(await within(dialog).findByText('Choose a matter.')).toBeTruthy();

    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a matter', 'M-2026-0005 Deposit dispute', 'M-2026-0006 Old lease (closed)']);
    expect(document.activeElement).toBe(picker);
    fireEvent.change(picker, { target: { value: '5' } });
    expect(within(dialog).queryByText('Choose a matter.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'File it' }));
    await waitFor(() => expect(server.changes()).toEqual([{ method: 'POST', url: '/api/matters/5/links', body: { kind: 'conversation', id: 7 } }]));
    expect((await screen.findByText(/Asking about/)).textContent).toContain('M-2026-0005 Deposit dispute');
    expect(screen.queryByRole('button', { name: 'File in matter' })).toBeNull();
  });

  it('says why the server refused', async () => {
    const message = 'This conversation is already in matter M-2026-0009. Take it out of that matter first.';
    serve({
      'GET /api/conversations/7': json(conversation(null)),
      [MATTERS]: json({ items: [matter(5, 'Deposit dispute')], nextCursor: null }),
      'POST /api/matters/5/links': failure(409, message, 'conflict'),
    });
    renderAt('/chat/7', <Thread id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'File in matter' }));
    const dialog = await screen.findByRole('dialog', { name: 'File in a matter' });
    fireEvent.change(await within(dialog).findByLabelText('Matter'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'File it' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('offers to start a matter when the workspace has none', async () => {
    serve({ 'GET /api/conversations/7': json(conversation(null)), [MATTERS]: json({ items: [], nextCursor: null }) });
    renderAt('/chat/7', <Thread id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'File in matter' }));
    const dialog = await screen.findByRole('dialog', { name: 'File in a matter' });
    expect((await within(dialog).findByRole('link', { name: 'Start a matter' })).getAttribute('href')).toBe('/matters/new');
    expect(within(dialog).queryByRole('button', { name: 'File it' })).toBeNull();
  });
});
