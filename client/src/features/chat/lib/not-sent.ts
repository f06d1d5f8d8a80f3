import { ApiError } from '@/lib/api-request';
import { MESSAGES } from '@common/errors';

/**
 * Whether a message failed before the server kept it: the server answered with an error (a refusal,
 * such as the plan's limit or a document gone) or could not be reached. An answer that failed while
 * streaming comes after the question was saved, and is not one of these.
 */
export function wasNotSent(error: Error): boolean {
  return error instanceof ApiError || error.message === MESSAGES.networkError;
}
