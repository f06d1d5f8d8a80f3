/** Database rows as the API shows them, and the small text rules of conversations. */
import type { ChatMessage, Conversation } from '../../../common/schemas/chat';
import type { StateCode } from '../../../common/jurisdictions';
import type { ConversationRow, MessageRow } from './chat.repository';
import { stripBidiControls } from '../../../common/text';

export const DEFAULT_TITLE = 'New conversation';
const TITLE_CHARS = 60;

/** A title from the first question: its first line, cut at a word near 60 characters. */
export function titleFrom(question: string): string {
  const line = stripBidiControls(question).trim().split('\n')[0]!.replace(/\s+/g, ' ');
  if (line.length <= TITLE_CHARS) return line;
  const cut = line.slice(0, TITLE_CHARS).replace(/\s+\S*$/, '');
  return `${cut || line.slice(0, TITLE_CHARS)}…`;
}

export const PREVIEW_CHARS = 160;

/** The opening words of a message as plain text for a list: no Markdown marks, no [n] markers. */
export function previewOf(text: string): string {
  const plain = text
    .replace(/\s?\[\d{1,3}\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_#>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= PREVIEW_CHARS) return plain;
  return `${plain.slice(0, PREVIEW_CHARS).replace(/\s+\S*$/, '')}…`;
}

export function toConversation(row: ConversationRow, preview: string): Conversation {
  return {
    id: row.id,
    title: row.title,
    jurisdiction: row.jurisdiction as StateCode | null,
    context: row.context,
    archived: row.archived,
    matterId: row.matterId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    preview: previewOf(preview),
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    parts: row.parts as ChatMessage['parts'],
    sources: row.sources,
    // a draft still being written is not shown (the stream shows it); one a dead server left is interrupted
    status: row.status === 'streaming' ? 'interrupted' : row.status,
    verified: row.verified,
    provider: row.provider,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
  };
}
