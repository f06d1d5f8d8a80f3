/** Matters, tasks, deadlines and notes as the API answers them, for the client tests (served by the teams test server). */
import type { Deadline, Matter, Note, Task } from '@common/schemas/matters';
import { AT } from '@/features/teams/test-server';

export const matter = (id: number, title: string, more: Partial<Matter> = {}): Matter => ({
  id,
  number: `M-2026-${String(id).padStart(4, '0')}`,
  title,
  clientName: null,
  clientContact: null,
  practiceArea: null,
  status: 'open',
  priority: 'normal',
  description: null,
  openedOn: '2026-03-02',
  closedOn: null,
  tags: [],
  responsibleUserId: 1,
  ownerId: 1,
  teamId: null,
  createdAt: AT,
  updatedAt: AT,
  ...more,
});

export const task = (id: number, title: string, more: Partial<Task> = {}): Task => ({
  id,
  matterId: 5,
  title,
  dueOn: null,
  assigneeId: null,
  done: false,
  doneAt: null,
  createdAt: AT,
  ...more,
});

export const deadline = (id: number, title: string, date: string, more: Partial<Deadline> = {}): Deadline => ({
  id,
  matterId: 5,
  title,
  date,
  time: null,
  kind: 'other',
  reminderMinutes: null,
  done: false,
  doneAt: null,
  createdAt: AT,
  ...more,
});

export const note = (id: number, body: string, more: Partial<Note> = {}): Note => ({
  id,
  matterId: 5,
  body,
  authorId: 1,
  author: 'alice',
  createdAt: AT,
  updatedAt: AT,
  ...more,
});

export const page = <T>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });

/** the knowledge base's categories, as far as the tests need them */
export const CATEGORIES = [
  { id: 'housing', name: 'Tenants, landlords and homeowners' },
  { id: 'employment', name: 'Work and wages' },
];
