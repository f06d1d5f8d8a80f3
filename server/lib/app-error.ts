import type { ErrorCode } from '../../common/errors';

/** The one error type of the API: the error handler answers `{ message, code }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
