import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createTeamSchema, TEAM_NAME_MAX_LENGTH } from '@common/schemas/teams';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { UpgradePrompt } from '@/features/billing';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useCreateTeam } from '../api/team-mutations';
import type { Team } from '@common/schemas/teams';

/** Names a new team; without Premium the server says no (402) and the upgrade prompt takes the form's place. */
export function CreateTeamForm({ onCreated, onCancel }: { onCreated: (team: Team) => void; onCancel: () => void }) {
  const create = useCreateTeam();
  const { register, handleSubmit, formState, setError } = useForm<{ name: string }>({ resolver: zodResolver(createTeamSchema), defaultValues: { name: '' } });
  const limit = create.error instanceof ApiError && create.error.status === 402 ? serverMessage(create.error) : undefined;

  const onSubmit = handleSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: onCreated,
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 402)) setError('name', { message: serverMessage(error) });
      },
    }),
  );

  if (limit) return <UpgradePrompt message={limit} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create a team" className="flex max-w-2xl flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <Field
        label="Team name"
        hint="For example your firm, office or household. You can change it later."
        maxLength={TEAM_NAME_MAX_LENGTH}
        autoComplete="off"
        autoFocus
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending}>
          Create team
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
