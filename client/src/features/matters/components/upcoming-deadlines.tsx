import { Link } from 'wouter';
import { DEADLINE_KIND_LABELS } from '@common/schemas/matters';
import { OVERDUE_DAYS, useOpenDeadlinesBetween, type UpcomingDeadline } from '../api/across-matters';
import { addDays, dueState, formatWhen, today } from '../lib/dates';
import { DueBadge } from './badges';
import { cardState, DashboardCard } from './dashboard-card';

/** the dashboard looks this far ahead */
export const AHEAD_DAYS = 14;

const byWhen = (a: UpcomingDeadline, b: UpcomingDeadline) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '');

/** The dashboard's deadlines across matters: the next two weeks, with passed ones not marked met first, in red. */
export function UpcomingDeadlines() {
  const now = today();
  const query = useOpenDeadlinesBetween(addDays(now, -OVERDUE_DAYS), addDays(now, AHEAD_DAYS));
  const items = [...(query.data?.items ?? [])].sort(byWhen);
  return (
    <DashboardCard
      id="upcoming-deadlines"
      heading="Upcoming deadlines"
      state={cardState(query)}
      empty={
        <p>
          Nothing due in the next two weeks. Court dates and reply deadlines you add to a matter show here.{' '}
          <Link href="/matters/new" className="font-medium text-accent hover:underline">
            Start a matter
          </Link>
        </p>
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {items.map((d) => {
          const state = dueState(d.date, now);
          return (
            <li key={d.id}>
              <Link href={`/matters/${d.matterId}?tab=deadlines`} className={`flex flex-col gap-1 py-2.5 hover:text-accent ${state === 'overdue' ? '-mx-2 rounded-md bg-danger-soft px-2' : ''}`}>
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 font-medium break-words">{d.title}</span>
                  <DueBadge day={d.date} state={state} />
                </span>
                <span className="text-sm text-muted">
                  {formatWhen(d.date, d.time)} · {DEADLINE_KIND_LABELS[d.kind]} · {d.matterNumber} {d.matterTitle}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
