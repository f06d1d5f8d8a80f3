import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createInvitationSchema } from '@common/schemas/teams';
import { UnsentInvitation } from '@/components/created-link';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useInvite } from '../api/team-mutations';
import { ASSIGNABLE_OPTIONS, ROLE_HINT } from '../lib/labels';

type InviteInput = z.input<typeof createInvitationSchema>;
type Invite = z.output<typeof createInvitationSchema>;

/**
 * Invites someone by email as an admin or a member; the server's refusal (already a member, …) shows under
 * the address. An invitation the server could not mail comes back with its link, for the inviter to send.
 */
export function InviteForm({ teamId }: { teamId: number }) {
  const invite = useInvite(teamId);
  const [unsent, setUnsent] = useState<{ email: string; url: string }>();
  const { register, handleSubmit, formState, setError, reset, control } = useForm<InviteInput, unknown, Invite>({
    resolver: zodResolver(createInvitationSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const role = useWatch({ control, name: 'role' }) ?? 'member';

  const onSubmit = handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: (made) => {
        if (made.link) toast({ title: 'Invitation made', description: `Mail is not set up here, so nothing was sent to ${made.email}. Send them the link below.` });
        else toast({ title: 'Invitation sent', description: `We emailed an invitation to ${input.email}.` });
        setUnsent(made.link ? { email: made.email, url: made.link } : undefined);
        reset({ email: '', role: input.role });
      },
      onError: (error) => setError('email', { message: serverMessage(error) }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite someone" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field label="Email address" type="email" autoComplete="off" inputMode="email" error={formState.errors.email?.message} {...register('email')} />
        <SelectField label="Role" options={ASSIGNABLE_OPTIONS} error={formState.errors.role?.message} {...register('role')} />
      </div>
      <p className="text-sm text-muted">{ROLE_HINT[role]}</p>
      <Button type="submit" busy={invite.isPending} className="self-start">
        Send invitation
      </Button>
      {unsent && <UnsentInvitation key={unsent.url} {...unsent} />}
    </form>
  );
}
