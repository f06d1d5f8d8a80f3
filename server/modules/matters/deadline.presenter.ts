/** A deadline as the API sends it, wherever it is read from (its matter, the workspace's range, the matters list). */
import type { Deadline } from '../../../common/schemas/matters';
import type { matterDeadlines } from '../../db/schema';

export type DeadlineRow = typeof matterDeadlines.$inferSelect;

export const toDeadline = (d: DeadlineRow): Deadline => ({
  id: d.id,
  matterId: d.matterId,
  title: d.title,
  date: d.date,
  time: d.time,
  kind: d.kind,
  reminderMinutes: d.reminderMinutes,
  done: d.doneAt !== null,
  doneAt: d.doneAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
});
