import { addDays, today } from '../lib/dates';
import { useDeadlinesBetween, type UpcomingDeadline } from './across-matters';

/** how far ahead the list looks for each matter's next deadline */
export const NEXT_DEADLINE_DAYS = 365;

const byWhen = (a: UpcomingDeadline, b: UpcomingDeadline) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '');

/**
 * Each matter's next deadline (from today, a year ahead), from one request for the whole workspace
 * rather than one per listed matter.
 */
export function useNextDeadlines(): Map<number, UpcomingDeadline> {
  const from = today();
  const { data } = useDeadlinesBetween(from, addDays(from, NEXT_DEADLINE_DAYS));
  const next = new Map<number, UpcomingDeadline>();
  for (const deadline of [...(data?.items ?? [])].sort(byWhen)) if (!next.has(deadline.matterId)) next.set(deadline.matterId, deadline);
  return next;
}
