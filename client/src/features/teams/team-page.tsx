import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { Team } from '@common/schemas/teams';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useTeam } from './api/team-queries';
import { InvitationList } from './components/invitation-list';
import { InviteForm } from './components/invite-form';
import { MemberList } from './components/member-list';
import { TeamDialog, type TeamDialogName } from './components/team-dialogs';
import { TeamHeader } from './components/team-header';
import { canManage, isOwner } from './lib/permissions';

/** /teams/:id — one team: its members, its invitations (for owners and admins) and the team-wide actions. */
export default function TeamPage() {
  const { id = '' } = useParams<{ id: string }>();
  const teamId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  const team = useTeam(teamId);
  const { user } = useUser();

  let body;
  if (team.isLoading) body = <FullScreenSpinner fullScreen={false} />;
  else if (!teamId || (team.error instanceof ApiError && (team.error.status === 404 || team.error.status === 400))) {
    body = <p className="text-muted">{teamId && team.error ? serverMessage(team.error) : 'This team does not exist, or you are not a member of it.'}</p>;
  } else if (team.error || !team.data || !user) body = <p className="text-danger">We couldn’t load this team. Please refresh the page.</p>;
  else body = <TeamDetail team={team.data} myId={user.id} />;

  return (
    <div className="flex flex-col gap-6">
      <Link href="/teams" className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-accent hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        All teams
      </Link>
      {body}
    </div>
  );
}

function TeamDetail({ team, myId }: { team: Team; myId: number }) {
  const [dialog, setDialog] = useState<TeamDialogName>();
  return (
    <>
      <TeamHeader team={team} onAction={setDialog} />
      <MemberList team={team} myId={myId} />
      {canManage(team.role) ? (
        <section aria-labelledby="invite-heading" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="invite-heading" className="text-xl font-semibold">
              Invitations
            </h2>
            <p className="max-w-[70ch] text-muted">
              We email a link to join. It works once, for the account that uses that address, for 7 days. Joining needs a Premium plan.
            </p>
          </div>
          <InviteForm teamId={team.id} />
          <InvitationList team={team} />
        </section>
      ) : (
        <p className="max-w-[70ch] text-sm text-muted">To add someone to this team, ask its owner or an admin to invite them.</p>
      )}
      {isOwner(team.role) && (
        <p className="max-w-[70ch] text-sm text-muted">
          {team.memberCount > 1
            ? 'As the owner you cannot leave the team. Transfer ownership to another member first, or delete the team.'
            : 'You are the only member. As the owner you cannot leave: invite someone and transfer ownership to them first, or delete the team.'}
        </p>
      )}
      {dialog && <TeamDialog name={dialog} team={team} myId={myId} onClose={() => setDialog(undefined)} />}
    </>
  );
}
