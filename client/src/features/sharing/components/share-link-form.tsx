/**
 * "Share by link": a name, what the link allows, an optional last day and an optional password. The
 * shared schema's messages show under the fields, the server's too; a day before today is refused here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SHARE_PASSWORD_MIN, newShareLinkSchema, type NewShareLink, type ShareAccess } from '@common/schemas/sharing';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useCreateShareLink } from '../api';
import { endOfDay, todayText } from '../lib/dates';

export const ACCESS_LABEL: Record<ShareAccess, string> = { view: 'Can view', comment: 'Can view and comment' };
const ACCESS_HINT: Record<ShareAccess, string> = {
  view: 'They can read the document.',
  comment: 'They also see the open comments and replies (with the usernames of who wrote them), and can add theirs under a name they give.',
};

export const PAST_DAY = 'Choose today or a later date.';
const NOT_A_DAY = 'Enter a date, for example 2026-12-31.';

interface ShareForm {
  name: string;
  access: ShareAccess;
  /** a date input's value: YYYY-MM-DD, or empty for no expiry */
  expiresOn: string;
  password: string;
}
type FormField = keyof ShareForm;

/** where a problem with the request shows in the form */
const FIELD_OF: Record<string, FormField> = { name: 'name', access: 'access', expiresAt: 'expiresOn', password: 'password' };

/** The form's values as the API takes them, checked by the shared schema (its messages, under the form's fields). */
const shareFormSchema = z
  .object({ name: z.string(), access: z.enum(['view', 'comment']), expiresOn: z.string(), password: z.string() })
  .transform((form, ctx): NewShareLink => {
    const expiresAt = form.expiresOn ? endOfDay(form.expiresOn) : undefined;
    if (expiresAt === null) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: NOT_A_DAY });
    else if (expiresAt && form.expiresOn < todayText()) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: PAST_DAY });
    const parsed = newShareLinkSchema.safeParse({
      name: form.name,
      access: form.access,
      ...(expiresAt ? { expiresAt } : {}),
      ...(form.password ? { password: form.password } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [FIELD_OF[String(issue.path[0])] ?? 'name'], message: issue.message });
    }
    return parsed.success && expiresAt !== null ? parsed.data : z.NEVER;
  });

const EMPTY: ShareForm = { name: '', access: 'view', expiresOn: '', password: '' };

export function ShareLinkForm({ documentId, onCreated }: { documentId: number; onCreated: (created: { name: string; url: string }) => void }) {
  const create = useCreateShareLink(documentId);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, setError, reset } = useForm<ShareForm, unknown, NewShareLink>({
    resolver: zodResolver(shareFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const accessId = useId();

  const onSubmit = handleSubmit((input) => {
    setFailure(undefined);
    return create.mutateAsync(input).then(
      ({ link, url }) => {
        toast({ title: 'Link created', description: `Copy the link “${link.name}” now: it is shown only once.` });
        // the password is not kept in the form once it is set
        reset({ ...EMPTY, access: input.access });
        onCreated({ name: link.name, url });
      },
      (error: Error) => {
        const fields = error instanceof ApiError ? ((error.body as { fields?: Record<string, unknown> } | undefined)?.fields ?? {}) : {};
        let placed = false;
        for (const [field, message] of Object.entries(fields)) {
          const target = FIELD_OF[field];
          if (target && typeof message === 'string') {
            setError(target, { message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (!placed) setFailure(serverMessage(error));
      },
    );
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${accessId}-heading`} className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-5">
      <h2 id={`${accessId}-heading`} className="text-lg font-semibold">
        Share by link
      </h2>
      <Field label="Name" placeholder="For my landlord" autoComplete="off" maxLength={80} hint="To tell your links apart. The person you send it to does not see it." error={errors.name?.message} {...register('name')} />

      <fieldset className="flex flex-col gap-2" aria-describedby={errors.access ? `${accessId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Access</legend>
        {(['view', 'comment'] as const).map((access) => (
          <label key={access} className="flex cursor-pointer items-start gap-3 rounded-md border border-border px-3 py-2 hover:bg-surface-muted has-[:checked]:border-accent has-[:checked]:bg-accent-soft">
            <input type="radio" value={access} className="mt-1 size-4 shrink-0 accent-[var(--accent)]" {...register('access')} />
            <span className="flex flex-col">
              <span className="font-medium">{ACCESS_LABEL[access]}</span>
              <span className="text-sm text-muted">{ACCESS_HINT[access]}</span>
            </span>
          </label>
        ))}
        {errors.access && (
          <p id={`${accessId}-error`} className="text-sm text-danger">
            {errors.access.message}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Expires (optional)" type="date" min={todayText()} hint="The link works until the end of this day. Leave it empty for no expiry." error={errors.expiresOn?.message} {...register('expiresOn')} />
        <Field
          label="Password (optional)"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          hint={`At least ${SHARE_PASSWORD_MIN} characters. Send it separately from the link.`}
          error={errors.password?.message}
          {...register('password')}
        />
      </div>

      {failure && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {failure}
        </p>
      )}
      <Button type="submit" busy={formState.isSubmitting} className="self-start">
        Create link
      </Button>
    </form>
  );
}
