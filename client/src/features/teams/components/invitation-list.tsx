import { useState } from 'react';
import type { Invitation, Team } from '@common/schemas/teams';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useInvite, useRevokeInvitation } from '../api/team-mutations';
import { useTeamInvitations } from '../api/team-queries';
import { dateText, ROLE_LABEL } from '../lib/labels';
import { InvitationStatusBadge } from './badges';

/**
 * The newest invitation of each address that has not joined yet (the server's list, newest first, also
 * keeps those a resend replaced, and accepted ones: those people are in Members).
 */
export function awaitingAnswer(invitations: Invitation[]): Invitation[] {
  const seen = new Set<string>();
  return invitations.filter((invitation) => {
    if (seen.has(invitation.email)) return false;
    seen.add(invitation.email);
    return invitation.status !== 'accepted';
  });
}

/** Invitations not yet accepted, with their status; Resend mails a fresh link (replacing a pending one), Revoke withdraws it. */
export function InvitationList({ team }: { team: Team }) {
  const invitations = useTeamInvitations(team.id, true);
  const resend = useInvite(team.id);
  const revoke = useRevokeInvitation(team.id);
  const [revoking, setRevoking] = useState<Invitation>();
  const items = awaitingAnswer(invitations.data ?? []);

  function sendAgain({ email, role }: Invitation) {
    resend.mutate(
      { email, role },
      {
        onSuccess: () => toast({ title: 'Invitation sent again', description: `We emailed a new link to ${email}. The old one no longer works.` }),
        onError: (error) => toast({ title: 'Could not send the invitation', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  if (invitations.error) return <p className="text-danger">We couldn’t load the invitations: {serverMessage(invitations.error)}</p>;
  if (!invitations.data) return null;
  if (!items.length) return <p className="text-muted">No invitations waiting for an answer.</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Invitations">
        {items.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-all">{invitation.email}</span>
                <InvitationStatusBadge status={invitation.status} />
              </p>
              <p className="text-sm text-muted">
                {ROLE_LABEL[invitation.role]} · invited by {invitation.invitedBy} on {dateText(invitation.createdAt)}
                {invitation.status === 'pending' && ` · expires ${dateText(invitation.expiresAt)}`}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                onClick={() => sendAgain(invitation)}
                busy={resend.isPending && resend.variables?.email === invitation.email}
                aria-label={`Resend the invitation to ${invitation.email}`}
              >
                Resend
              </Button>
              {invitation.status === 'pending' && (
                <Button variant="danger-ghost" onClick={() => setRevoking(invitation)} aria-label={`Revoke the invitation to ${invitation.email}`}>
                  Revoke
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {revoking && (
        <ConfirmDialog
          heading={`Revoke the invitation to ${revoking.email}?`}
          description="The link in their email stops working. You can invite them again later."
          confirmLabel="Revoke"
          action={() => revoke.mutateAsync(revoking.id)}
          done="Invitation revoked"
          onClose={() => setRevoking(undefined)}
          onDone={() => setRevoking(undefined)}
        />
      )}
    </>
  );
}
