/**
 * An answer as the AI SDK UI message stream the client's useChat reads: start, the text as it comes,
 * the sources each time a new one is first cited, the follow-ups, the outcome; and the answer saved
 * while it streams (answer-draft.ts, so a crash keeps what was said) and as it ended, before the stream
 * finishes, whether it completed, failed part-way, or was stopped by the reader.
 */
import { createUIMessageStream, generateId } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { CounselUIMessage } from '../../../common/schemas/chat';
import type { Answer, AnswerEngine, AnswerRequest } from '../../ai/answer-engine';
import { FAILURE_MESSAGES } from '../../ai/provider-errors';
import { answerDraft, type FinalAnswer } from './answer-draft';
import type { ChatRepository } from './chat.repository';

const TEXT_ID = 'answer';

export interface AnswerStreamInput {
  conversationId: number;
  request: AnswerRequest;
  now: () => Date;
  log: FastifyBaseLogger;
  /** called when the answer said nothing (it failed first, or was stopped at once): the plan's use is taken back */
  onUnanswered?: () => Promise<void>;
}

export function answerStream(deps: { engine: AnswerEngine; repository: ChatRepository }, { conversationId, request, now, log, onUnanswered }: AnswerStreamInput) {
  return createUIMessageStream<CounselUIMessage>({
    async execute({ writer }) {
      const id = generateId();
      const createdAt = now();
      writer.write({ type: 'start', messageId: id, messageMetadata: { createdAt: createdAt.toISOString() } });
      writer.write({ type: 'text-start', id: TEXT_ID });
      const draft = answerDraft(deps.repository, { id, conversationId, createdAt, now, log });
      let answer: Answer;
      try {
        answer = await deps.engine(request, (event) => {
          if (event.type === 'text') {
            writer.write({ type: 'text-delta', id: TEXT_ID, delta: event.delta });
            draft.text(event.delta);
          } else {
            writer.write({ type: 'data-sources', id: 'sources', data: event.sources });
            draft.sources(event.sources);
          }
        });
      } catch (error) {
        // what the reader was shown stays, as failed; an answer that said nothing is not charged
        if (!(await draft.end())) await onUnanswered?.();
        throw error;
      }
      writer.write({ type: 'text-end', id: TEXT_ID });
      if (answer.followUps.length) writer.write({ type: 'data-followups', id: 'followups', data: answer.followUps });
      if (answer.askState) writer.write({ type: 'data-askstate', id: 'askstate', data: true });
      writer.write({ type: 'message-metadata', messageMetadata: { status: answer.status, verified: answer.verified ?? undefined } });
      // nothing was said: the question stays unanswered, the reader can ask for the answer again, and the plan is not charged
      if (!(await draft.end(final(answer)))) await onUnanswered?.();
      if (answer.error) writer.write({ type: 'error', errorText: answer.error });
      writer.write({ type: 'finish' });
    },
    onError(error) {
      log.error({ err: error }, 'answering failed');
      return FAILURE_MESSAGES.failed;
    },
  });
}

/** The answer as saved once it has ended. */
function final(answer: Answer): FinalAnswer {
  const parts: Record<string, unknown>[] = [{ type: 'text', text: answer.text }];
  if (answer.sources.length) parts.push({ type: 'data-sources', id: 'sources', data: answer.sources });
  if (answer.followUps.length) parts.push({ type: 'data-followups', id: 'followups', data: answer.followUps });
  if (answer.askState) parts.push({ type: 'data-askstate', id: 'askstate', data: true });
  return {
    parts,
    text: answer.text,
    sources: answer.sources,
    status: answer.status,
    verified: answer.verified,
    provider: answer.provider,
    model: answer.model,
    inputTokens: answer.inputTokens,
    outputTokens: answer.outputTokens,
  };
}
