import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { TEAM_NAME_MAX_LENGTH, type Team } from '@common/schemas/teams';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RenameDialog } from '@/components/rename-dialog';
import { SelectField } from '@/components/ui/select-field';
import { useDeleteTeam, useLeaveTeam, useRenameTeam, useTransferTeam } from '../api/team-mutations';
import { forgetTeam, useTeamMembers } from '../api/team-queries';

export type TeamDialogName = 'rename' | 'transfer' | 'leave' | 'delete';

interface Props {
  team: Team;
  myId: number;
  onClose: () => void;
}

/** The team-wide actions, each behind its dialog. */
export function TeamDialog({ name, ...props }: Props & { name: TeamDialogName }) {
  if (name === 'rename') return <RenameTeamDialog {...props} />;
  if (name === 'transfer') return <TransferDialog {...props} />;
  return <ExitDialog {...props} kind={name} />;
}

function RenameTeamDialog({ team, onClose }: Props) {
  const rename = useRenameTeam(team.id);
  return (
    <RenameDialog
      heading={`Rename “${team.name}”`}
      title={team.name}
      label="Team name"
      emptyMessage="Give the team a name"
      maxLength={TEAM_NAME_MAX_LENGTH}
      save={(name) => rename.mutateAsync(name)}
      onClose={onClose}
    />
  );
}

function TransferDialog({ team, myId, onClose }: Props) {
  const members = useTeamMembers(team.id);
  const transfer = useTransferTeam(team.id);
  const others = (members.data ?? []).filter((m) => m.userId !== myId);
  const [userId, setUserId] = useState('');
  const chosen = others.find((m) => String(m.userId) === userId);
  return (
    <ConfirmDialog
      heading={`Transfer ownership of “${team.name}”?`}
      description="The new owner can delete the team or hand it on. You stay in the team as an admin, and cannot undo this yourself."
      confirmLabel="Transfer ownership"
      ready={!!chosen}
      action={() => transfer.mutateAsync(Number(userId))}
      done={chosen ? `${chosen.username} now owns “${team.name}”` : 'Ownership transferred'}
      onClose={onClose}
      onDone={onClose}
    >
      <SelectField
        label="New owner"
        value={userId}
        onChange={(e) => setUserId(e.target.value)}
        options={[{ value: '', label: 'Choose a member' }, ...others.map((m) => ({ value: String(m.userId), label: `${m.username} (${m.email})` }))]}
        autoFocus
      />
    </ConfirmDialog>
  );
}

/** Leaving or deleting: both end the user's access; afterwards the team list is the place to be. */
function ExitDialog({ team, kind, onClose }: Props & { kind: 'leave' | 'delete' }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const leave = useLeaveTeam(team.id);
  const remove = useDeleteTeam(team.id);
  const onDone = () => {
    navigate('/teams', { replace: true });
    void forgetTeam(queryClient, team.id);
  };
  if (kind === 'leave') {
    return (
      <ConfirmDialog
        heading={`Leave “${team.name}”?`}
        description="You lose access to the team’s documents and conversations. What you added stays with the team. To come back, an owner or admin must invite you again."
        confirmLabel="Leave team"
        action={() => leave.mutateAsync()}
        done={`You left “${team.name}”`}
        onClose={onClose}
        onDone={onDone}
      />
    );
  }
  return (
    <ConfirmDialog
      heading={`Delete team “${team.name}”?`}
      description="The team’s documents, conversations and invitations are deleted for every member, for good. This cannot be undone."
      confirmLabel="Delete team"
      typeToConfirm={team.name}
      action={() => remove.mutateAsync()}
      done={`Team “${team.name}” deleted`}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
