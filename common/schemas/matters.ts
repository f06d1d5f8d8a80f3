import { z } from 'zod';
import { decimalSchema, idParamSchema, MAX_ID } from './ids';
import { isoDaySchema } from './day-range';
import { stripBidiControls } from '../text';

/** Practice areas: the knowledge base's categories (a test keeps the two lists equal). */
export const PRACTICE_AREAS = [
  'benefits', 'business', 'consumer', 'courts', 'crime', 'divorce', 'domestic-violence', 'education',
  'employment', 'estates', 'family', 'health', 'housing', 'immigration', 'torts', 'traffic',
] as const;
export type PracticeArea = (typeof PRACTICE_AREAS)[number];

export const MATTER_STATUSES = ['open', 'pending', 'closed'] as const;
export type MatterStatus = (typeof MATTER_STATUSES)[number];
export const MATTER_PRIORITIES = ['low', 'normal', 'high'] as const;
export type MatterPriority = (typeof MATTER_PRIORITIES)[number];
export const MATTER_SORTS = ['updated', 'opened', 'title', 'priority'] as const;

export const MATTER_TITLE_MAX_LENGTH = 200;
export const MATTER_DESCRIPTION_MAX_LENGTH = 20_000;
export const MATTER_TAGS_MAX = 20;

const isoDay = isoDaySchema;
/** `clean` rewrites the text first: stripBidiControls for a one-line name, nothing for prose */
const optionalText = (name: string, max: number, clean: (text: string) => string = (text) => text) =>
  z
    .string({ error: `${name} must be text` })
    .overwrite(clean)
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .transform((s) => (s === '' ? null : s))
    .nullable();

const tagSchema = z.string().overwrite(stripBidiControls).trim().min(1, 'A tag must not be empty').max(40, 'A tag must be at most 40 characters').toLowerCase();

/** One schema for the new-matter and edit forms and the API: only the title is required. */
export const matterFieldsSchema = z.strictObject({
  title: z.string({ error: 'Give the matter a title' }).overwrite(stripBidiControls).trim().min(1, 'Give the matter a title').max(MATTER_TITLE_MAX_LENGTH, `Title must be at most ${MATTER_TITLE_MAX_LENGTH} characters`),
  clientName: optionalText('Client name', 200, stripBidiControls).optional(),
  clientContact: optionalText('Client contact', 500).optional(),
  practiceArea: z.enum(PRACTICE_AREAS, { error: 'Choose a practice area from the list' }).nullable().optional(),
  status: z.enum(MATTER_STATUSES, { error: 'Status must be open, pending or closed' }).optional(),
  priority: z.enum(MATTER_PRIORITIES, { error: 'Priority must be low, normal or high' }).optional(),
  description: optionalText('Description', MATTER_DESCRIPTION_MAX_LENGTH).optional(),
  openedOn: isoDay.optional(),
  tags: z
    .array(tagSchema, { error: 'Tags must be a list of words' })
    .max(MATTER_TAGS_MAX, `At most ${MATTER_TAGS_MAX} tags`)
    .transform((tags) => [...new Set(tags)])
    .optional(),
  responsibleUserId: z.number().int().positive().max(MAX_ID, 'There is no such person').nullable().optional(),
});
export const createMatterSchema = matterFieldsSchema;
export const updateMatterSchema = matterFieldsSchema.partial();
export type MatterFields = z.infer<typeof matterFieldsSchema>;

export const matterSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  clientName: z.string().nullable(),
  clientContact: z.string().nullable(),
  practiceArea: z.enum(PRACTICE_AREAS).nullable(),
  status: z.enum(MATTER_STATUSES),
  priority: z.enum(MATTER_PRIORITIES),
  description: z.string().nullable(),
  openedOn: z.string(),
  closedOn: z.string().nullable(),
  tags: z.array(z.string()),
  responsibleUserId: z.number().int().nullable(),
  ownerId: z.number().int(),
  teamId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Matter = z.infer<typeof matterSchema>;

export const matterListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(MATTER_STATUSES, { error: 'Status must be open, pending or closed' }).optional(),
  area: z.enum(PRACTICE_AREAS, { error: 'Choose a practice area from the list' }).optional(),
  responsible: idParamSchema('responsible', 'There is no such person').optional(),
  sort: z.enum(MATTER_SORTS, { error: `Sort must be one of ${MATTER_SORTS.join(', ')}` }).default('updated'),
  cursor: z.string().max(200).optional(),
  limit: decimalSchema(z.number().int().min(1).max(100), 'limit must be a whole number from 1 to 100').default(50),
  /** the caller's calendar day, which splits each matter's next deadline from its overdue ones; the server's (UTC) day if left out */
  today: isoDay.optional(),
});
export type MatterListQuery = z.infer<typeof matterListQuerySchema>;

export const matterIdParamsSchema = z.object({ id: idParamSchema('Matter id') });

/** The matter's timeline: every change, newest first. */
export const activityListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), verb: z.string(), detail: z.record(z.string(), z.unknown()), actor: z.string().nullable(), at: z.string() })),
});

const titleField = z.string({ error: 'Give it a title' }).overwrite(stripBidiControls).trim().min(1, 'Give it a title').max(200, 'Title must be at most 200 characters');

