import { useQuery } from '@tanstack/react-query';
import type { User } from '@common/schemas/auth';
import { getQueryFn } from '@/lib/api-request';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The signed-in user, null when signed out (a 401 here is an answer, not an error: spec §4). */
export function useUser() {
  const query = useQuery<User | null>({ queryKey: USER_QUERY_KEY, queryFn: getQueryFn({ on401: 'returnNull' }) });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
