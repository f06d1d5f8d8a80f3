/** Saved messages as the chat hook holds them, and what an answer carries besides its text. */
import type { ChatMessage, CounselUIMessage, Source } from '@common/schemas/chat';

export function toUIMessages(messages: ChatMessage[]): CounselUIMessage[] {
  return messages.map((m) => ({
    id: m.id,
    role: m.role,
    parts: m.parts as CounselUIMessage['parts'],
    metadata: { status: m.status, verified: m.verified ?? undefined, createdAt: m.createdAt },
  }));
}

export function textOf(message: CounselUIMessage): string {
  return message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
}

export function sourcesOf(message: CounselUIMessage): Source[] {
  return message.parts.findLast((p) => p.type === 'data-sources')?.data ?? [];
}

export function followUpsOf(message: CounselUIMessage): string[] {
  return message.parts.findLast((p) => p.type === 'data-followups')?.data ?? [];
}

/** The answer found that the rules differ by state and did not know the user's. */
export function asksForState(message: CounselUIMessage): boolean {
  return message.parts.some((p) => p.type === 'data-askstate' && p.data);
}
