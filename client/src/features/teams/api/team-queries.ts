import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invitationListSchema, teamMemberListSchema, teamSchema, type Team } from '@common/schemas/teams';
import { apiRequest } from '@/lib/api-request';
import { PERSONAL_CONTEXT } from '@/lib/resource-context-store';
import { TEAMS_QUERY_KEY } from './use-teams';

export const teamUrl = (teamId: number) => `${TEAMS_QUERY_KEY[0]}/${teamId}`;

/**
 * Team routes ignore the workspace header; they are sent without it (like the team list), so a team the
 * user has just left, still active in another tab, cannot get in the way.
 */
export function teamRequest(method: string, url: string, body?: unknown, signal?: AbortSignal) {
  return apiRequest(method, url, body, { signal, context: PERSONAL_CONTEXT });
}

async function getParsed<S extends z.ZodType>(url: string, schema: S, signal: AbortSignal): Promise<z.infer<S>> {
  return schema.parse(await (await teamRequest('GET', url, undefined, signal)).json());
}

const isTeamKey = (teamId: number | undefined, key: unknown) => {
  const url = String(key);
  if (teamId === undefined) return url === TEAMS_QUERY_KEY[0] || url.startsWith(`${TEAMS_QUERY_KEY[0]}/`);
  return url === teamUrl(teamId) || url.startsWith(`${teamUrl(teamId)}/`);
};

/** Refetches the team list (the context switcher's too) and every team's details shown. */
export function refreshTeams(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isTeamKey(undefined, query.queryKey[0]) });
}

/** Puts a team the user just created or joined into the cached list at once, so the switcher knows it before the refetch. */
export function addToTeamList(queryClient: QueryClient, team: Team) {
  queryClient.setQueryData<Team[]>(TEAMS_QUERY_KEY, (old) => old && [...old.filter((t) => t.id !== team.id), team]);
  return refreshTeams(queryClient);
}

/** Drops a team the user left or deleted from the list, and its cached details (once its page is gone). */
export function forgetTeam(queryClient: QueryClient, teamId: number) {
  queryClient.setQueryData<Team[]>(TEAMS_QUERY_KEY, (old) => old?.filter((t) => t.id !== teamId));
  queryClient.removeQueries({ predicate: (query) => isTeamKey(teamId, query.queryKey[0]) });
  return queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY, exact: true });
}

export function useTeam(teamId: number) {
  return useQuery({ queryKey: [teamUrl(teamId)], queryFn: ({ signal }) => getParsed(teamUrl(teamId), teamSchema, signal), enabled: teamId > 0 });
}

export function useTeamMembers(teamId: number) {
  const url = `${teamUrl(teamId)}/members`;
  return useQuery({ queryKey: [url], queryFn: async ({ signal }) => (await getParsed(url, teamMemberListSchema, signal)).items });
}

/** Invitations are for owners and admins only: others never ask. */
export function useTeamInvitations(teamId: number, enabled: boolean) {
  const url = `${teamUrl(teamId)}/invitations`;
  return useQuery({ queryKey: [url], queryFn: async ({ signal }) => (await getParsed(url, invitationListSchema, signal)).items, enabled });
}
