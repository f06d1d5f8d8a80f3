import { DOCUMENT_STATUSES, type DocumentStatus } from '@common/schemas/documents';
import { toast } from '@/components/ui/toast-store';
import { DocumentDropzone, StatusBadge, useDocumentList } from '@/features/documents';
import { serverMessage } from '@/lib/api-request';
import { useMatterLinks } from '../api/links';
import { formatDateOf } from '../lib/dates';
import { FileExisting } from './file-existing';
import { FiledList } from './filed-list';

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
        <FiledList
          matterId={matterId}
          kind="document"
          items={documents}
          meta={(d) => (
            <span className="flex items-center gap-3">
              {isStatus(d.status) && <StatusBadge status={d.status} />}
              <time dateTime={d.createdAt} className="text-sm text-muted">
                {formatDateOf(d.createdAt)}
              </time>
            </span>
          )}
        />
      )}
    </div>
  );
}
