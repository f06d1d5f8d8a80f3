import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { createTaskSchema } from '@common/schemas/matters';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useAddItem } from '../api/matter-items';
import { useWorkspacePeople } from '../api/people';
import { taskFormSchema, type TaskFormValues } from '../lib/item-form-schemas';

/** Adds a task with an optional due day and assignee; the server's refusal shows under the title. */
export function TaskForm({ matterId }: { matterId: number }) {
  const people = useWorkspacePeople();
  // the assignees must be there before the form starts, so the user shows as chosen
  return people.ready ? <TaskFormFields matterId={matterId} people={people} /> : null;
}

function TaskFormFields({ matterId, people: { people, me, inTeam } }: { matterId: number; people: ReturnType<typeof useWorkspacePeople> }) {
  const add = useAddItem(matterId, 'tasks');
  const { register, handleSubmit, formState, setError, reset } = useForm<TaskFormValues, unknown, z.output<typeof createTaskSchema>>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: { title: '', dueOn: '', assigneeId: inTeam ? String(me?.id ?? '') : undefined },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast({ title: 'Task added', description: input.title });
      reset({ title: '', dueOn: '', assigneeId: inTeam ? String(input.assigneeId ?? '') : undefined });
    } catch (error) {
      setError('title', { message: serverMessage(error as Error) });
    }
  });
  const assignees = [{ value: '', label: 'No one' }, ...people.map((p) => ({ value: String(p.id), label: p.id === me?.id ? `${p.name} (you)` : p.name }))];
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add a task" className={`grid gap-3 rounded-lg border border-border bg-surface p-4 sm:items-start ${inTeam ? 'sm:grid-cols-[1fr_auto_auto_auto]' : 'sm:grid-cols-[1fr_auto_auto]'}`}>
      <Field label="New task" placeholder="Call the landlord about repairs" error={formState.errors.title?.message} {...register('title')} />
      <Field label="Due (optional)" type="date" error={formState.errors.dueOn?.message} {...register('dueOn')} />
      {inTeam && <SelectField label="Assignee" options={assignees} error={formState.errors.assigneeId?.message} {...register('assigneeId')} />}
      <Button type="submit" busy={formState.isSubmitting} className="sm:mt-7">
        Add task
      </Button>
    </form>
  );
}
