import { Link } from 'wouter';
import type { MatterListItem } from '@common/schemas/matters';
import { dueState, formatWhen } from '../lib/dates';
import { usePracticeAreas } from '../lib/labels';
import { DueBadge, OverdueCount, PriorityBadge, StatusBadge } from './badges';

/** One matter in the list: number, title, client, status, priority, area, its next open deadline and how many passed unmet. */
export function MatterRow({ matter }: { matter: MatterListItem }) {
  const { nextDeadline: next, overdueDeadlines: overdue } = matter;
  const areas = usePracticeAreas();
  const facts = [matter.clientName, matter.practiceArea && areas.label(matter.practiceArea)].filter(Boolean);
  return (
    <Link href={`/matters/${matter.id}`} className="flex flex-col gap-2 p-4 hover:bg-surface-muted sm:flex-row sm:items-center sm:gap-4">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm text-muted tabular-nums">{matter.number}</span>
          <span className="font-medium break-words text-accent">{matter.title}</span>
        </span>
        {facts.length > 0 && <span className="block truncate text-sm text-muted">{facts.join(' · ')}</span>}
        {(next || overdue > 0) && (
          <span className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            {next && (
              <>
                <span className="text-muted">
                  Next: {next.title}, {formatWhen(next.date, next.time)}
                </span>
                <DueBadge day={next.date} state={dueState(next.date)} />
              </>
            )}
            {overdue > 0 && <OverdueCount count={overdue} />}
          </span>
        )}
      </span>
      <span className="flex shrink-0 flex-wrap items-center gap-2">
        <StatusBadge status={matter.status} />
        <PriorityBadge priority={matter.priority} />
      </span>
    </Link>
  );
}
