import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CounselUIMessage, Source } from '@common/schemas/chat';
import { resetCsrfToken } from '@/lib/api-request';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { takePendingQuestion } from '../lib/pending-question';
import { renderAt } from '../test-utils';
import { MessageView } from './message-view';
import { NewChat } from './new-chat';

const USAGE = { plan: 'free', periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z', conversations: { used: 5, limit: 5 }, uploads: { used: 0, limit: 2 } };

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('starting a conversation', () => {
  it('creates it with the chosen state, then opens its thread with the question waiting to be sent', async () => {
    const created: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url === '/api/csrf-token') return json({ csrfToken: 't' });
      if (url === '/api/conversations' && init.method === 'POST') {
        created.push(JSON.parse(String(init.body)));
        return json({ id: 42, title: 'New conversation' }, { status: 201 });
      }
      return json({ message: 'Not found' }, { status: 404 });
    });
    const memory = renderAt('/chat', <NewChat />);
    fireEvent.change(screen.getByLabelText('Your state'), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Can my landlord keep my deposit?' } });
    fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Enter' });
    await waitFor(() => expect(memory.history.at(-1)).toBe('/chat/42'));
    expect(created).toEqual([{ jurisdiction: 'CA' }]);
    expect(takePendingQuestion(42)).toBe('Can my landlord keep my deposit?');
    expect(localStorage.getItem('chatJurisdiction')).toBe('CA');
  });

  it('shows the upgrade prompt with the server’s message when the month’s conversations are used up', async () => {
    const limit = 'You have used all 5 AI chat conversations of the Free plan this month. Upgrade to Premium for unlimited AI chat conversations.';
    stubFetch(async (url, init) => {
      if (url === '/api/csrf-token') return json({ csrfToken: 't' });
      if (url === '/api/usage') return json(USAGE);
      if (url === '/api/conversations' && init.method === 'POST') return json({ code: 'plan_limit', message: limit }, { status: 402 });
      return json({ message: 'Not found' }, { status: 404 });
    });
    const memory = renderAt('/chat', <NewChat />);
    fireEvent.click(screen.getByRole('button', { name: 'How do I make a simple will?' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain(limit);
    // this month's usage, so the limit is plain to see
    expect((await screen.findByRole('meter', { name: 'AI chat conversations' })).getAttribute('aria-valuenow')).toBe('5');
    expect(prompt.textContent).toContain('5 of 5 used');
    expect(screen.getByText('Usage resets on December 1.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByLabelText('Your question')).toBeNull();
    expect(memory.history.at(-1)).toBe('/chat');
  });
});

describe('an answer', () => {
  const source: Source = { n: 1, kind: 'topic', title: 'Security deposits: In short', url: '/knowledge-base/housing/security-deposits#in-short', quote: 'A security deposit is money…' };
  const answer = (metadata: CounselUIMessage['metadata'] = { status: 'complete', verified: true }): CounselUIMessage => ({
    id: 'a1',
    role: 'assistant',
    metadata,
    parts: [
      { type: 'text', text: 'Your landlord must return it within the deadline [1].' },
      { type: 'data-sources', id: 'sources', data: [source] },
      { type: 'data-followups', id: 'followups', data: ['How does this work in California?'] },
    ],
  });

  it('turns each [n] into a link to its source card, which opens the guide at its section', () => {
    renderAt('/chat/1', <MessageView message={answer()} streaming={false} canAsk isLast onAsk={() => {}} onRegenerate={() => {}} />);
    const marker = screen.getByRole('link', { name: 'Source 1' });
    expect(marker.getAttribute('href')).toBe('#cite-a1-1');
    const card = document.getElementById('cite-a1-1')!;
    card.scrollIntoView = vi.fn();
    fireEvent.click(marker);
    expect(document.activeElement).toBe(card);
    expect(screen.getByRole('link', { name: /Security deposits: In short/ }).getAttribute('href')).toBe('/knowledge-base/housing/security-deposits#in-short');
    expect(screen.queryByText(/\[1\]/)).toBeNull();
  });

  it('asks a suggested follow-up when it is clicked, and offers regenerate on the last answer', () => {
    const onAsk = vi.fn();
    const onRegenerate = vi.fn();
    renderAt('/chat/1', <MessageView message={answer()} streaming={false} canAsk isLast onAsk={onAsk} onRegenerate={onRegenerate} />);
    fireEvent.click(screen.getByRole('button', { name: 'How does this work in California?' }));
    expect(onAsk).toHaveBeenCalledWith('How does this work in California?');
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(onRegenerate).toHaveBeenCalledOnce();
  });

  it('says when an answer was stopped, or cites nothing it could verify', () => {
    renderAt('/chat/1', <MessageView message={answer({ status: 'partial', verified: false })} streaming={false} canAsk isLast onAsk={() => {}} onRegenerate={() => {}} />);
    expect(screen.getByText('Stopped before the end.')).toBeTruthy();
    expect(screen.getByText(/Unverified: this answer cites no source/)).toBeTruthy();
  });

  it('says when an answer was cut off by a restart, and offers to regenerate it', () => {
    renderAt('/chat/1', <MessageView message={answer({ status: 'interrupted' })} streaming={false} canAsk isLast onAsk={() => {}} onRegenerate={() => {}} />);
    expect(screen.getByText('Cut off: Counsel restarted while writing this answer. Regenerate it for the whole answer.')).toBeTruthy();
    expect(screen.queryByText('Stopped before the end.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeTruthy();
  });

  it('holds back follow-ups and actions while it is still arriving', () => {
    renderAt('/chat/1', <MessageView message={answer()} streaming canAsk={false} isLast onAsk={() => {}} onRegenerate={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'How does this work in California?' })).toBeNull();
  });
});
