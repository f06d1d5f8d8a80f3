import { useState } from 'react';
import type { Team, TeamMember } from '@common/schemas/teams';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useChangeRole, useRemoveMember } from '../api/team-mutations';
import { useTeamMembers } from '../api/team-queries';
import { ASSIGNABLE_OPTIONS, dateText, withArticle } from '../lib/labels';
import { canChangeRole, canRemove } from '../lib/permissions';
import { RoleBadge } from './badges';

/** The team's members with their roles; owners and admins change roles and remove people, as their role allows. */
export function MemberList({ team, myId }: { team: Team; myId: number }) {
  const members = useTeamMembers(team.id);
  const changeRole = useChangeRole(team.id);
  const remove = useRemoveMember(team.id);
  const [removing, setRemoving] = useState<TeamMember>();

  function setRole(member: TeamMember, role: 'admin' | 'member') {
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast({ title: 'Role changed', description: `${member.username} is now ${withArticle(role)}.` }),
        onError: (error) => toast({ title: 'Could not change the role', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <section aria-labelledby="members-heading" className="flex flex-col gap-3">
      <h2 id="members-heading" className="text-xl font-semibold">
        Members
      </h2>
      {members.isLoading && <p className="text-muted">Loading members…</p>}
      {members.error && <p className="text-danger">We couldn’t load the members: {serverMessage(members.error)}</p>}
      {members.data && (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Members">
          {members.data.map((member) => {
            const me = member.userId === myId;
            return (
              <li key={member.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate font-medium">
                    {member.username}
                    {me && <span className="font-normal text-muted"> (you)</span>}
                  </p>
                  <p className="text-sm break-words text-muted">
                    {member.email} · Joined {dateText(member.joinedAt)}
                  </p>
                </div>
                {canChangeRole(team.role, member, myId) ? (
                  <SelectField
                    label={`Role of ${member.username}`}
                    hideLabel
                    options={ASSIGNABLE_OPTIONS}
                    value={member.role}
                    disabled={changeRole.isPending && changeRole.variables?.userId === member.userId}
                    onChange={(e) => setRole(member, e.target.value as 'admin' | 'member')}
                  />
                ) : (
                  <RoleBadge role={member.role} />
                )}
                {canRemove(team.role, myId, member) && (
                  <Button variant="danger-ghost" onClick={() => setRemoving(member)} aria-label={`Remove ${member.username}`}>
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          heading={`Remove ${removing.username} from “${team.name}”?`}
          description="They lose access to the team’s documents and conversations at once. What they added stays with the team. You can invite them again later."
          confirmLabel="Remove"
          action={() => remove.mutateAsync(removing.userId)}
          done={`${removing.username} was removed from the team`}
          onClose={() => setRemoving(undefined)}
          onDone={() => setRemoving(undefined)}
        />
      )}
    </section>
  );
}
