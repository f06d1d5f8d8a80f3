import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { registerFieldsSchema, type RegisterInput } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useRegister } from '../api/use-register';
import { applyServerFieldErrors } from './server-field-errors';

/**
 * Creates the account, then goes to `destination` (a safe path: the auth page checks it). The field rules are
 * checked here; the common-password rule (a 32 kB list) only on the server, whose answer shows by the field.
 */
export function RegisterForm({ destination = '/dashboard' }: { destination?: string }) {
  const registration = useRegister();
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState, setError } = useForm<RegisterInput>({ resolver: zodResolver(registerFieldsSchema) });
  const onSubmit = handleSubmit((input) =>
    registration.mutate(input, {
      onSuccess: () => navigate(destination),
      onError: (error) => applyServerFieldErrors(error, setError, ['username', 'email', 'password']),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Username" autoComplete="username" hint="3–32 letters, digits, or _ . -" error={formState.errors.username?.message} {...register('username')} />
      <Field label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
      <Field label="Password" type="password" autoComplete="new-password" hint="At least 8 characters, and not a common password" error={formState.errors.password?.message} {...register('password')} />
      <Button type="submit" busy={registration.isPending}>
        Create account
      </Button>
    </form>
  );
}
