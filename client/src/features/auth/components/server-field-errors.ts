import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-request';

/** Puts the server's per-field problems (e.g. "Username already taken") under the fields they concern. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: Path<T>[]) {
  if (!(error instanceof ApiError)) return;
  const fields = (error.body as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  for (const [field, message] of Object.entries(fields)) {
    if ((known as string[]).includes(field)) setError(field as Path<T>, { message });
  }
}
