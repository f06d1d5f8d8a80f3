import { DefaultChatTransport } from 'ai';
import type { CounselUIMessage } from '@common/schemas/chat';
import { apiRequest } from '@/lib/api-request';
import { conversationUrl } from './conversations';

/**
 * How useChat talks to the server: only the new question travels (the server keeps the history), or
 * `{ regenerate: true }`; requests go through the app's request layer, so they carry the CSRF token,
 * retry once on a stale one, and fail with the app's error texts.
 */
export function chatTransport(conversationId: number) {
  return new DefaultChatTransport<CounselUIMessage>({
    api: `${conversationUrl(conversationId)}/messages`,
    fetch: (input, init) => apiRequest('POST', String(input), JSON.parse(String(init?.body)), { signal: init?.signal ?? undefined }),
    prepareSendMessagesRequest: ({ messages, trigger }) => {
      if (trigger === 'regenerate-message') return { body: { regenerate: true } };
      const last = messages.at(-1)!;
      return { body: { message: { id: last.id, role: 'user', parts: last.parts.filter((p) => p.type === 'text').map((p) => ({ type: 'text', text: p.text })) } } };
    },
  });
}
