/** Deadlines and tasks across the workspace's matters, for the dashboard and the matters list. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { myTaskListSchema, upcomingDeadlineListSchema } from '@common/schemas/matters';
import { useContextKey } from '@/lib/resource-context';

export type UpcomingDeadline = z.infer<typeof upcomingDeadlineListSchema>['items'][number];
export type MyTask = z.infer<typeof myTaskListSchema>['items'][number];

/** how far back a passed deadline not marked met still counts as overdue */
export const OVERDUE_DAYS = 365;

/** the deadlines not marked met between two days (YYYY-MM-DD, both included) */
export function useOpenDeadlinesBetween(from: string, to: string) {
  const params = new URLSearchParams({ from, to, done: 'false' });
  return useQuery<{ items: UpcomingDeadline[] }>({ queryKey: [`/api/deadlines?${params}`, useContextKey()] });
}

/** the open tasks assigned to the signed-in user */
export function useMyTasks() {
  return useQuery<{ items: MyTask[] }>({ queryKey: ['/api/tasks?assignee=me', useContextKey()] });
}
