/**
 * "Share with people": a username or an email address and a role, then who has the document (their
 * role, changeable; Remove) and the invitations still waiting (Withdraw). A username shares at once; an
 * address gets an invitation link for the account that uses it.
 */
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ShareRole } from '@common/schemas/document-access';
import type { DocumentInvitation, DocumentPeople, PersonShare } from '@common/schemas/people-sharing';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useChangeShareRole, useRemovePerson, useShareWithPerson, useWithdrawInvitation } from '../people-api';
import { dateText } from '../lib/dates';
import { ROLE_HINT, ROLE_LABEL, ROLE_OPTIONS } from '../lib/roles';
import { UnsentInvitation } from '@/components/created-link';

export function PeopleSection({ documentId, people }: { documentId: number; people: DocumentPeople }) {
  const headingId = useId();
  // an invitation the server could not mail: its link, for the one who invited to send
  const [unsent, setUnsent] = useState<{ email: string; url: string }>();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        Share with people
      </h2>
      <ShareForm documentId={documentId} onUnsent={setUnsent} />
      {unsent && <UnsentInvitation key={unsent.url} {...unsent} />}
      {people.people.length === 0 && people.invitations.length === 0 ? (
        <p className="text-muted">Not shared with anyone yet. They will find it under Documents, in “Shared with me”.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border" aria-label="People with access">
          {people.people.map((person) => (
            <PersonRow key={person.id} documentId={documentId} person={person} />
          ))}
          {people.invitations.map((invitation) => (
            <InvitationRow key={invitation.id} documentId={documentId} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareForm({ documentId, onUnsent }: { documentId: number; onUnsent: (unsent: { email: string; url: string } | undefined) => void }) {
  const [person, setPerson] = useState('');
  const [role, setRole] = useState<ShareRole>('viewer');
  const [error, setError] = useState<string>();
  const sharing = useShareWithPerson(documentId);
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!person.trim()) return setError('Enter a username or an email address.');
    setError(undefined);
    sharing.share({ person: person.trim(), role }).then(
      ({ notice, link }) => {
        toast({ title: notice });
        onUnsent(link ? { email: person.trim().toLowerCase(), url: link } : undefined);
        setPerson('');
      },
      (failure: Error) => setError(serverMessage(failure)),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field
          label="Username or email"
          value={person}
          onChange={(e) => setPerson(e.target.value)}
          autoComplete="off"
          maxLength={254}
          placeholder="jordan_lee or jordan@example.com"
          hint="A username shares at once. An email address gets an invitation link that works for the Counsel account using that address."
          error={error}
        />
        <div className="flex flex-col gap-1.5">
          <SelectField label="Role" options={ROLE_OPTIONS} value={role} onChange={(e) => setRole(e.target.value as ShareRole)} aria-describedby={hintId} />
          <p id={hintId} className="text-sm text-muted">
            {ROLE_HINT[role]}
          </p>
        </div>
      </div>
      <Button type="submit" busy={sharing.isPending} className="self-start">
        <UserPlus className="size-4" aria-hidden />
        Share
      </Button>
    </form>
  );
}

function PersonRow({ documentId, person }: { documentId: number; person: PersonShare }) {
  const change = useChangeShareRole(documentId);
  const remove = useRemovePerson(documentId);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <span className="flex min-w-0 flex-1 basis-48 flex-col">
        <span className="truncate font-medium">{person.username}</span>
        <span className="text-sm text-muted">{person.sharedBy ? `Shared by ${person.sharedBy}` : 'Shared'} on {dateText(person.createdAt)}</span>
      </span>
      <SelectField
        label={`Role of ${person.username}`}
        hideLabel
        options={ROLE_OPTIONS}
        value={person.role}
        disabled={change.isPending}
        onChange={(e) => {
          // read now: the select shows the saved role again until the list comes back
          const role = e.target.value as ShareRole;
          change.mutate(
            { shareId: person.id, role },
            {
              onSuccess: () => toast({ title: `${person.username} is now ${role === 'editor' ? 'an' : 'a'} ${ROLE_LABEL[role].toLowerCase()}` }),
              onError: (failure) => toast({ title: 'The role was not changed', description: serverMessage(failure) }),
            },
          );
        }}
      />
      <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
        Remove
      </Button>
      {confirming && (
        <ConfirmDialog
          heading={`Stop sharing with ${person.username}?`}
          description={`${person.username} will no longer be able to open this document. Their comments stay.`}
          confirmLabel="Remove"
          action={() => remove.mutateAsync(person.id)}
          done={`${person.username} no longer has this document`}
          onClose={() => setConfirming(false)}
          onDone={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

function InvitationRow({ documentId, invitation }: { documentId: number; invitation: DocumentInvitation }) {
  const withdraw = useWithdrawInvitation(documentId);
  const expired = invitation.status === 'expired';
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <span className="flex min-w-0 flex-1 basis-48 flex-col">
        <span className="truncate font-medium">{invitation.email}</span>
        <span className="text-sm text-muted">
          {ROLE_LABEL[invitation.role]} · {expired ? `Invitation expired ${dateText(invitation.expiresAt)}` : `Invited, not yet accepted · expires ${dateText(invitation.expiresAt)}`}
        </span>
      </span>
      <Button
        variant="ghost"
        busy={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(invitation.id, {
            onSuccess: () => toast({ title: `Invitation to ${invitation.email} ${expired ? 'removed' : 'withdrawn'}` }),
            onError: (failure) => toast({ title: 'The invitation was not withdrawn', description: serverMessage(failure) }),
          })
        }
      >
        {expired ? 'Remove' : 'Withdraw'}
      </Button>
    </li>
  );
}
