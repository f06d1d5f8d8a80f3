import { useLocation } from 'wouter';
import type { User } from '@common/schemas/auth';
import type { InvitationPreview } from '@common/schemas/teams';
import { AcceptAs } from '@/components/accept-as';
import { toast } from '@/components/ui/toast-store';
import { UpgradePrompt } from '@/features/billing';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useAcceptInvitation } from '../api/invitations';

/** A signed-in visitor's side of a pending team invitation; joining needs Premium, so a 402 shows the upgrade. */
export function AcceptInvitation({ token, invitation, user, onRefused }: { token: string; invitation: InvitationPreview; user: User; onRefused: () => void }) {
  const [, navigate] = useLocation();
  const accept = useAcceptInvitation(token);
  const limit = accept.error instanceof ApiError && accept.error.status === 402 ? serverMessage(accept.error) : undefined;

  function join() {
    accept.mutate(undefined, {
      onSuccess: (team) => {
        toast({ title: `You joined “${team.name}”`, description: 'You are now working in the team’s workspace. Switch back to Personal at any time in the Workspace menu.' });
        navigate('/dashboard');
      },
      // the invitation may have changed meanwhile (accepted, withdrawn, expired): show its status as it is now
      onError: onRefused,
    });
  }

  if (limit) return <UpgradePrompt message={limit} />;
  return <AcceptAs invitedEmail={invitation.email} user={user} here={`/invitations/${token}`} label="Accept invitation" busy={accept.isPending} error={accept.error} onAccept={join} />;
}
