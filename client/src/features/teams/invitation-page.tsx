import { Users } from 'lucide-react';
import { useParams } from 'wouter';
import type { InvitationPreview } from '@common/schemas/teams';
import { InvitationNotFound, PublicCard, SignInToAccept } from '@/components/public-card';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { useInvitationPreview } from './api/invitations';
import { AcceptInvitation } from './components/accept-invitation';
import { InvitationStatusBadge } from './components/badges';
import { dateText, INVITEE_ROLE_TEXT, withArticle } from './lib/labels';

/** What an invitation that can no longer be accepted means, and what to do. */
function closedText(invitation: InvitationPreview): string {
  if (invitation.status === 'accepted') return 'This invitation has already been accepted. Each invitation link works once.';
  if (invitation.status === 'revoked') return 'This invitation was withdrawn. Ask the team for a new one if you still need to join.';
  return `This invitation expired on ${dateText(invitation.expiresAt)}. Ask ${invitation.invitedBy} for a new one.`;
}

/**
 * /invitations/:token — the link the invitation email carries. Anyone holding it sees who invites whom to
 * what; a visitor signs in or creates an account and comes back here; a signed-in user accepts.
 */
export default function InvitationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const preview = useInvitationPreview(token);
  const { user, isLoading } = useUser();
  if (preview.isLoading || isLoading) return <FullScreenSpinner />;

  const invitation = preview.data;
  if (!invitation) {
    return <InvitationNotFound icon={Users} error={preview.error} signedIn={!!user} hint="Check that you opened the whole link from the email, or ask the team for a new invitation." />;
  }

  const here = `/invitations/${token}`;
  return (
    <PublicCard icon={Users} title={`Join “${invitation.teamName}” on Counsel`} signedIn={!!user}>
      <p className="text-lg">
        <span className="font-medium">{invitation.invitedBy}</span> invited you to join the team <span className="font-medium">{invitation.teamName}</span> as{' '}
        {withArticle(invitation.role)}.
      </p>
      <p className="text-muted">{INVITEE_ROLE_TEXT[invitation.role]}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="sr-only">Status:</span>
        <InvitationStatusBadge status={invitation.status} />
        <span className="text-muted">
          {invitation.status === 'pending' ? `For ${invitation.email}, until ${dateText(invitation.expiresAt)}.` : `Sent to ${invitation.email}.`}
        </span>
      </p>
      {invitation.status !== 'pending' ? (
        <p role="status" className="rounded-md border border-border bg-surface-muted p-3">
          {closedText(invitation)}
        </p>
      ) : user ? (
        <AcceptInvitation token={token} invitation={invitation} user={user} onRefused={() => void preview.refetch()} />
      ) : (
        <SignInToAccept here={here} first="login">
          To accept, sign in with the account that uses {invitation.email}, or create one with that address. You will come back to this page afterwards. Joining a
          team needs a Premium plan.
        </SignInToAccept>
      )}
    </PublicCard>
  );
}
