import { z } from 'zod';

/** A calendar day as YYYY-MM-DD, in the years the database keeps (there is no year 0). */
export const isoDaySchema = z.iso
  .date('Dates must be YYYY-MM-DD')
  .refine((day) => day >= '0001-01-01', 'Dates must be YYYY-MM-DD, in year 1 or later');
const isoDay = isoDaySchema;

/**
 * A filter of list queries by whole UTC days of last activity, both ends included: `from` alone is
 * "since", `to` alone "until". A `from` after `to` is not an error; nothing matches (the screens say why).
 */
export const dayRangeSchema = z.object({
  /** updated on or after this UTC day */
  from: isoDay.optional(),
  /** updated on or before this UTC day */
  to: isoDay.optional(),
});
export type DayRange = z.infer<typeof dayRangeSchema>;
