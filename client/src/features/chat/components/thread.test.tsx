import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail, Source } from '@common/schemas/chat';
import { resetCsrfToken } from '@/lib/api-request';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { setPendingQuestion } from '../lib/pending-question';
import { renderAt } from '../test-utils';
import { Thread } from './thread';

const NOW = '2026-11-22T10:00:00.000Z';
const DETAIL: ConversationDetail = { id: 7, title: 'New conversation', jurisdiction: null, context: {}, archived: false, matterId: null, createdAt: NOW, updatedAt: NOW, preview: '', messages: [] };
const SOURCE: Source = { n: 1, kind: 'topic', title: 'Security deposits: In short', url: '/knowledge-base/housing/security-deposits#in-short', quote: 'A security deposit is money…' };
const ANSWER = [
  { type: 'start', messageId: 'a1', messageMetadata: { createdAt: NOW } },
  { type: 'text-start', id: 't1' },
  { type: 'text-delta', id: 't1', delta: 'Your landlord must return it ' },
  { type: 'text-delta', id: 't1', delta: 'within the deadline [1].' },
  { type: 'data-sources', id: 'sources', data: [SOURCE] },
  { type: 'text-end', id: 't1' },
  { type: 'data-followups', id: 'followups', data: ['And in California?'] },
  { type: 'message-metadata', messageMetadata: { status: 'complete', verified: true } },
  { type: 'finish' },
];

/** An AI SDK UI message stream whose chunks the test sends one by one; aborting the request ends it. */
function uiStream(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  signal?.addEventListener('abort', () => controller.error(new DOMException('The user aborted a request.', 'AbortError')));
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' } }),
    send: (...chunks: object[]) => chunks.forEach((chunk) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`))),
    end: () => {
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  };
}

/** The server: the conversation, and each POST to its messages answered by the next stream. */
function stubServer() {
  const posts: unknown[] = [];
  const streams: ReturnType<typeof uiStream>[] = [];
  stubFetch(async (url, init) => {
    if (url === '/api/csrf-token') return json({ csrfToken: 't' });
    if (url === '/api/conversations/7/messages' && init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      const stream = uiStream(init.signal);
      streams.push(stream);
      return stream.response;
    }
    if (url === '/api/conversations/7') return json(DETAIL);
    if (url.startsWith('/api/conversations')) return json({ items: [], nextCursor: null });
    return json({ message: 'Not found' }, { status: 404 });
  });
  return { posts, streams };
}

const liveStatus = () => document.querySelector('[aria-live="polite"]')?.textContent;

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('a thread', () => {
  it('sends the question from the new-chat view alone, streams the answer in, then links its source and offers follow-ups', async () => {
    const server = stubServer();
    setPendingQuestion(7, 'Can my landlord keep my deposit?');
    renderAt('/chat/7', <Thread id={7} />);

    await waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.posts[0]).toEqual({ message: { id: expect.any(String), role: 'user', parts: [{ type: 'text', text: 'Can my landlord keep my deposit?' }] } });
    server.streams[0]!.send(...ANSWER.slice(0, 3));
    expect(await screen.findByText(/Your landlord must return it/)).toBeTruthy();
    expect(liveStatus()).toBe('Counsel is answering…');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'And in California?' })).toBeNull();

    server.streams[0]!.send(...ANSWER.slice(3));
    server.streams[0]!.end();
    fireEvent.click(await screen.findByRole('button', { name: 'And in California?' }));
    await waitFor(() => expect(server.streams).toHaveLength(2));
    expect(server.posts[1]).toMatchObject({ message: { role: 'user', parts: [{ type: 'text', text: 'And in California?' }] } });
    expect(screen.getByRole('link', { name: 'Source 1' }).getAttribute('href')).toBe('#cite-a1-1');
    expect(screen.getByRole('link', { name: /Security deposits: In short/ }).getAttribute('href')).toBe('/knowledge-base/housing/security-deposits#in-short');
  });

  it('shows a failed answer’s reason with Try again, which asks for the answer again', async () => {
    const server = stubServer();
    renderAt('/chat/7', <Thread id={7} />);
    fireEvent.change(await screen.findByLabelText('Your question'), { target: { value: 'Can my landlord keep my deposit?' } });
    fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Enter' });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    server.streams[0]!.send({ type: 'start', messageId: 'a1' }, { type: 'error', errorText: 'The AI service is busy. Your question is saved: try again in a minute.' });
    server.streams[0]!.end();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The AI service is busy. Your question is saved: try again in a minute.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.posts.at(-1)).toEqual({ regenerate: true }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops an answer on Stop, keeping what arrived and saying it stopped', async () => {
    const server = stubServer();
    setPendingQuestion(7, 'Can my landlord keep my deposit?');
    renderAt('/chat/7', <Thread id={7} />);
    await waitFor(() => expect(server.streams).toHaveLength(1));
    server.streams[0]!.send(...ANSWER.slice(0, 3));
    await screen.findByText(/Your landlord must return it/);

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped before the end.')).toBeTruthy();
    expect(screen.getByText(/Your landlord must return it/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(server.posts).toHaveLength(1);
  });

  it('puts a message the server refused back in the box, with the server’s reason, and keeps it out of the thread', async () => {
    const refusal = 'You have used all 5 AI chat conversations of the Free plan this month. Upgrade to Premium for unlimited AI chat conversations.';
    stubFetch(async (url, init) => {
      if (url === '/api/csrf-token') return json({ csrfToken: 't' });
      if (url === '/api/conversations/7/messages' && init.method === 'POST') return json({ code: 'plan_limit', message: refusal }, { status: 402 });
      if (url === '/api/conversations/7') return json(DETAIL);
      if (url.startsWith('/api/conversations')) return json({ items: [], nextCursor: null });
      return json({ message: 'Not found' }, { status: 404 });
    });
    renderAt('/chat/7', <Thread id={7} />);
    const box = await screen.findByLabelText<HTMLTextAreaElement>('Your question');
    const story = 'My landlord kept my whole deposit and says the carpet was ruined. It was old when I moved in.';
    fireEvent.change(box, { target: { value: story } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Your question').value).toBe(story));
    // the refused message is not shown as sent
    expect(screen.queryByText(story, { selector: 'p' })).toBeNull();
  });
});
