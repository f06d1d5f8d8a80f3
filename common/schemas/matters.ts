import { z } from 'zod';

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

const isoDay = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });
const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .transform((s) => (s === '' ? null : s))
    .nullable();

const tagSchema = z.string().trim().min(1, 'A tag must not be empty').max(40, 'A tag must be at most 40 characters').toLowerCase();

/** One schema for the new-matter and edit forms and the API: only the title is required. */
export const matterFieldsSchema = z.strictObject({
  title: z.string({ error: 'Give the matter a title' }).trim().min(1, 'Give the matter a title').max(MATTER_TITLE_MAX_LENGTH, `Title must be at most ${MATTER_TITLE_MAX_LENGTH} characters`),
  clientName: optionalText('Client name', 200).optional(),
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
  responsibleUserId: z.number().int().positive().nullable().optional(),
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
export const matterListSchema = z.object({ items: z.array(matterSchema), nextCursor: z.string().nullable() });

export const matterListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(MATTER_STATUSES, { error: 'Status must be open, pending or closed' }).optional(),
  area: z.enum(PRACTICE_AREAS, { error: 'Choose a practice area from the list' }).optional(),
  responsible: z.coerce.number().int().positive().optional(),
  sort: z.enum(MATTER_SORTS, { error: `Sort must be one of ${MATTER_SORTS.join(', ')}` }).default('updated'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MatterListQuery = z.infer<typeof matterListQuerySchema>;

export const matterIdParamsSchema = z.object({ id: z.coerce.number({ error: 'Matter id must be a number' }).int().positive().max(2_147_483_647) });

/** The matter's timeline: every change, newest first. */
export const activityListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), verb: z.string(), detail: z.record(z.string(), z.unknown()), actor: z.string().nullable(), at: z.string() })),
});
