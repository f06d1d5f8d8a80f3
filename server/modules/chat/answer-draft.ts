/**
 * An answer written to the database while it streams, so a server that dies mid-answer (a crash, a
 * kill -9) leaves the text the reader had seen: the row is 'streaming' from its first words, its text
 * is rewritten at most once a second, and it is touched every few seconds while the model is silent,
 * so a live answer never looks abandoned. A reader of the conversation finds an answer not written
 * for ABANDONED_STREAM_MS interrupted (chat.repository.ts `listMessages`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Source } from '../../../common/schemas/chat';
import type { ChatRepository, NewMessage } from './chat.repository';

/** how often the answer so far is written: a crash loses at most about this much of it */
export const DRAFT_EVERY_MS = 1000;
/** an unchanged draft is touched this often, so it is seen to be alive */
const TOUCH_EVERY_MS = 5000;

/** the columns of an answer its draft does not write: what is known only once the answer ends */
export type FinalAnswer = Pick<NewMessage, 'parts' | 'text' | 'sources' | 'status' | 'verified' | 'provider' | 'model' | 'inputTokens' | 'outputTokens'>;

export function answerDraft(
  repository: ChatRepository,
  { id, conversationId, createdAt, now, log }: { id: string; conversationId: number; createdAt: Date; now: () => Date; log: FastifyBaseLogger },
) {
  let text = '';
  let sources: Source[] = [];
  let changed = false;
  let inserted = false;
  let writtenAt = 0;
  let writing = Promise.resolve();
  const timer = setInterval(() => void write(), DRAFT_EVERY_MS);
  timer.unref();

  const partsOf = () => [{ type: 'text', text }, ...(sources.length ? [{ type: 'data-sources', id: 'sources', data: sources }] : [])];

  /** One write at a time, in order; a failed write is logged and the answer streams on. */
  function write(): Promise<void> {
    writing = writing.then(async () => {
      const at = now();
      if (!text || (!changed && at.getTime() - writtenAt < TOUCH_EVERY_MS)) return;
      const touch = !changed;
      changed = false;
      writtenAt = at.getTime();
      try {
        // a touch leaves the text (and so its search index) alone
        if (inserted) await repository.updateAnswer(conversationId, id, touch ? { streamedAt: at } : { text, parts: partsOf(), sources, streamedAt: at });
        else inserted = await repository.insertMessage({ id, conversationId, role: 'assistant', parts: partsOf(), text, sources, status: 'streaming', streamedAt: at, createdAt }, createdAt);
      } catch (err) {
        log.warn({ err, conversationId }, 'could not save the answer so far');
      }
    });
    return writing;
  }

  return {
    text(delta: string): void {
      text += delta;
      changed = true;
    },
    sources(cited: Source[]): void {
      sources = cited;
      changed = true;
    },
    /**
     * Stops drafting and saves the answer as it ended (`final`), or, with none, what was drafted as
     * failed. Whether a message was saved: an answer that said nothing saves none.
     */
    async end(final?: FinalAnswer): Promise<boolean> {
      clearInterval(timer);
      await writing;
      const values = final ?? { parts: partsOf(), text, sources, status: 'error' as const };
      if (inserted) await repository.updateAnswer(conversationId, id, values);
      else if (values.text) await repository.insertMessage({ id, conversationId, role: 'assistant', createdAt, ...values }, createdAt);
      else return false;
      return true;
    },
  };
}
