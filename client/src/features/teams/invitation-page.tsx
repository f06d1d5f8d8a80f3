import { Scale, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { InvitationPreview } from '@common/schemas/teams';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { ApiError, serverMessage } from '@/lib/api-request';
import { authHref } from '@/lib/safe-next';
import { useInvitationPreview } from './api/invitations';
import { AcceptInvitation } from './components/accept-invitation';
import { InvitationStatusBadge } from './components/badges';
import { dateText, INVITEE_ROLE_TEXT, withArticle } from './lib/labels';

const LINK_BUTTON = 'inline-flex min-h-10 items-center justify-center rounded-md px-4 text-sm font-medium';

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
    const gone = preview.error instanceof ApiError && (preview.error.status === 404 || preview.error.status === 400);
    return (
      <Shell title="Invitation not found" signedIn={!!user}>
        <p>{gone && preview.error ? serverMessage(preview.error) : 'We couldn’t load this invitation. Please refresh the page.'}</p>
        {gone && <p className="text-muted">Check that you opened the whole link from the email, or ask the team for a new invitation.</p>}
      </Shell>
    );
  }

  const here = `/invitations/${token}`;
  return (
    <Shell title={`Join “${invitation.teamName}” on Counsel`} signedIn={!!user}>
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
        <div className="flex flex-col gap-3">
          <p>
            To accept, sign in with the account that uses {invitation.email}, or create one with that address. You will come back to this page afterwards.
            Joining a team needs a Premium plan.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link href={authHref('login', here)} className={`${LINK_BUTTON} bg-accent text-on-accent hover:bg-accent-hover`}>
              Sign in
            </Link>
            <Link href={authHref('register', here)} className={`${LINK_BUTTON} border border-border bg-surface hover:bg-surface-muted`}>
              Create account
            </Link>
          </div>
        </div>
      )}
    </Shell>
  );
}

/** A public page's frame: the brand, one card, and a way on. */
function Shell({ title, signedIn, children }: { title: string; signedIn: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-10 sm:items-center">
      <div className="flex w-full max-w-xl flex-col gap-6">
        <Link href="/" className="flex items-center justify-center gap-2 text-lg font-semibold">
          <Scale className="size-6 text-accent" aria-hidden />
          Counsel
        </Link>
        <section aria-labelledby="invitation-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6">
          <Users className="size-8 text-accent" aria-hidden />
          <h1 id="invitation-heading" className="text-2xl font-semibold break-words">
            {title}
          </h1>
          {children}
        </section>
        {signedIn && (
          <Link href="/dashboard" className="self-center text-sm font-medium text-accent hover:underline">
            Go to your dashboard
          </Link>
        )}
      </div>
    </main>
  );
}
