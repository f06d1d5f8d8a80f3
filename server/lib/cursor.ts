/**
 * Keyset pagination for lists ordered newest first by (updatedAt, id): the cursor names the last row of
 * a page, opaque to clients, and a cursor that is not one of ours answers 400.
 */
import { MAX_ID } from '../../common/schemas/ids';
import { AppError } from './app-error';

export interface Cursor {
  updatedAt: Date;
  id: number;
}

/**
 * a time as encodeCursor writes it, in years 1 to 9999: a JavaScript date reaches years like -200000 or
 * +275760, which PostgreSQL's timestamptz cannot hold, so such a cursor would be a database error (a 500)
 */
const ISO_TIME = /^(?!0000)\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export function encodeCursor({ updatedAt, id }: Cursor): string {
  return Buffer.from(JSON.stringify([updatedAt.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): Cursor {
  try {
    const [at, id, ...rest] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // an id past int4 is no row of ours, and one the database would refuse to compare with
    const idOk = typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID;
    // a day like 02-30 would be read as 03-02: only the time as written round-trips
    if (idOk && !rest.length && typeof at === 'string' && ISO_TIME.test(at) && new Date(at).toISOString() === at) return { updatedAt: new Date(at), id };
  } catch {
    // falls through to the error below
  }
  throw new AppError(400, 'validation_error', 'The cursor is not valid: use the nextCursor of the previous page');
}
