import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-request';

/** Puts the server's per-field problems (e.g. "Username already taken") under the fields they concern; whether it placed any. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = (error.body as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  let placed = false;
  for (const [field, message] of Object.entries(fields)) {
    if (!(known as string[]).includes(field)) continue;
    setError(field as Path<T>, { message });
    placed = true;
  }
  return placed;
}
