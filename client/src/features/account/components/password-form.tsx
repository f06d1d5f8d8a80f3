/** "Password" on the profile: the current one, the new one twice; the server's refusals show on their fields. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordFieldsSchema } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { applyServerFieldErrors } from '@/features/auth';
import { apiRequest, serverMessage } from '@/lib/api-request';
import { SESSIONS_URL } from './other-sessions';

const formSchema = changePasswordFieldsSchema
  .extend({ confirm: z.string() })
  .refine((f) => f.newPassword === f.confirm, { message: 'The two passwords are not the same.', path: ['confirm'] });
type PasswordForm = z.infer<typeof formSchema>;

const signedOutText = (n: number) => (n === 0 ? 'No other browser was signed in.' : `${n} other ${n === 1 ? 'browser or device was' : 'browsers or devices were'} signed out.`);

export function PasswordForm() {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordForm>({ resolver: zodResolver(formSchema) });
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(undefined);
    try {
      const { others } = (await (await apiRequest('PUT', '/api/account/password', { currentPassword, newPassword })).json()) as { others: number };
      reset();
      void queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] });
      toast({ title: 'Password changed', description: signedOutText(others) });
    } catch (err) {
      if (!applyServerFieldErrors(err, setError, ['currentPassword', 'newPassword'])) setFailure(serverMessage(err as Error));
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="password-heading" className="flex max-w-xl flex-col gap-4 rounded-lg border border-border bg-surface p-6">
      <h2 id="password-heading" className="font-semibold">
        Password
      </h2>
      <Field label="Current password" type="password" autoComplete="current-password" error={formState.errors.currentPassword?.message} {...register('currentPassword')} />
      <Field label="New password" type="password" autoComplete="new-password" hint="At least 8 characters. Every other browser signed in to your account will be signed out." error={formState.errors.newPassword?.message} {...register('newPassword')} />
      <Field label="New password again" type="password" autoComplete="new-password" error={formState.errors.confirm?.message} {...register('confirm')} />
      {failure && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {failure}
        </p>
      )}
      <Button type="submit" busy={formState.isSubmitting} className="self-start">
        Change password
      </Button>
    </form>
  );
}
