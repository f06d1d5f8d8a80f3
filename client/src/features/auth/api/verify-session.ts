import type { User } from '@common/schemas/auth';
import { getQueryFn } from '@/lib/api-request';
import { USER_QUERY_KEY } from './use-user';

const fetchUser = getQueryFn({ on401: 'returnNull' }) as (ctx: { queryKey: readonly unknown[] }) => Promise<User | null>;

/** Asks the server who is signed in, up to `attempts` times, `delayMs` apart; true once it names a user. */
export async function verifySession(attempts: number, delayMs: number): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      if (await fetchUser({ queryKey: USER_QUERY_KEY })) return true;
    } catch {
      // a failed check counts as one attempt
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return false;
}
