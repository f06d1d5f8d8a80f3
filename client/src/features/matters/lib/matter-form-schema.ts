import { z } from 'zod';
import { matterFieldsSchema, type Matter, type MatterFields } from '@common/schemas/matters';

const shape = matterFieldsSchema.shape;
const orNull = (value: string) => (value === '' ? null : value);

/**
 * The shared schema (createMatterSchema = matterFieldsSchema), read from what form controls hold: text for
 * selects, dates and the comma-separated tags. Each control's text is turned into the API's value and then
 * checked by the shared rule, so the messages are the server's.
 */
export const matterFormSchema = matterFieldsSchema.extend({
  practiceArea: z.string().transform(orNull).pipe(shape.practiceArea.unwrap()),
  openedOn: z
    .string()
    .transform((v) => v || undefined)
    .pipe(shape.openedOn),
  tags: z
    .string()
    .transform((v) => v.split(',').map((t) => t.trim()).filter(Boolean))
    .pipe(shape.tags.unwrap()),
  /** absent in a personal workspace (the user is responsible); '' = no one */
  responsibleUserId: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '' ? null : Number(v)))
    .pipe(shape.responsibleUserId),
});

export type MatterFormValues = z.input<typeof matterFormSchema>;
export type { MatterFields };

/** what the form shows: a matter's values, or a new one's defaults */
export function formValues(matter: Matter | undefined, { today, me, inTeam }: { today: string; me?: number; inTeam: boolean }): MatterFormValues {
  const responsible = matter ? matter.responsibleUserId : (me ?? null);
  return {
    title: matter?.title ?? '',
    clientName: matter?.clientName ?? '',
    clientContact: matter?.clientContact ?? '',
    practiceArea: matter?.practiceArea ?? '',
    status: matter?.status ?? 'open',
    priority: matter?.priority ?? 'normal',
    description: matter?.description ?? '',
    openedOn: matter?.openedOn ?? today,
    tags: matter?.tags.join(', ') ?? '',
    responsibleUserId: inTeam ? (responsible === null ? '' : String(responsible)) : undefined,
  };
}
