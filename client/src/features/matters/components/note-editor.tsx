import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createNoteSchema } from '@common/schemas/matters';
import { MarkdownField } from '@/components/markdown-field';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-request';

type NoteInput = z.input<typeof createNoteSchema>;

/** Writes a note (new, or a change to one); the server's refusal shows under the text. */
export function NoteEditor({ label, body = '', submitLabel, save, onCancel }: { label: string; body?: string; submitLabel: string; save: (body: string) => Promise<unknown>; onCancel?: () => void }) {
  const { register, handleSubmit, formState, setError, reset, control } = useForm<NoteInput, unknown, z.output<typeof createNoteSchema>>({
    resolver: zodResolver(createNoteSchema),
    defaultValues: { body },
  });
  const text = useWatch({ control, name: 'body' }) ?? '';
  const onSubmit = handleSubmit(async (input) => {
    try {
      await save(input.body);
      reset({ body: '' });
    } catch (error) {
      setError('body', { message: serverMessage(error as Error) });
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3">
      <MarkdownField label={label} text={text} rows={4} error={formState.errors.body?.message} autoFocus={!!onCancel} {...register('body')} />
      <div className="flex gap-2">
        <Button type="submit" busy={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
