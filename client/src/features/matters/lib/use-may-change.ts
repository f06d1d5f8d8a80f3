import { useUser } from '@/features/auth';
import { useTeams } from '@/features/teams';
import { useContextKey } from '@/lib/resource-context';

/**
 * Whether the user may change or delete something added by `ownerId`, as the server's policy decides it:
 * always in their own workspace; in a team, what they added, or anything as its owner or admin. Screens
 * offer only what can work; the server still checks, and its message shows if it refuses.
 */
export function useMayChange() {
  const { user } = useUser();
  const { teamId } = useContextKey();
  const teams = useTeams({ enabled: teamId !== null });
  const role = teams.data?.find((t) => t.id === teamId)?.role;
  return (ownerId: number | null) => teamId === null || (user !== null && ownerId === user.id) || role === 'owner' || role === 'admin';
}
