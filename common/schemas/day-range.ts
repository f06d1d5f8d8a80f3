import { z } from 'zod';

const isoDay = z.iso.date('Dates must be YYYY-MM-DD');

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
