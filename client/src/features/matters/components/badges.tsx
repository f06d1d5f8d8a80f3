import { AlertTriangle, CalendarClock, CheckCircle2 } from 'lucide-react';
import type { MatterPriority, MatterStatus } from '@common/schemas/matters';
import { PRIORITY_LABELS, STATUS_LABELS } from '../lib/labels';
import { formatDateOf, relativeDay, type DueState } from '../lib/dates';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

const STATUS_STYLE: Record<MatterStatus, string> = {
  open: 'bg-accent-soft text-accent',
  pending: 'bg-warning-soft text-warning',
  closed: 'bg-success-soft text-success',
};

/** open (accent), pending (amber: waiting on something), closed (green: done); always in words too */
export function StatusBadge({ status }: { status: MatterStatus }) {
  return <span className={`${PILL} ${STATUS_STYLE[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** red only for high priority; the others in plain grey */
export function PriorityBadge({ priority }: { priority: MatterPriority }) {
  const style = priority === 'high' ? 'bg-danger-soft text-danger' : 'bg-surface-muted text-muted';
  return <span className={`${PILL} ${style}`}>{PRIORITY_LABELS[priority]}</span>;
}

const DUE_STYLE: Record<DueState, string> = {
  overdue: 'bg-danger-soft text-danger',
  today: 'bg-warning-soft text-warning',
  upcoming: 'bg-surface-muted text-muted',
};

/** how near a day is, coloured when it has passed (red) or is today (amber) */
export function DueBadge({ day, state }: { day: string; state: DueState }) {
  const Icon = state === 'overdue' ? AlertTriangle : CalendarClock;
  return (
    <span className={`${PILL} ${DUE_STYLE[state]}`}>
      <Icon className="size-3.5" aria-hidden />
      {state === 'overdue' ? `Overdue, ${relativeDay(day)}` : relativeDay(day).replace(/^./, (c) => c.toUpperCase())}
    </span>
  );
}

/** a deadline marked met, and when, in green */
export function MetBadge({ at }: { at: string | null }) {
  return (
    <span className={`${PILL} bg-success-soft text-success`}>
      <CheckCircle2 className="size-3.5" aria-hidden />
      {at ? `Met ${formatDateOf(at)}` : 'Met'}
    </span>
  );
}

/** how many deadlines passed without being marked met, in red */
export function OverdueCount({ count }: { count: number }) {
  return (
    <span className={`${PILL} ${DUE_STYLE.overdue}`}>
      <AlertTriangle className="size-3.5" aria-hidden />
      {count === 1 ? '1 deadline passed' : `${count} deadlines passed`}
    </span>
  );
}
