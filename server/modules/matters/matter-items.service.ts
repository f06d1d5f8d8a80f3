/**
 * A matter's tasks, deadlines and notes. Each goes through its matter: a matter outside the caller's
 * workspace is a 404, and so is an item of another matter. Every change is written to the matter's
 * timeline; notes are changed only by their author or the team's owner and admins.
 */
import type { z } from 'zod';
import type { createDeadlineSchema, createTaskSchema, Deadline, Note, Task, updateDeadlineSchema, updateTaskSchema } from '../../../common/schemas/matters';
import { recordActivity } from '../../db/activity';
import { ownerOf } from '../../db/ownership-filter';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { assertMayChange } from '../../plugins/workspace';
import { toDeadline } from './deadline.presenter';
import type { MatterItemsRepository, NoteRow, TaskRow } from './matter-items.repository';
import type { MattersRepository } from './matters.repository';
import { matterActivity, type MattersService } from './matters.service';

const NOT_FOUND = { task: 'This task does not exist in this matter.', deadline: 'This deadline does not exist in this matter.', note: 'This note does not exist in this matter.' } as const;

const toTask = (t: TaskRow): Task => ({ id: t.id, matterId: t.matterId, title: t.title, dueOn: t.dueOn, assigneeId: t.assigneeId, done: t.doneAt !== null, doneAt: t.doneAt?.toISOString() ?? null, createdAt: t.createdAt.toISOString() });
const toNote = (n: NoteRow): Note => ({ id: n.id, matterId: n.matterId, body: n.body, authorId: n.authorId, author: n.author, createdAt: n.createdAt.toISOString(), updatedAt: n.updatedAt.toISOString() });

function found<T>(row: T | undefined | false, kind: keyof typeof NOT_FOUND): T {
  if (!row) throw new AppError(404, 'not_found', NOT_FOUND[kind]);
  return row;
}

interface Deps {
  items: MatterItemsRepository;
  matters: MattersService;
  transaction: MattersRepository['transaction'];
  now: () => Date;
}

