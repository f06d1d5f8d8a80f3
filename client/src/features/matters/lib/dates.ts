/** Days as the API gives them (YYYY-MM-DD, no time zone), read and shown in the user's own calendar. */

const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** noon, so a daylight-saving change never moves the day */
const fromDay = (day: string) => new Date(`${day}T12:00:00`);

/** today in the user's time zone */
export const today = (now = new Date()) => toDay(now);

export function addDays(day: string, days: number): string {
  const d = fromDay(day);
  d.setDate(d.getDate() + days);
  return toDay(d);
}

const daysBetween = (from: string, to: string) => Math.round((fromDay(to).getTime() - fromDay(from).getTime()) / 86_400_000);

/** "5 Mar 2026" in the user's locale; with `weekday`, "Thu, 5 Mar 2026" */
export function formatDay(day: string, { weekday = false }: { weekday?: boolean } = {}): string {
  return fromDay(day).toLocaleDateString(undefined, { dateStyle: weekday ? 'full' : 'medium' });
}

/** a day and an optional HH:MM time, as a sentence part: "Thu, 5 Mar 2026 at 09:30" */
export function formatWhen(day: string, time: string | null): string {
  const date = fromDay(day).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return time ? `${date} at ${time}` : date;
}

export type DueState = 'overdue' | 'today' | 'upcoming';

export const dueState = (day: string, now = today()): DueState => (day < now ? 'overdue' : day === now ? 'today' : 'upcoming');

/**
 * "today", "tomorrow", "in 3 days", "yesterday", "4 days ago"; past a month, roughly and with the date:
 * "in about 4 years, on Mar 3, 2030", "about 2 months ago, on Jan 5, 2026"
 */
export function relativeDay(day: string, now = today()): string {
  const n = daysBetween(now, day);
  if (n === 0) return 'today';
  if (n === 1) return 'tomorrow';
  if (n === -1) return 'yesterday';
  const days = Math.abs(n);
  if (days <= 30) return n > 0 ? `in ${days} days` : `${days} days ago`;
  const [count, unit] = days < 365 ? [Math.round(days / 30.44), 'month'] : [Math.round(days / 365.25), 'year'];
  const span = `about ${count} ${unit}${count === 1 ? '' : 's'}`;
  return `${n > 0 ? `in ${span}` : `${span} ago`}, on ${formatDay(day)}`;
}

/** the day of an ISO timestamp, where the user is: "5 Mar 2026" */
export const formatDateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** an ISO timestamp as "5 Mar 2026, 14:05" */
export const formatMoment = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
