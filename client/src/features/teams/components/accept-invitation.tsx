import { useLocation } from 'wouter';
import type { User } from '@common/schemas/auth';
import type { InvitationPreview } from '@common/schemas/teams';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useLogout } from '@/features/auth';
import { UpgradePrompt } from '@/features/billing';
import { ApiError, serverMessage } from '@/lib/api-request';
import { authHref } from '@/lib/safe-next';
import { useAcceptInvitation } from '../api/invitations';

/**
 * A signed-in visitor's side of a pending invitation: who they are signed in as (and a warning when that is
 * not the invited address), Accept, and the server's answer when it says no.
 */
export function AcceptInvitation({ token, invitation, user, onRefused }: { token: string; invitation: InvitationPreview; user: User; onRefused: () => void }) {
  const [, navigate] = useLocation();
  const accept = useAcceptInvitation(token);
  const logout = useLogout();
  const here = `/invitations/${token}`;
  const otherAccount = user.email.toLowerCase() !== invitation.email.toLowerCase();
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

  const switchAccount = () => logout.mutate(undefined, { onSuccess: () => navigate(authHref('login', here), { replace: true }) });

  if (limit) return <UpgradePrompt message={limit} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Signed in as <span className="font-medium text-text">{user.username}</span> ({user.email}).
      </p>
      {otherAccount && !accept.error && (
        <p className="rounded-md border border-warning bg-warning-soft p-3 text-sm">
          This invitation was sent to {invitation.email}, but you are signed in with {user.email}. To accept it, sign in with the account that uses {invitation.email}.
        </p>
      )}
      {accept.error && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {serverMessage(accept.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={join} busy={accept.isPending}>
          Accept invitation
        </Button>
        {otherAccount && (
          <Button variant="secondary" onClick={switchAccount} busy={logout.isPending}>
            Sign in with another account
          </Button>
        )}
      </div>
    </div>
  );
}
