import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import type { Matter, MatterFields } from '@common/schemas/matters';
import { MarkdownField } from '@/components/markdown-field';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { applyServerFieldErrors } from '@/features/auth';
import { serverMessage } from '@/lib/api-request';
import { useWorkspacePeople } from '../api/people';
import { today } from '../lib/dates';
import { PRIORITY_OPTIONS, STATUS_OPTIONS, usePracticeAreas } from '../lib/labels';
import { formValues, matterFormSchema, type MatterFormValues } from '../lib/matter-form-schema';

/** a field's message, or the first of its parts' (a list's items: "A tag must be at most 40 characters") */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const part of Object.values(error)) {
    const found = typeof part === 'object' && part !== null && !('nodeType' in part) ? firstMessage(part) : undefined;
    if (found) return found;
  }
  return undefined;
}

const FIELDS = ['title', 'clientName', 'clientContact', 'practiceArea', 'status', 'priority', 'description', 'openedOn', 'tags', 'responsibleUserId'] as const;

interface MatterFormProps {
  /** the matter being edited; none for a new one */
  matter?: Matter;
  /** saves; a refusal's message (the server's words) shows under its field, or above the buttons */
  save: (fields: MatterFields) => Promise<unknown>;
  submitLabel: string;
  cancelHref: string;
}

/** The one form of /matters/new and /matters/:id/edit, checked by the shared schema as it is filled in. */
export function MatterForm(props: MatterFormProps) {
  const people = useWorkspacePeople();
  // the choices must be there before the form starts, so the responsible person shows as chosen
  if (!people.ready) return <p className="text-muted">Loading…</p>;
  return <MatterFormFields {...props} people={people} />;
}

function MatterFormFields({ matter, save, submitLabel, cancelHref, people: { people, inTeam, me, nameOf } }: MatterFormProps & { people: ReturnType<typeof useWorkspacePeople> }) {
  const areas = usePracticeAreas();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, setError, control } = useForm<MatterFormValues, unknown, MatterFields>({
    resolver: zodResolver(matterFormSchema),
    defaultValues: formValues(matter, { today: today(), me: me?.id, inTeam }),
    mode: 'onTouched',
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const errors = formState.errors;
  const what = matter ? `“${matter.title}”` : 'this new matter';

  const onSubmit = handleSubmit(async (fields) => {
    setFailure(undefined);
    try {
      await save(fields);
    } catch (error) {
      applyServerFieldErrors(error, setError, [...FIELDS]);
      setFailure(serverMessage(error as Error));
    }
  });

  const responsibleOptions = [{ value: '', label: 'No one yet' }, ...people.map((p) => ({ value: String(p.id), label: p.id === me?.id ? `${p.name} (you)` : p.name }))];
  // a former member stays selectable until someone else is chosen
  if (matter?.responsibleUserId && !people.some((p) => p.id === matter.responsibleUserId)) {
    responsibleOptions.push({ value: String(matter.responsibleUserId), label: nameOf(matter.responsibleUserId) ?? 'A former member' });
  }

  return (
    <>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={matter ? 'Edit matter' : 'New matter'} className="flex max-w-3xl flex-col gap-5">
        <Field label="Title" error={errors.title?.message} hint="A few words you will recognise: “Eviction notice, 12 Oak St” or “Diaz – unpaid overtime”." autoFocus={!matter} {...register('title')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Client name (optional)" autoComplete="off" error={errors.clientName?.message} {...register('clientName')} />
          <Field label="Client contact (optional)" autoComplete="off" hint="Phone, email or address" error={errors.clientContact?.message} {...register('clientContact')} />
          <SelectField label="Practice area" options={[{ value: '', label: 'Not set' }, ...areas.options]} error={errors.practiceArea?.message} {...register('practiceArea')} />
          <Field label="Opened on" type="date" error={errors.openedOn?.message} {...register('openedOn')} />
          <SelectField label="Status" options={STATUS_OPTIONS} error={errors.status?.message} {...register('status')} />
          <SelectField label="Priority" options={PRIORITY_OPTIONS} error={errors.priority?.message} {...register('priority')} />
          {inTeam ? (
            <SelectField label="Responsible" options={responsibleOptions} error={errors.responsibleUserId?.message} {...register('responsibleUserId')} />
          ) : (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium">Responsible</span>
              <p className="flex min-h-10 items-center text-muted">You{me ? ` (${me.username})` : ''}: in your personal workspace, matters are yours.</p>
            </div>
          )}
          <Field label="Tags (optional)" autoComplete="off" hint="Separate them with commas: deposit, landlord" error={firstMessage(errors.tags)} {...register('tags')} />
        </div>
        <MarkdownField
          label="Description (optional)"
          text={description}
          hint="What happened, what you want, who is involved. Markdown works: **bold**, lists, links."
          error={errors.description?.message}
          rows={8}
          {...register('description')}
        />
        {failure && (
          <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Link href={cancelHref} className="inline-flex min-h-10 items-center rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted">
            Cancel
          </Link>
        </div>
      </form>
      <UnsavedChangesGuard dirty={formState.isDirty} what={what} />
    </>
  );
}
