import { CheckCircle2, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Matter } from '@common/schemas/matters';
import { DeleteDialog } from '@/components/delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ContextHint } from '@/features/teams';
import { serverMessage } from '@/lib/api-request';
import { useDeleteMatter, useUpdateMatter } from '../api/matters';
import { useMayChange } from '../lib/use-may-change';
import { PriorityBadge, StatusBadge } from './badges';

/** Number, title, status and priority, with Edit (primary), Close or Reopen, and Delete for those who may. */
export function MatterHeader({ matter }: { matter: Matter }) {
  const [deleting, setDeleting] = useState(false);
  const [, navigate] = useLocation();
  const update = useUpdateMatter(matter.id);
  const remove = useDeleteMatter(matter.id);
  const mayDelete = useMayChange()(matter.ownerId);
  const closed = matter.status === 'closed';

  function setStatus() {
    update.mutate(
      { status: closed ? 'open' : 'closed' },
      {
        onSuccess: () => toast({ title: closed ? 'Matter reopened' : 'Matter closed', description: matter.title }),
        onError: (err) => toast({ title: closed ? 'Could not reopen the matter' : 'Could not close the matter', description: serverMessage(err), variant: 'destructive' }),
      },
    );
  }

  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-4">
      <div className="flex min-w-0 flex-col gap-2">
        <ContextHint />
        <p className="text-sm text-muted tabular-nums">{matter.number}</p>
        <h1 className="text-3xl font-semibold break-words">{matter.title}</h1>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={matter.status} />
          <PriorityBadge priority={matter.priority} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* the primary action: first on a phone, on the right from sm up */}
        <Link href={`/matters/${matter.id}/edit`} className="inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover sm:order-last">
          <Pencil className="size-4" aria-hidden />
          Edit
        </Link>
        <Button variant="secondary" onClick={setStatus} busy={update.isPending}>
          {closed ? <RotateCcw className="size-4" aria-hidden /> : <CheckCircle2 className="size-4" aria-hidden />}
          {closed ? 'Reopen' : 'Close matter'}
        </Button>
        {mayDelete && (
          <Button variant="ghost" className="text-danger" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
        )}
      </div>
      {deleting && (
        <DeleteDialog
          heading={`Delete matter “${matter.title}”?`}
          description="Its tasks, deadlines, notes and timeline are deleted with it. This cannot be undone."
          done="Matter deleted"
          remove={() => remove.mutateAsync()}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate('/matters', { replace: true })}
        />
      )}
    </header>
  );
}