export function createMatterItemsService({ items, matters, transaction, now }: Deps) {
  /** does `work` in a transaction that also writes the matter's timeline */
  const logged = <T>(user: Actor, matterId: number, verb: string, detail: Record<string, unknown>, work: Parameters<typeof transaction<T>>[0]) =>
    transaction(async (tx) => {
      const result = await work(tx);
      await recordActivity(tx, matterActivity(user, matterId, verb, detail, now()));
      return result;
    });

  /**
   * a change that may tick a task or deadline done or undo that: the timeline's verb, and the columns to
   * set, none when it changes nothing (a tick sent twice by a double click, or `{}`): callers then answer
   * the row as it is, as an UPDATE with nothing to set is an error
   */
  function marking<F extends { done?: boolean }>(kind: 'task' | 'deadline', before: { doneAt: Date | null }, input: F) {
    const { done, ...fields } = input;
    const doneChanged = done !== undefined && done !== (before.doneAt !== null);
    const verb = doneChanged ? (done ? `${kind}.done` : `${kind}.reopened`) : `${kind}.updated`;
    return { verb, values: { ...fields, ...(doneChanged ? { doneAt: done ? now() : null } : {}) } };
  }

  return {
    matter: (user: Actor, matterId: number) => matters.row(user, matterId),

    async tasks(user: Actor, matterId: number): Promise<Task[]> {
      await matters.row(user, matterId);
      return (await items.tasks(matterId)).map(toTask);
    },
    async addTask(user: Actor, matterId: number, input: z.infer<typeof createTaskSchema>): Promise<Task> {
      await matters.row(user, matterId);
      await matters.checkAssignee(user, input.assigneeId);
      const values = { matterId, title: input.title, dueOn: input.dueOn ?? null, assigneeId: input.assigneeId === undefined ? user.id : input.assigneeId, createdAt: now() };
      return toTask(await logged(user, matterId, 'task.added', { title: input.title }, (tx) => items.insertTask(tx, values)));
    },
    async updateTask(user: Actor, matterId: number, taskId: number, input: z.infer<typeof updateTaskSchema>): Promise<Task> {
      await matters.row(user, matterId);
      const before = found(await items.task(matterId, taskId), 'task');
      await matters.checkAssignee(user, input.assigneeId);
      const { verb, values } = marking('task', before, input);
      if (!Object.keys(values).length) return toTask(before);
      // deleted meanwhile: a 404, and the timeline is left as it was
      return toTask(await logged(user, matterId, verb, { title: input.title ?? before.title }, async (tx) => found(await items.updateTask(tx, taskId, values), 'task')));
    },
    async removeTask(user: Actor, matterId: number, taskId: number): Promise<void> {
      await matters.row(user, matterId);
      const task = found(await items.task(matterId, taskId), 'task');
      await logged(user, matterId, 'task.removed', { title: task.title }, async (tx) => void found(await items.deleteTask(tx, taskId), 'task'));
    },
    async myOpenTasks(user: Actor) {
      const rows = await items.openTasksOf(ownerOf(user), user.id);
      return rows.map(({ task, matter }) => ({ ...toTask(task), matterNumber: matter.number, matterTitle: matter.title }));
    },

    async deadlines(user: Actor, matterId: number): Promise<Deadline[]> {
      await matters.row(user, matterId);
      return (await items.deadlines(matterId)).map(toDeadline);
    },
    async addDeadline(user: Actor, matterId: number, input: z.infer<typeof createDeadlineSchema>): Promise<Deadline> {
      await matters.row(user, matterId);
      const values = { matterId, title: input.title, date: input.date, time: input.time ?? null, kind: input.kind, reminderMinutes: input.reminderMinutes ?? null, createdAt: now() };
      return toDeadline(await logged(user, matterId, 'deadline.added', { title: input.title, date: input.date }, (tx) => items.insertDeadline(tx, values)));
    },
    async updateDeadline(user: Actor, matterId: number, deadlineId: number, input: z.infer<typeof updateDeadlineSchema>): Promise<Deadline> {
      await matters.row(user, matterId);
      const before = found(await items.deadline(matterId, deadlineId), 'deadline');
      const { verb, values } = marking('deadline', before, input);
      if (!Object.keys(values).length) return toDeadline(before);
      return toDeadline(await logged(user, matterId, verb, { title: input.title ?? before.title }, async (tx) => found(await items.updateDeadline(tx, deadlineId, values), 'deadline')));
    },
    async removeDeadline(user: Actor, matterId: number, deadlineId: number): Promise<void> {
      await matters.row(user, matterId);
      const deadline = found(await items.deadline(matterId, deadlineId), 'deadline');
      await logged(user, matterId, 'deadline.removed', { title: deadline.title, date: deadline.date }, async (tx) => void found(await items.deleteDeadline(tx, deadlineId), 'deadline'));
    },
    async deadlinesBetween(user: Actor, from: string, to: string, done?: boolean) {
      if (from > to) throw new AppError(400, 'validation_error', 'The "from" day must not be after the "to" day.');
      const rows = await items.deadlinesBetween(ownerOf(user), from, to, done);
      return rows.map(({ deadline, matter }) => ({ ...toDeadline(deadline), matterNumber: matter.number, matterTitle: matter.title }));
    },

    async notes(user: Actor, matterId: number): Promise<Note[]> {
      await matters.row(user, matterId);
      return (await items.notes(matterId)).map(toNote);
    },
    async addNote(user: Actor, matterId: number, body: string): Promise<Note> {
      await matters.row(user, matterId);
      const at = now();
      const id = await logged(user, matterId, 'note.added', {}, (tx) => items.insertNote(tx, { matterId, authorId: user.id, body, createdAt: at, updatedAt: at }));
      return toNote(found(await items.note(matterId, id), 'note'));
    },
    async updateNote(user: Actor, matterId: number, noteId: number, body: string): Promise<Note> {
      await matters.row(user, matterId);
      assertMayChange(user, { ownerId: found(await items.note(matterId, noteId), 'note').authorId ?? 0 });
      await logged(user, matterId, 'note.updated', {}, async (tx) => void found(await items.updateNote(tx, noteId, body, now()), 'note'));
      return toNote(found(await items.note(matterId, noteId), 'note'));
    },
    async removeNote(user: Actor, matterId: number, noteId: number): Promise<void> {
      await matters.row(user, matterId);
      assertMayChange(user, { ownerId: found(await items.note(matterId, noteId), 'note').authorId ?? 0 });
      await logged(user, matterId, 'note.removed', {}, async (tx) => void found(await items.deleteNote(tx, noteId), 'note'));
    },
  };
}
export type MatterItemsService = ReturnType<typeof createMatterItemsService>;
