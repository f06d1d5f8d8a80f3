/**
 * The app's single TanStack Query client with the spec §9 defaults. Of the two retry readings in §9, this
 * follows the first (up to 2 retries, never on 401/403/404 or 'Authentication required').
 */
import { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@common/errors';
import { ApiError, getQueryFn } from './api-request';

export const MAX_QUERY_RETRIES = 2;
// asking again cannot change these answers: the user is not signed in, not allowed, or the thing is gone
const FINAL_STATUSES = new Set([401, 403, 404]);

/** Retry predicate for queries; TanStack passes `failureCount` = retries made so far (0 after the first failure). */
export function shouldRetryQuery(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
  return error.message !== MESSAGES.authRequired;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: shouldRetryQuery,
    },
    mutations: { retry: false },
  },
});
