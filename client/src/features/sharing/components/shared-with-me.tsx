/**
 * "Shared with me": the documents others shared with the signed-in person, whichever workspace is
 * active, each with who added it and the person's role, and a way to remove it from the list. Shown
 * on the Documents page only when there is something in it.
 */
import { FileText, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { SharedWithMeItem } from '@common/schemas/people-sharing';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useLeaveShared, useSharedWithMe } from '../people-api';
import { dateText } from '../lib/dates';
import { ROLE_LABEL } from '../lib/roles';

export function SharedWithMe() {
  const { data } = useSharedWithMe();
  const items = data?.items ?? [];
  if (!items.length) return null;
  return (
    <section id="shared-with-me" aria-labelledby="shared-with-me-heading" className="flex flex-col gap-3">
      <h2 id="shared-with-me-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5 text-muted" aria-hidden />
        Shared with me
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {items.map((item) => (
          <SharedRow key={item.id} item={item} />
        ))}
      </ul>
      {data?.nextCursor && <p className="text-sm text-muted">Showing the {items.length} most recently shared.</p>}
    </section>
  );
}

function SharedRow({ item }: { item: SharedWithMeItem }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveShared();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
      <FileText className="size-5 shrink-0 text-muted" aria-hidden />
      <Link href={`/documents/${item.id}`} className="min-w-0 flex-1 basis-48 hover:underline">
        <span className="block truncate font-medium text-accent">{item.title}</span>
        <span className="block truncate text-sm text-muted">
          {item.sharedBy && item.sharedBy !== item.owner ? `From ${item.owner}, shared by ${item.sharedBy}` : `From ${item.owner}`} · {ROLE_LABEL[item.role]} · shared{' '}
          {dateText(item.sharedAt)}
        </span>
      </Link>
      <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Remove “${item.title}” from Shared with me`}>
        Remove
      </Button>
      {confirming && (
        <ConfirmDialog
          heading={`Remove “${item.title}”?`}
          description={`You will no longer be able to open it, unless it is shared with you again.`}
          confirmLabel="Remove"
          action={() => leave.mutateAsync(item.id)}
          done="Removed from Shared with me"
          onClose={() => setConfirming(false)}
          onDone={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
