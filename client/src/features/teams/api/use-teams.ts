import { useQuery } from '@tanstack/react-query';
import { teamListSchema, type Team } from '@common/schemas/teams';
import { apiRequest } from '@/lib/api-request';
import { PERSONAL_CONTEXT } from '@/lib/resource-context-store';

export const TEAMS_QUERY_KEY = ['/api/teams'] as const;

/**
 * The teams the user belongs to, the same in every context; an answer of another shape fails like a failed
 * request. Asked for without a team header, so a stored team the user has left (which the server refuses)
 * cannot hide the others.
 */
export function useTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Team[]>({
    queryKey: TEAMS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const res = await apiRequest('GET', TEAMS_QUERY_KEY[0], undefined, { signal, context: PERSONAL_CONTEXT });
      return teamListSchema.parse(await res.json()).items;
    },
    enabled,
  });
}
