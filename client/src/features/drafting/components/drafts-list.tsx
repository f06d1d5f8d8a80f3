import { FilePen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { DraftListItem } from '@common/schemas/drafting';
import { DeleteDialog } from '@/components/delete-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteDraft } from '../api/drafts';

export const draftLink = (id: number) => `/documents/generate?draft=${id}`;

/** Drafts to resume, the latest saved first: name, template, when last saved; each can be deleted after asking. */
export function DraftsList({ drafts }: { drafts: DraftListItem[] }) {
  const [deleting, setDeleting] = useState<DraftListItem>();
  const remove = useDeleteDraft();
  return (
    <>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {drafts.map((d) => (
          <li key={d.id} className="flex items-center gap-3 p-4">
            <FilePen className="size-5 shrink-0 text-muted" aria-hidden />
            <span className="flex min-w-0 flex-1 flex-col">
              <Link href={draftLink(d.id)} className="truncate font-medium text-accent hover:underline">
                {d.title}
              </Link>
              <span className="text-sm text-muted">
                {d.title !== d.templateTitle && `${d.templateTitle} · `}
                Last saved{' '}
                <time dateTime={d.updatedAt}>{new Date(d.updatedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}</time>
                {d.documentId !== null && ' · Document made'}
              </span>
            </span>
            <Button variant="danger-ghost" className="px-2" onClick={() => setDeleting(d)} aria-label={`Delete draft “${d.title}”`}>
              <Trash2 className="size-4" aria-hidden />
              <span className="hidden sm:inline">Delete</span>
            </Button>
          </li>
        ))}
      </ul>
      {deleting && (
        <DeleteDialog
          heading={`Delete draft “${deleting.title}”?`}
          description={
            deleting.documentId !== null
              ? 'Its answers are deleted for good. The document it made stays in Documents.'
              : 'Its answers are deleted for good. This cannot be undone.'
          }
          done="Draft deleted"
          remove={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}
