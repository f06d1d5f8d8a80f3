import { useQuery } from '@tanstack/react-query';
import type { Usage } from '@common/schemas/usage';
import { useContextKey } from '@/lib/resource-context';

export const USAGE_QUERY_KEY = ['/api/usage'] as const;

/** This month's use of the plan's metered features in the active context (default query function: GET /api/usage). */
export function useUsage() {
  const context = useContextKey();
  return useQuery<Usage>({ queryKey: [...USAGE_QUERY_KEY, context] });
}
