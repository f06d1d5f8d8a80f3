/** Reading an AI SDK UI message stream (server-sent events) the way a test needs it. */
import type { Source } from '../../common/schemas/chat';

export type Chunk = { type: string } & Record<string, unknown>;

export function parseUiStream(body: string): Chunk[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as Chunk);
}

export interface StreamedAnswer {
  chunks: Chunk[];
  text: string;
  /** the last `data-sources` sent */
  sources: Source[];
  followUps: string[];
  metadata: Record<string, unknown>;
  error?: string;
}

export function readAnswer(body: string): StreamedAnswer {
  const chunks = parseUiStream(body);
  const last = (type: string) => chunks.filter((c) => c.type === type).at(-1);
  return {
    chunks,
    text: chunks
      .filter((c) => c.type === 'text-delta')
      .map((c) => c.delta)
      .join(''),
    sources: (last('data-sources')?.data as Source[] | undefined) ?? [],
    followUps: (last('data-followups')?.data as string[] | undefined) ?? [],
    metadata: (last('message-metadata')?.messageMetadata as Record<string, unknown> | undefined) ?? {},
    error: last('error')?.errorText as string | undefined,
  };
}

/** The body of `POST /api/conversations/:id/messages` for one question. */
export const ask = (text: string, id?: string) => ({ message: { ...(id ? { id } : {}), role: 'user', parts: [{ type: 'text', text }] } });
