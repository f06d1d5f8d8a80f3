/** Dates on the sharing pages: the day a link expires, read and written in the person's own time zone. */

const pad = (n: number) => String(n).padStart(2, '0');

/** today as a date input's value (YYYY-MM-DD), in the person's time zone */
export function todayText(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** the last moment of a date input's day in the person's time zone, as ISO; null for anything not a real date */
export function endOfDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  // 2026-02-31 would roll over into March
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== date) return null;
  return end.toISOString();
}

/** "Dec 31, 2026" */
export const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
/** "Dec 31, 2026, 4:05 PM" */
export const whenText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
