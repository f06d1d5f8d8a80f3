import { useQuery } from '@tanstack/react-query';
import { teamMemberListSchema } from '@common/schemas/teams';
import { useUser } from '@/features/auth';
import { apiRequest } from '@/lib/api-request';
import { useContextKey } from '@/lib/resource-context';
import { PERSONAL_CONTEXT } from '@/lib/resource-context-store';

export interface Person {
  id: number;
  name: string;
}

/**
 * Who can be responsible for a matter or assigned a task: in a team its members (GET /api/teams/:id/members,
 * which needs no team header), in the personal workspace only the user.
 */
export function useWorkspacePeople() {
  const { user } = useUser();
  const context = useContextKey();
  const url = context.teamId === null ? '' : `/api/teams/${context.teamId}/members`;
  const members = useQuery({
    queryKey: [url, context],
    queryFn: async ({ signal }) => teamMemberListSchema.parse(await (await apiRequest('GET', url, undefined, { signal, context: PERSONAL_CONTEXT })).json()).items,
    enabled: url !== '',
  });
  const people: Person[] = url ? (members.data ?? []).map((m) => ({ id: m.userId, name: m.username })) : user ? [{ id: user.id, name: user.username }] : [];
  return {
    people,
    inTeam: url !== '',
    me: user,
    /** known (or, for a team's members, failed to load: the form then offers only "no one" and the current choice) */
    ready: user !== null && (url === '' || !members.isPending),
    /** a person's name, "you" for the user; undefined while unknown (a former member) */
    nameOf: (id: number | null) => (id === null ? undefined : id === user?.id ? `${user.username} (you)` : people.find((p) => p.id === id)?.name),
  };
}
