/**
 * A document's links, newest first: what each allows, until when, who made it, whether it still works,
 * how often it was opened (with the latest times), and "Revoke" for those that still open.
 */
import { Lock } from 'lucide-react';
import { useState } from 'react';
import type { ShareLink } from '@common/schemas/sharing';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useRevokeShareLink } from '../api';
import { dateText, whenText } from '../lib/dates';
import { ACCESS_LABEL } from './share-link-form';

const PILL = 'inline-flex shrink-0 items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** colour for meaning, always with the word too */
const STATE: Record<ShareLink['state'], { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-success-soft text-success' },
  expired: { label: 'Expired', className: 'bg-warning-soft text-warning' },
  revoked: { label: 'Revoked', className: 'bg-surface-muted text-muted' },
};

const openedText = (n: number) => (n === 0 ? 'Not opened yet' : n === 1 ? 'Opened 1 time' : `Opened ${n.toLocaleString()} times`);

function expiryText(link: ShareLink): string {
  if (!link.expiresAt) return 'No expiry';
  return `${link.state === 'expired' ? 'Expired' : 'Expires'} ${dateText(link.expiresAt)}`;
}

export function LinkList({ documentId, links }: { documentId: number; links: ShareLink[] }) {
  const newestFirst = [...links].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <section aria-labelledby="share-links-heading" className="flex flex-col gap-3">
      <h2 id="share-links-heading" className="text-lg font-semibold">
        Links
      </h2>
      {newestFirst.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-5 text-muted">
          No links yet. A link lets someone read this document without a Counsel account. Create one above.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {newestFirst.map((link) => (
            <LinkRow key={link.id} documentId={documentId} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkRow({ documentId, link }: { documentId: number; link: ShareLink }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeShareLink(documentId);
  const state = STATE[link.state];
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">{link.name}</span>
            <span className={`${PILL} ${state.className}`}>
              <span className="sr-only">Status: </span>
              {state.label}
            </span>
            {link.hasPassword && (
              <span className={`${PILL} bg-accent-soft text-accent`}>
                <Lock className="size-3" aria-hidden />
                Password
              </span>
            )}
          </p>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
            <span>{ACCESS_LABEL[link.access]}</span>
            <span>{expiryText(link)}</span>
            {link.revokedAt && <span>Revoked {dateText(link.revokedAt)}</span>}
          </p>
          <p className="text-sm text-muted">
            Created by {link.createdBy ?? 'a former member'} on {dateText(link.createdAt)} · {openedText(link.visitCount)}
          </p>
        </div>
        {link.state === 'active' && (
          <Button variant="danger-ghost" onClick={() => setConfirming(true)} aria-label={`Revoke link “${link.name}”`}>
            Revoke
          </Button>
        )}
      </div>
      <AccessLog link={link} />
      {confirming && (
        <ConfirmDialog
          heading={`Revoke link “${link.name}”?`}
          description="Anyone with this link will see a page saying it was turned off."
          confirmLabel="Revoke"
          action={() => revoke.mutateAsync(link.id)}
          done="Link revoked"
          onClose={() => setConfirming(false)}
          onDone={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

function AccessLog({ link }: { link: ShareLink }) {
  const visits = [...link.visits].sort((a, b) => b.localeCompare(a));
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-accent">Access log</summary>
      {visits.length === 0 ? (
        <p className="mt-2 text-muted">No one has opened this link yet.</p>
      ) : (
        <>
          {link.visitCount > visits.length && (
            <p className="mt-2 text-muted">
              The latest {visits.length} of {link.visitCount.toLocaleString()} openings, newest first.
            </p>
          )}
          <ol className="mt-2 flex flex-col gap-1" aria-label={`When “${link.name}” was opened, newest first`}>
            {visits.map((at, i) => (
              <li key={`${at}-${i}`}>
                <time dateTime={at}>{whenText(at)}</time>
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