// --- tasks ---
export const createTaskSchema = z.strictObject({
  title: titleField,
  dueOn: isoDay.nullable().optional(),
  assigneeId: z.number().int().positive().max(MAX_ID, 'There is no such person').nullable().optional(),
});
export const updateTaskSchema = createTaskSchema.partial().extend({ done: z.boolean({ error: 'done must be true or false' }).optional() });
export const taskSchema = z.object({
  id: z.number().int(),
  matterId: z.number().int(),
  title: z.string(),
  dueOn: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.object({ items: z.array(taskSchema) });
export const taskParamsSchema = matterIdParamsSchema.extend({ taskId: idParamSchema('Task id') });
/** open tasks across the workspace's matters (the dashboard's "assigned to me") */
export const myTasksQuerySchema = z.object({ assignee: z.literal('me', { error: 'assignee must be "me"' }).default('me') });
export const myTaskListSchema = z.object({ items: z.array(taskSchema.extend({ matterNumber: z.string(), matterTitle: z.string() })) });

// --- deadlines ---
export const DEADLINE_KINDS = ['court_date', 'filing_deadline', 'response_due', 'limitation_period', 'other'] as const;
export const DEADLINE_KIND_LABELS: Record<(typeof DEADLINE_KINDS)[number], string> = {
  court_date: 'Court date',
  filing_deadline: 'Filing deadline',
  response_due: 'Response due',
  limitation_period: 'Limitation period',
  other: 'Other',
};
const deadlineKindSchema = z.enum(DEADLINE_KINDS, { error: 'Kind must be court_date, filing_deadline, response_due, limitation_period or other' });
const deadlineFields = z.strictObject({
  title: titleField,
  date: isoDay,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM, 24-hour')
    .nullable()
    .optional(),
  kind: deadlineKindSchema,
  /** remind this many minutes before (calendar alarms); null = no reminder */
  reminderMinutes: z.number().int().min(0).max(60 * 24 * 60, 'A reminder can be at most 60 days before').nullable().optional(),
});
export const createDeadlineSchema = deadlineFields.extend({ kind: deadlineKindSchema.default('other') });
// no defaults: a field left out of a change stays as it was
export const updateDeadlineSchema = deadlineFields.partial().extend({ done: z.boolean({ error: 'done must be true or false' }).optional() });
export const deadlineSchema = z.object({
  id: z.number().int(),
  matterId: z.number().int(),
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  kind: z.enum(DEADLINE_KINDS),
  reminderMinutes: z.number().int().nullable(),
  /** marked met; a passed deadline that is not is overdue */
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Deadline = z.infer<typeof deadlineSchema>;
export const deadlineListSchema = z.object({ items: z.array(deadlineSchema) });
export const deadlineParamsSchema = matterIdParamsSchema.extend({ deadlineId: idParamSchema('Deadline id') });
/** deadlines across the workspace's matters between two days (inclusive); `done=false` leaves out the ones marked met */
export const deadlineRangeQuerySchema = z.object({
  from: isoDay,
  to: isoDay,
  done: z
    .enum(['true', 'false'], { error: 'done must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
/** a matter in the list, with its next open deadline and how many passed without being marked met */
export const matterListItemSchema = matterSchema.extend({ nextDeadline: deadlineSchema.nullable(), overdueDeadlines: z.number().int() });
export type MatterListItem = z.infer<typeof matterListItemSchema>;
export const matterListSchema = z.object({ items: z.array(matterListItemSchema), nextCursor: z.string().nullable() });
export const upcomingDeadlineListSchema = z.object({ items: z.array(deadlineSchema.extend({ matterNumber: z.string(), matterTitle: z.string() })) });

// --- notes ---
export const NOTE_MAX_LENGTH = 20_000;
export const createNoteSchema = z.strictObject({
  body: z.string({ error: 'Write the note' }).trim().min(1, 'Write the note').max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH} characters`),
});
export const updateNoteSchema = createNoteSchema;
export const noteSchema = z.object({
  id: z.number().int(),
  matterId: z.number().int(),
  /** Markdown */
  body: z.string(),
  authorId: z.number().int().nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.object({ items: z.array(noteSchema) });
export const noteParamsSchema = matterIdParamsSchema.extend({ noteId: idParamSchema('Note id') });

// --- links: documents and conversations filed in a matter (each in one matter at most) ---
export const LINK_KINDS = ['document', 'conversation'] as const;
export const createLinkSchema = z.strictObject({
  kind: z.enum(LINK_KINDS, { error: 'kind must be "document" or "conversation"' }),
  id: z.number({ error: 'id must be the id of the document or conversation' }).int().positive().max(MAX_ID),
});
export const linkParamsSchema = matterIdParamsSchema.extend({ kind: z.enum(LINK_KINDS, { error: 'kind must be "document" or "conversation"' }), linkId: idParamSchema('Link id') });
export const matterLinksSchema = z.object({
  documents: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string(), createdAt: z.string() })),
  conversations: z.array(z.object({ id: z.number().int(), title: z.string(), updatedAt: z.string() })),
});
export type MatterLinks = z.infer<typeof matterLinksSchema>;
