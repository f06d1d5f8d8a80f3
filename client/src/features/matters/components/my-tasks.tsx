import { Link } from 'wouter';
import { useMyTasks, type MyTask } from '../api/across-matters';
import { dueState, formatDay } from '../lib/dates';
import { DueBadge } from './badges';
import { cardState, DashboardCard } from './dashboard-card';

const byDue = (a: MyTask, b: MyTask) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') || a.id - b.id;

/** The dashboard's open tasks assigned to the user, soonest due first, each opening its matter's tasks. */
export function MyTasks() {
  const query = useMyTasks();
  const items = [...(query.data?.items ?? [])].sort(byDue);
  return (
    <DashboardCard id="my-tasks" heading="Open tasks assigned to me" state={cardState(query)} empty={<p>Nothing assigned to you right now. Tasks on your matters that name you show here.</p>}>
      <ul className="flex flex-col divide-y divide-border">
        {items.map((task) => (
          <li key={task.id}>
            <Link href={`/matters/${task.matterId}?tab=tasks`} className="flex flex-col gap-1 py-2.5 hover:text-accent">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-medium break-words">{task.title}</span>
                {task.dueOn && dueState(task.dueOn) !== 'upcoming' && <DueBadge day={task.dueOn} state={dueState(task.dueOn)} />}
              </span>
              <span className="text-sm text-muted">
                {task.dueOn ? `Due ${formatDay(task.dueOn)} · ` : ''}
                {task.matterNumber} {task.matterTitle}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
