import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@common/schemas/documents';
import { toast } from '@/components/ui/toast-store';
import { DocumentDropzone, StatusBadge, useDocumentList } from '@/features/documents';
import { serverMessage } from '@/lib/api-request';
import { useMatterLinks } from '../api/links';
import { formatDateOf } from '../lib/dates';
import { FileExisting } from './file-existing';
import { TakeOutButton } from './take-out-button';

const isStatus = (status: string): status is DocumentStatus => (DOCUMENT_STATUSES as readonly string[]).includes(status);

/** The matter's documents: upload one straight into it, file one already uploaded, open or take one out. */
export function DocumentsTab({ matterId }: { matterId: number }) {
  const { data, error } = useMatterLinks(matterId);
  // documents not in any matter yet can be filed here
  const unfiled = (useDocumentList('').data?.items ?? []).filter((d) => d.matterId === null);
  const documents = data?.documents ?? [];
  return (
    <div className="flex flex-col gap-4">
      <DocumentDropzone
        compact
        matterId={matterId}
        onUploaded={(_, file) => toast({ title: 'Document uploaded', description: `Counsel is reading “${file.name}”. It is filed in this matter, and chats about the matter can cite it.` })}
      />
      <FileExisting matterId={matterId} kind="document" choices={unfiled} />
      {error && <p className="text-danger">{serverMessage(error)}</p>}
      {data && !documents.length && <p className="max-w-[70ch] text-muted">No documents in this matter yet. Upload the notice, the lease or the letters you received, so they are all in one place.</p>}
      {documents.length > 0 && (
        <ul aria-label="Documents" className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {documents.map((d) => (
            <li key={d.id} className="flex items-start gap-2 p-2 pl-4">
              <Link href={`/documents/${d.id}`} className="flex min-w-0 flex-1 flex-col gap-1 py-1 hover:text-accent sm:flex-row sm:items-center sm:gap-3">
                <span className="flex min-w-0 flex-1 items-center gap-2">
                  <FileText className="size-4 shrink-0 text-muted" aria-hidden />
                  <span className="min-w-0 font-medium break-words text-accent">{d.title}</span>
                </span>
                <span className="flex items-center gap-3">
                  {isStatus(d.status) && <StatusBadge status={d.status} />}
                  <time dateTime={d.createdAt} className="text-sm text-muted">
                    {formatDateOf(d.createdAt)}
                  </time>
                </span>
              </Link>
              <TakeOutButton matterId={matterId} kind="document" id={d.id} title={d.title} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
