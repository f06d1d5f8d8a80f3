/**
 * /document-invitations/:token — the link an invitation to a document carries. Anyone holding it sees
 * who shares what, as what, with which address; a visitor signs in or creates an account (with that
 * address) and comes back here; a signed-in person accepts and goes to the document.
 */
import { FileText } from 'lucide-react';
import { useLocation, useParams } from 'wouter';
import type { DocumentInvitationPreview } from '@common/schemas/people-sharing';
import { AcceptAs } from '@/components/accept-as';
import { InvitationNotFound, PublicCard, SignInToAccept } from '@/components/public-card';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { dateText } from './lib/dates';
import { ACCESS_TEXT, ROLE_LABEL } from './lib/roles';
import { useAcceptDocumentInvitation, useDocumentInvitationPreview } from './people-api';

function closedText(invitation: DocumentInvitationPreview): string {
  if (invitation.status === 'accepted') return 'This invitation has already been accepted. Each invitation link works once: find the document under Documents, in “Shared with me”.';
  if (invitation.status === 'revoked') return 'This invitation was withdrawn. Ask who sent it for a new one if you still need the document.';
  return `This invitation expired on ${dateText(invitation.expiresAt)}. Ask ${invitation.invitedBy ?? 'who sent it'} for a new one.`;
}

export default function DocumentInvitationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const preview = useDocumentInvitationPreview(token);
  const accept = useAcceptDocumentInvitation(token);
  const { user, isLoading } = useUser();
  if (preview.isLoading || isLoading) return <FullScreenSpinner />;

  const invitation = preview.data;
  if (!invitation) return <InvitationNotFound icon={FileText} error={preview.error} signedIn={!!user} hint="Check that you opened the whole link from the email, or ask who sent it for a new one." />;

  const here = `/document-invitations/${token}`;
  const open = () =>
    accept.mutate(undefined, {
      onSuccess: ({ documentId }) => {
        toast({ title: `“${invitation.documentTitle}” is shared with you`, description: 'You find it any time under Documents, in “Shared with me”.' });
        navigate(`/documents/${documentId}`);
      },
    });

  return (
    <PublicCard icon={FileText} title={`“${invitation.documentTitle}” on Counsel`} signedIn={!!user}>
      <p className="text-lg">
        <span className="font-medium">{invitation.invitedBy ?? 'Someone'}</span> shared the document <span className="font-medium">{invitation.documentTitle}</span> with you as{' '}
        {invitation.role === 'editor' ? 'an' : 'a'} {ROLE_LABEL[invitation.role].toLowerCase()}. {ACCESS_TEXT[invitation.role]}
      </p>
      <p className="text-sm text-muted">
        {invitation.status === 'pending' ? `For ${invitation.email}, until ${dateText(invitation.expiresAt)}.` : `Sent to ${invitation.email}.`}
      </p>
      {invitation.status !== 'pending' ? (
        <p role="status" className="rounded-md border border-border bg-surface-muted p-3">
          {closedText(invitation)}
        </p>
      ) : user ? (
        <AcceptAs invitedEmail={invitation.email} user={user} here={here} label="Open the document" busy={accept.isPending} error={accept.error} onAccept={open} />
      ) : (
        <SignInToAccept here={here} first="register">
          To open it, sign in with the account that uses {invitation.email}, or create a free account with that address. You will come back to this page afterwards.
        </SignInToAccept>
      )}
    </PublicCard>
  );
}
