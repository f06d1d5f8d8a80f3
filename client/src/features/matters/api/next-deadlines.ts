import { addDays, today } from '../lib/dates';
import { OVERDUE_DAYS, useOpenDeadlinesBetween, type UpcomingDeadline } from './across-matters';

/** how far ahead the list looks for each matter's next deadline */
export const NEXT_DEADLINE_DAYS = 365;

export interface MatterDeadlines {
  /** the first one from today on */
  next?: UpcomingDeadline;
  /** how many passed without being marked met */
  overdue: number;
}

const byWhen = (a: UpcomingDeadline, b: UpcomingDeadline) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '');

/**
 * Each matter's next open deadline and its passed ones not marked met, from one request for the whole workspace
 * rather than one per listed matter.
 */
export function useMatterDeadlines(): Map<number, MatterDeadlines> {
  const now = today();
  const { data } = useOpenDeadlinesBetween(addDays(now, -OVERDUE_DAYS), addDays(now, NEXT_DEADLINE_DAYS));
  const byMatter = new Map<number, MatterDeadlines>();
  for (const deadline of [...(data?.items ?? [])].sort(byWhen)) {
    const entry = byMatter.get(deadline.matterId) ?? { overdue: 0 };
    if (deadline.date < now) entry.overdue += 1;
    else entry.next ??= deadline;
    byMatter.set(deadline.matterId, entry);
  }
  return byMatter;
}
