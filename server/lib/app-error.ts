import type { ErrorCode } from '../../common/errors';

/** The one error type of the API: the error handler answers `{ message, code }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** with a 429: how many seconds until the client may try again (sent as Retry-After) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
