import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationPreviewSchema, teamSchema, type Team } from '@common/schemas/teams';
import { ApiError } from '@/lib/api-request';
import { shouldRetryQuery } from '@/lib/query-client';
import { useResourceContext } from '@/lib/resource-context';
import { addToTeamList, teamRequest } from './team-queries';

const invitationUrl = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** Who invites whom to what; answered to anyone holding the link, signed in or not. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: [invitationUrl(token)],
    queryFn: async ({ signal }) => invitationPreviewSchema.parse(await (await teamRequest('GET', invitationUrl(token), undefined, signal)).json()),
    // a malformed link (400) is as final as an unknown one (404)
    retry: (count, error) => !(error instanceof ApiError && error.status === 400) && shouldRetryQuery(count, error),
  });
}

/** Joins the team; it goes into the switcher's list at once and becomes the active workspace. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  const { setContext } = useResourceContext();
  return useMutation({
    mutationFn: async (): Promise<Team> => teamSchema.parse(await (await teamRequest('POST', `${invitationUrl(token)}/accept`)).json()),
    onSuccess: (team) => {
      void addToTeamList(queryClient, team);
      void queryClient.invalidateQueries({ queryKey: [invitationUrl(token)] });
      setContext('team', team.id);
    },
  });
}
