/**
 * What a failed LLM call means to the person waiting for an answer. The question is already saved,
 * so every message says so and what to do; the technical detail goes to the log, not the chat.
 */
import { APICallError } from '@ai-sdk/provider';

export type ProviderFailure = 'timeout' | 'unauthorized' | 'rate_limited' | 'unavailable' | 'unreachable' | 'failed';

const SAVED = 'Your question is saved';

export const FAILURE_MESSAGES: Record<ProviderFailure, string> = {
  timeout: `The AI service took too long to answer. ${SAVED}: try again.`,
  unauthorized: `The AI service is not set up correctly: it refused Counsel's credentials or model. ${SAVED}: try again later, or tell whoever runs Counsel for you.`,
  rate_limited: `The AI service is busy right now. ${SAVED}: wait a minute, then try again.`,
  unavailable: `The AI service had a problem answering. ${SAVED}: try again in a moment.`,
  unreachable: `Counsel could not reach the AI service. ${SAVED}: try again in a moment.`,
  failed: `The AI service could not answer this question. ${SAVED}: try again.`,
};

/** The kind of failure behind an error thrown or streamed by an AI SDK model call. */
export function classifyProviderError(error: unknown): ProviderFailure {
  const cause = unwrap(error);
  if (cause instanceof Error && (cause.name === 'TimeoutError' || /timed? ?out/i.test(cause.message))) return 'timeout';
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === undefined) return 'unreachable';
    if (status === 401 || status === 403 || status === 404) return 'unauthorized';
    if (status === 429) return 'rate_limited';
    if (status === 408) return 'timeout';
    if (status >= 500) return 'unavailable';
    return 'failed';
  }
  if (cause instanceof Error && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed|ECONNRESET/i.test(`${cause.message} ${String((cause as { cause?: unknown }).cause ?? '')}`)) {
    return 'unreachable';
  }
  return 'failed';
}

/** Retries and stream wrappers hide the error that happened; find it. */
function unwrap(error: unknown): unknown {
  let current = error;
  for (let i = 0; i < 5 && current instanceof Error; i++) {
    const last = (current as { lastError?: unknown }).lastError;
    if (last) current = last;
    else break;
  }
  return current;
}
