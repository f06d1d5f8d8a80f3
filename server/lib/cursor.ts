/**
 * Keyset pagination for lists ordered newest first by (updatedAt, id): the cursor names the last row of
 * a page, opaque to clients, and a cursor that is not one of ours answers 400.
 */
import { AppError } from './app-error';

export interface Cursor {
  updatedAt: Date;
  id: number;
}

export function encodeCursor({ updatedAt, id }: Cursor): string {
  return Buffer.from(JSON.stringify([updatedAt.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const updatedAt = new Date(String(at));
    if (typeof id === 'number' && Number.isSafeInteger(id) && !Number.isNaN(updatedAt.getTime())) return { updatedAt, id };
  } catch {
    // falls through to the error below
  }
  throw new AppError(400, 'validation_error', 'The cursor is not valid: use the nextCursor of the previous page');
}
