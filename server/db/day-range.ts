import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DayRange } from '../../common/schemas/day-range';

/**
 * The conditions that keep a timestamp column within whole UTC days, `from` and `to` included
 * (dayRangeSchema), whatever the database session's time zone.
 */
export function withinDays(column: AnyColumn, { from, to }: DayRange): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(sql`${column} >= (${from}::timestamp at time zone 'UTC')`);
  if (to) where.push(sql`${column} < ((${to}::timestamp + interval '1 day') at time zone 'UTC')`);
  return where;
}
