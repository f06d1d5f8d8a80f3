import { CalendarPlus } from 'lucide-react';
import { DEADLINE_KIND_LABELS, type Deadline } from '@common/schemas/matters';
import { serverMessage } from '@/lib/api-request';
import { contextLink } from '@/lib/resource-context-store';
import { useDeleteItem, useMatterItems, useUpdateItem } from '../api/matter-items';
import { matterUrl } from '@/lib/matter-cache';
import { dueState, formatWhen } from '../lib/dates';
import { reminderLabel } from '../lib/item-form-schemas';
import { useTick } from '../lib/use-tick';
import { DueBadge, MetBadge } from './badges';
import { DeadlineForm } from './deadline-form';
import { DeleteItemButton } from './delete-item-button';
import { TickItem } from './tick-item';

const byWhen = (a: Deadline, b: Deadline) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '');

/** Court dates and other key dates, soonest first: ticked when met, the passed ones not ticked marked overdue; all of them into a calendar app. */
export function DeadlinesTab({ matterId }: { matterId: number }) {
  const { data, error } = useMatterItems(matterId, 'deadlines');
  const update = useUpdateItem(matterId, 'deadlines');
  const remove = useDeleteItem(matterId, 'deadlines');
  const [shown, tick] = useTick(data?.items ?? [], update.mutateAsync, 'Could not change the deadline');
  const deadlines = [...shown].sort(byWhen);

  return (
    <div className="flex flex-col gap-4">
      <DeadlineForm matterId={matterId} />
      {error && <p className="text-danger">{serverMessage(error)}</p>}
      {data && !deadlines.length && (
        <p className="max-w-[70ch] text-muted">No deadlines yet. Add court dates, filing deadlines and the day a reply is due, so they show on your dashboard and in your calendar.</p>
      )}
      {deadlines.length > 0 && (
        <>
          <ul aria-label="Deadlines" className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
            {deadlines.map((d) => {
              const state = d.done ? undefined : dueState(d.date);
              return (
                <TickItem
                  key={d.id}
                  id={`deadline-${d.id}`}
                  title={d.title}
                  done={d.done}
                  onTick={() => tick(d)}
                  hint={d.done ? 'Met. Untick if it is still to do.' : 'Tick when it is met: filed, attended or answered.'}
                  className={`border-l-4 ${state === 'overdue' ? 'border-l-danger bg-danger-soft/40' : state === 'today' ? 'border-l-warning' : 'border-l-transparent'}`}
                  meta={
                    <>
                      <span>{formatWhen(d.date, d.time)}</span>
                      <span>{DEADLINE_KIND_LABELS[d.kind]}</span>
                      {reminderLabel(d.reminderMinutes) && <span>{reminderLabel(d.reminderMinutes)}</span>}
                      {state ? <DueBadge day={d.date} state={state} /> : <MetBadge at={d.doneAt} />}
                    </>
                  }
                  action={
                    <DeleteItemButton
                      name={`deadline “${d.title}”`}
                      heading={`Delete deadline “${d.title}”?`}
                      description="It is removed from this matter, its calendar and your dashboard. This cannot be undone."
                      done="Deadline deleted"
                      remove={() => remove.mutateAsync(d.id)}
                    />
                  }
                />
              );
            })}
          </ul>
          <a href={contextLink(`${matterUrl(matterId)}/calendar.ics`)} download className="inline-flex items-center gap-2 self-start text-sm font-medium text-accent underline-offset-4 hover:underline">
            <CalendarPlus className="size-4" aria-hidden />
            Add to calendar (.ics)
          </a>
        </>
      )}
    </div>
  );
}
