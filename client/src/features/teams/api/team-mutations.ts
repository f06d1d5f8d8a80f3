import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdInvitationSchema, teamSchema, type Team } from '@common/schemas/teams';
import { useResourceContext } from '@/lib/resource-context';
import { addToTeamList, refreshTeams, teamRequest, teamUrl } from './team-queries';

/** A change inside a team: once it is done, the team list (and so the context switcher) and the team's page refetch. */
function useTeamChange<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refreshTeams(queryClient) });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<Team> => teamSchema.parse(await (await teamRequest('POST', '/api/teams', { name })).json()),
    onSuccess: (team) => addToTeamList(queryClient, team),
  });
}

export const useRenameTeam = (teamId: number) => useTeamChange((name: string) => teamRequest('PATCH', teamUrl(teamId), { name }));

export const useChangeRole = (teamId: number) =>
  useTeamChange(({ userId, role }: { userId: number; role: 'admin' | 'member' }) => teamRequest('PATCH', `${teamUrl(teamId)}/members/${userId}`, { role }));

export const useRemoveMember = (teamId: number) => useTeamChange((userId: number) => teamRequest('DELETE', `${teamUrl(teamId)}/members/${userId}`));

export const useTransferTeam = (teamId: number) => useTeamChange((userId: number) => teamRequest('POST', `${teamUrl(teamId)}/transfer`, { userId }));

/** Invites an address; inviting it again (Resend) replaces the invitation still pending for it. */
/** the invitation made; with its `link` when it could not be mailed */
export const useInvite = (teamId: number) =>
  useTeamChange(async ({ email, role }: { email: string; role: 'admin' | 'member' }) =>
    createdInvitationSchema.parse(await (await teamRequest('POST', `${teamUrl(teamId)}/invitations`, { email, role })).json()),
  );

export const useRevokeInvitation = (teamId: number) => useTeamChange((invitationId: number) => teamRequest('DELETE', `${teamUrl(teamId)}/invitations/${invitationId}`));

/**
 * Leaving or deleting a team ends the user's access to its workspace: if it is the active one, the app
 * switches to Personal at once. The page then goes away and calls `forgetTeam`.
 */
function useTeamExit(teamId: number, send: () => Promise<unknown>) {
  const { context, teamId: activeTeamId, setContext } = useResourceContext();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      if (context === 'team' && activeTeamId === teamId) setContext('personal');
    },
  });
}

export const useLeaveTeam = (teamId: number) => useTeamExit(teamId, () => teamRequest('POST', `${teamUrl(teamId)}/leave`));
export const useDeleteTeam = (teamId: number) => useTeamExit(teamId, () => teamRequest('DELETE', teamUrl(teamId)));
