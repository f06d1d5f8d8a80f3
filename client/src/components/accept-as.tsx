import type { ReactNode } from 'react';
import type { User } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth';
import { serverMessage } from '@/lib/api-request';

/**
 * A signed-in visitor's side of a pending invitation sent to `invitedEmail`: who they are signed in as
 * (and a warning when that is not the invited address, with a way to switch), the accept button, and the
 * server's answer when it says no.
 */
export function AcceptAs({
  invitedEmail,
  user,
  here,
  label,
  busy,
  error,
  onAccept,
}: {
  invitedEmail: string;
  user: User;
  /** this page, to come back to after signing in with another account */
  here: string;
  label: ReactNode;
  busy: boolean;
  error: Error | null;
  onAccept: () => void;
}) {
  const logout = useLogout(here);
  const otherAccount = user.email.toLowerCase() !== invitedEmail.toLowerCase();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Signed in as <span className="font-medium text-text">{user.username}</span> ({user.email}).
      </p>
      {otherAccount && !error && (
        <p className="rounded-md border border-warning bg-warning-soft p-3 text-sm">
          This invitation was sent to {invitedEmail}, but you are signed in with {user.email}. To accept it, sign in with the account that uses {invitedEmail}.
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {serverMessage(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAccept} busy={busy}>
          {label}
        </Button>
        {otherAccount && (
          <Button variant="secondary" onClick={() => logout.mutate()} busy={logout.isPending}>
            Sign in with another account
          </Button>
        )}
      </div>
    </div>
  );
}
