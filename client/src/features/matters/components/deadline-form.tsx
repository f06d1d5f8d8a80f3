import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEADLINE_KIND_LABELS, DEADLINE_KINDS, type createDeadlineSchema } from '@common/schemas/matters';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useAddItem } from '../api/matter-items';
import { formatWhen } from '../lib/dates';
import { deadlineFormSchema, REMINDER_OPTIONS, type DeadlineFormValues } from '../lib/item-form-schemas';

const KIND_OPTIONS = DEADLINE_KINDS.map((value) => ({ value, label: DEADLINE_KIND_LABELS[value] }));
const EMPTY: DeadlineFormValues = { title: '', date: '', time: '', kind: 'court_date', reminderMinutes: '1440' };

/** Adds a key date: what, when (a time is optional), which kind, and when a calendar should remind of it. */
export function DeadlineForm({ matterId }: { matterId: number }) {
  const add = useAddItem(matterId, 'deadlines');
  const { register, handleSubmit, formState, setError, reset } = useForm<DeadlineFormValues, unknown, z.output<typeof createDeadlineSchema>>({
    resolver: zodResolver(deadlineFormSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast({ title: 'Deadline added', description: `${input.title}: ${formatWhen(input.date, input.time ?? null)}` });
      reset(EMPTY);
    } catch (error) {
      setError('title', { message: serverMessage(error as Error) });
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add a deadline" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <Field label="What is due" placeholder="Hearing at the county court" error={errors.title?.message} {...register('title')} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Field label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <Field label="Time (optional)" type="time" error={errors.time?.message} {...register('time')} />
        <SelectField label="Kind" options={KIND_OPTIONS} error={errors.kind?.message} {...register('kind')} />
        <SelectField label="Reminder" options={REMINDER_OPTIONS} error={errors.reminderMinutes?.message} {...register('reminderMinutes')} />
      </div>
      <Button type="submit" busy={formState.isSubmitting} className="self-start">
        Add deadline
      </Button>
    </form>
  );
}
