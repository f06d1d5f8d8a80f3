/** The shared task and deadline schemas, read from form controls (text for dates, times and selects), as the matter form does. */
import { z } from 'zod';
import { createDeadlineSchema, createTaskSchema } from '@common/schemas/matters';

const orNull = (value: string) => (value === '' ? null : value);
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

export const taskFormSchema = createTaskSchema.extend({
  dueOn: z.string().transform(orNull).pipe(createTaskSchema.shape.dueOn.unwrap()),
  /** absent in a personal workspace (the server gives the task to the user); '' = no one */
  assigneeId: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : numberOrNull(v)))
    .pipe(createTaskSchema.shape.assigneeId),
});
export type TaskFormValues = z.input<typeof taskFormSchema>;

export const deadlineFormSchema = createDeadlineSchema.extend({
  time: z.string().transform(orNull).pipe(createDeadlineSchema.shape.time.unwrap()),
  reminderMinutes: z.string().transform(numberOrNull).pipe(createDeadlineSchema.shape.reminderMinutes.unwrap()),
});
export type DeadlineFormValues = z.input<typeof deadlineFormSchema>;

/** when a calendar app reminds of a deadline: minutes before it, '' for never */
export const REMINDER_OPTIONS = [
  { value: '', label: 'No reminder' },
  { value: '0', label: 'At the time' },
  { value: '60', label: '1 hour before' },
  { value: '1440', label: '1 day before' },
  { value: '2880', label: '2 days before' },
  { value: '10080', label: '1 week before' },
  { value: '20160', label: '2 weeks before' },
];

export function reminderLabel(minutes: number | null): string | undefined {
  if (minutes === null) return undefined;
  const known = REMINDER_OPTIONS.find((o) => o.value === String(minutes));
  if (known) return `Reminder ${known.label.toLowerCase()}`;
  if (minutes % 1440 === 0) return `Reminder ${minutes / 1440} days before`;
  if (minutes % 60 === 0) return `Reminder ${minutes / 60} hours before`;
  return `Reminder ${minutes} minutes before`;
}
