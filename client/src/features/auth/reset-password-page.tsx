/**
 * /reset-password (public): without a token, asks for the account's email address and says a link is on
 * its way (the same words whether or not an account uses it); with `?token=` from that link, sets a new
 * password, which signs the account out everywhere, then leads to sign-in.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { emailSchema } from '@common/schemas/auth';
import { PASSWORD_RESET_MESSAGES, passwordResetFieldsSchema } from '@common/schemas/password-reset';
import { PublicCard } from '@/components/public-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { apiRequest, serverMessage } from '@/lib/api-request';
import { PERSONAL_CONTEXT } from '@/lib/resource-context-store';

const OWN = { context: PERSONAL_CONTEXT };
const requestSchema = z.object({ email: emailSchema });
const newPasswordFormSchema = passwordResetFieldsSchema
  .extend({ confirm: z.string() })
  .refine((f) => f.password === f.confirm, { message: 'The two passwords are not the same.', path: ['confirm'] });
type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

const SIGN_IN = 'inline-flex min-h-10 items-center justify-center self-start rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover';

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <PublicCard icon={KeyRound} title={token ? 'Choose a new password' : 'Reset your password'} signedIn={false}>
      {token ? <NewPassword token={token} /> : <AskForLink />}
    </PublicCard>
  );
}

/** the answer the server gave, or the failure, in words */
function useSubmit() {
  const [answer, setAnswer] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const send = async (url: string, body: unknown) => {
    setFailure(undefined);
    try {
      setAnswer(((await (await apiRequest('POST', url, body, OWN)).json()) as { message: string }).message);
    } catch (err) {
      setFailure(serverMessage(err as Error));
    }
  };
  return { answer, failure, send };
}

function Failure({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
      {text}
    </p>
  ) : null;
}

function AskForLink() {
  const { answer, failure, send } = useSubmit();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(requestSchema) });
  if (answer) {
    return (
      <>
        <p role="status">{answer}</p>
        {answer === PASSWORD_RESET_MESSAGES.requested && (
          <p className="text-sm text-muted">No mail after a few minutes? Check your spam folder, and that you used the address of your account.</p>
        )}
        <Link href="/auth?tab=login" className="text-sm font-medium text-accent hover:underline">
          Back to sign in
        </Link>
      </>
    );
  }
  return (
    <form onSubmit={handleSubmit((input) => send('/api/password-reset', input))} noValidate className="flex flex-col gap-4">
      <p className="text-muted">Enter the email address of your account. We will mail it a link to choose a new password.</p>
      <Field label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
      <Failure text={failure} />
      <Button type="submit" busy={formState.isSubmitting} className="self-start">
        Send the link
      </Button>
      <Link href="/auth?tab=login" className="text-sm font-medium text-accent hover:underline">
        Back to sign in
      </Link>
    </form>
  );
}

function NewPassword({ token }: { token: string }) {
  const { answer, failure, send } = useSubmit();
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { token } });
  if (answer) {
    return (
      <>
        <p role="status">{answer}</p>
        <Link href="/auth?tab=login" className={SIGN_IN}>
          Sign in
        </Link>
      </>
    );
  }
  return (
    <form onSubmit={handleSubmit(({ password }) => send('/api/password-reset/complete', { token, password }))} noValidate className="flex flex-col gap-4">
      <Field label="New password" type="password" autoComplete="new-password" hint="At least 8 characters. Every device signed in to your account will be signed out." error={formState.errors.password?.message} {...register('password')} />
      <Field label="New password again" type="password" autoComplete="new-password" error={formState.errors.confirm?.message} {...register('confirm')} />
      <Failure text={failure ?? formState.errors.token?.message} />
      <Button type="submit" busy={formState.isSubmitting} className="self-start">
        Set the new password
      </Button>
      {failure && (
        <Link href="/reset-password" className="text-sm font-medium text-accent hover:underline">
          Ask for a new link
        </Link>
      )}
    </form>
  );
}
