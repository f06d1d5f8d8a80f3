import { z } from 'zod';

/** The largest value of PostgreSQL's `integer` (int4), which every id column is: a larger id is no row of ours. */
export const MAX_ID = 2_147_483_647;

/**
 * A number written in a URL (path, query string) or a form field, in plain decimal, then checked by
 * `number`. z.coerce.number read "0x10" as 16, "1e3" as 1000, " 7 " as 7 and "" as 0.
 */
export const decimalSchema = <T extends z.ZodType<number, number>>(number: T, message: string, digits = /^-?\d{1,20}(\.\d{1,20})?$/) =>
  z.string({ error: message }).regex(digits, message).transform(Number).pipe(number);

/**
 * An id in a URL or a form field: decimal digits only, 1 to MAX_ID. The one schema of every id path
 * parameter: an id past int4 used to reach the database, which answered an error (a 500).
 */
export const idParamSchema = (name: string, message = `${name} must be a number`) =>
  decimalSchema(z.number().int(message).min(1, message).max(MAX_ID, message), message, /^\d{1,10}$/);
