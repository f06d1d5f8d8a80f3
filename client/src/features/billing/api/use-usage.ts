import { useQuery } from '@tanstack/react-query';
import type { Usage } from '@common/schemas/usage';

export const USAGE_QUERY_KEY = ['/api/usage'] as const;

/** This month's use of the plan's metered features (default query function: GET /api/usage). */
export function useUsage() {
  return useQuery<Usage>({ queryKey: USAGE_QUERY_KEY });
}
