import type { Task } from '@common/schemas/matters';
import { serverMessage } from '@/lib/api-request';
import { useDeleteItem, useMatterItems, useUpdateItem } from '../api/matter-items';
import { useWorkspacePeople } from '../api/people';
import { dueState, formatDateOf, formatDay } from '../lib/dates';
import { useTick } from '../lib/use-tick';
import { DueBadge } from './badges';
import { DeleteItemButton } from './delete-item-button';
import { TaskForm } from './task-form';
import { TickItem } from './tick-item';

/** open tasks first (soonest due first, undated last), then the done ones */
const order = (a: Task, b: Task) => Number(a.done) - Number(b.done) || (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') || a.id - b.id;

/** The matter's to-do list: add, tick off, delete. */
export function TasksTab({ matterId }: { matterId: number }) {
  const { data, error } = useMatterItems(matterId, 'tasks');
  const update = useUpdateItem(matterId, 'tasks');
  const remove = useDeleteItem(matterId, 'tasks');
  const { nameOf, inTeam } = useWorkspacePeople();
  const [shown, tick] = useTick(data?.items ?? [], update.mutateAsync, 'Could not change the task');
  const tasks = [...shown].sort(order);

  return (
    <div className="flex flex-col gap-4">
      <TaskForm matterId={matterId} />
      {error && <p className="text-danger">{serverMessage(error)}</p>}
      {data && !tasks.length && <p className="text-muted">No tasks yet. Add the next thing to do, like “Reply to the eviction notice”, with a due day.</p>}
      {tasks.length > 0 && (
        <ul aria-label="Tasks" className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {tasks.map((task) => (
            <TickItem
              key={task.id}
              id={`task-${task.id}`}
              title={task.title}
              done={task.done}
              onTick={() => tick(task)}
              meta={
                <>
                  {task.dueOn && <span>Due {formatDay(task.dueOn)}</span>}
                  {task.dueOn && !task.done && dueState(task.dueOn) !== 'upcoming' && <DueBadge day={task.dueOn} state={dueState(task.dueOn)} />}
                  {inTeam && task.assigneeId !== null && <span>Assigned to {nameOf(task.assigneeId) ?? 'a former member'}</span>}
                  {task.done && task.doneAt && <span>Done {formatDateOf(task.doneAt)}</span>}
                </>
              }
              action={
                <DeleteItemButton
                  name={`task “${task.title}”`}
                  heading={`Delete task “${task.title}”?`}
                  description="It is removed from this matter. This cannot be undone."
                  done="Task deleted"
                  remove={() => remove.mutateAsync(task.id)}
                />
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
