import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { loginSchema, type LoginInput } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { serverMessage } from '@/lib/api-request';
import { useLogin } from '../api/use-login';

/** Signs in, then goes to `destination` (a safe path: the auth page checks it). */
export function LoginForm({ destination = '/dashboard' }: { destination?: string }) {
  const login = useLogin();
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });
  const onSubmit = handleSubmit((input) => login.mutate(input, { onSuccess: () => navigate(destination) }));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Username or email" autoComplete="username" error={formState.errors.username?.message} {...register('username')} />
      <Field label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
      <Link href="/reset-password" className="-mt-2 self-end text-sm font-medium text-accent hover:underline">
        Forgot password?
      </Link>
      {login.error && (
        // the spec's toast says it too; this stays by the form after the toast has gone
        <p className="rounded-md border border-danger bg-danger-soft p-3 text-sm" data-testid="login-error">
          {serverMessage(login.error)}
        </p>
      )}
      <Button type="submit" busy={login.isPending}>
        Log in
      </Button>
    </form>
  );
}
