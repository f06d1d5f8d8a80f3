import { AlertCircle, Download, FilePen, FileText, MessageSquare, Pencil, RefreshCw, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { DOCUMENT_TITLE_MAX_LENGTH, type DocumentView } from '@common/schemas/documents';
import { DeleteDialog } from '@/components/delete-dialog';
import { Missing } from '@/components/missing';
import { RenameDialog } from '@/components/rename-dialog';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { draftLink, useDrafts } from '@/features/drafting';
import { ACCESS_TEXT } from '@/features/sharing';
import { ApiError, serverMessage } from '@/lib/api-request';
import { contextLink } from '@/lib/resource-context-store';
import { documentUrl, isPending, useDeleteDocument, useDocument, useReanalyzeDocument, useRenameDocument } from './api/documents';
import { DocumentReader } from './components/document-reader';
import { FiledIn } from './components/filed-in';
import { STATUS_TEXT, StatusBadge } from './components/status-badge';

/** "Empty", "312 bytes", "14 KB", "2.3 MB" */
const sizeText = (bytes: number) =>
  bytes === 0 ? 'Empty' : bytes < 1024 ? `${bytes} byte${bytes === 1 ? '' : 's'}` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default function DocumentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const documentId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const { data: doc, isLoading, error } = useDocument(documentId);
  if (isLoading) return <FullScreenSpinner fullScreen={false} />;
  if ((error instanceof ApiError && (error.status === 404 || error.status === 400)) || !documentId) {
    return <Missing text="This document does not exist or was deleted." href="/documents" label="All documents" />;
  }
  if (error || !doc) return <p className="text-danger">We couldn’t load this document. Please refresh the page.</p>;
  return <DocumentDetail doc={doc} />;
}

function DocumentDetail({ doc }: { doc: DocumentView }) {
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<'rename' | 'delete'>();
  const rename = useRenameDocument(doc.id);
  const reanalyze = useReanalyzeDocument(doc.id);
  const remove = useDeleteDocument(doc.id);
  const pending = isPending(doc.status);
  const managing = doc.access === 'manager';
  // a drafted document: the draft that made it, to change the answers and make it again
  // (a draft is its workspace's: someone the document is only shared with has none to see)
  const draft = useDrafts({ enabled: doc.templateId !== null && doc.sharedBy === null }).data?.items.find((d) => d.documentId === doc.id);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-semibold break-words">{doc.title}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <StatusBadge status={doc.status} />
            <span>{doc.fileName}</span>
            <span>{sizeText(doc.size)}</span>
            {doc.pageCount !== null && <span>{doc.pageCount === 1 ? '1 page' : `${doc.pageCount} pages`}</span>}
            <span>
              {doc.templateId !== null ? 'Drafted' : 'Uploaded'} {new Date(doc.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
            </span>
            {doc.matterId !== null && <FiledIn matterId={doc.matterId} />}
          </p>
          {doc.sharedBy !== null && (
            <p className="text-sm">
              Shared with you by <span className="font-medium">{doc.sharedBy}</span>. {ACCESS_TEXT[doc.access]}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {doc.status === 'complete' && (
            // a new chat with this document attached: its passages become the answers' sources
            <Link href={`/chat?document=${doc.id}`} className="inline-flex min-h-10 items-center gap-1.5 rounded-md bg-accent px-3 text-sm font-medium text-on-accent hover:bg-accent-hover">
              <MessageSquare className="size-4" aria-hidden />
              Ask about this document
            </Link>
          )}
          {(doc.kind !== 'pdf' || doc.status === 'complete') && (
            // a PDF opens read-only there, with "Make an editable copy"
            <Link href={`/documents/${doc.id}/edit`} className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-muted">
              <FileText className="size-4" aria-hidden />
              {doc.kind !== 'pdf' && (doc.access === 'editor' || managing) ? 'Edit' : 'Open in editor'}
            </Link>
          )}
          {draft && (
            <Link href={draftLink(draft.id)} className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-muted">
              <FilePen className="size-4" aria-hidden />
              Edit answers
            </Link>
          )}
          <a href={contextLink(`${documentUrl(doc.id)}/file`)} download className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-muted">
            <Download className="size-4" aria-hidden />
            Download
          </a>
          {managing && (
            <>
              <Link href={`/documents/${doc.id}/share`} className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-muted">
                <Share2 className="size-4" aria-hidden />
                Share
              </Link>
              <Button variant="secondary" onClick={() => reanalyze.mutate()} disabled={pending} busy={reanalyze.isPending}>
                <RefreshCw className="size-4" aria-hidden />
                Reanalyze
              </Button>
              <Button variant="ghost" onClick={() => setDialog('rename')}>
                <Pencil className="size-4" aria-hidden />
                Rename
              </Button>
              <Button variant="ghost" className="text-danger" onClick={() => setDialog('delete')}>
                <Trash2 className="size-4" aria-hidden />
                Delete
              </Button>
            </>
          )}
        </div>
      </header>
      {reanalyze.error && (
        <p role="alert" className="text-sm text-danger">
          {serverMessage(reanalyze.error)}
        </p>
      )}

      {pending && (
        <section aria-live="polite" className="flex max-w-xl flex-col gap-2 rounded-lg border border-border bg-surface p-5">
          <p className="font-medium">{STATUS_TEXT[doc.status]}…</p>
          <div className="h-2 overflow-hidden rounded-full bg-border" role="progressbar" aria-label="Analysis progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={doc.progress}>
            <div className="h-full bg-accent transition-[width] duration-500" style={{ width: `${Math.max(5, doc.progress)}%` }} />
          </div>
          <p className="text-sm text-muted">This usually takes a few seconds. You can leave this page: the analysis carries on.</p>
        </section>
      )}
      {doc.status === 'failed' && (
        <section role="alert" className="flex max-w-2xl gap-3 rounded-lg border border-danger bg-danger-soft p-5">
          <AlertCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
          <div className="flex flex-col gap-1">
            <p className="font-medium">Counsel could not read this document</p>
            <p>{doc.error}</p>
          </div>
        </section>
      )}
      {doc.status === 'complete' && doc.editedSinceAnalysis && (
        <p role="status" className="max-w-3xl rounded-lg border border-border bg-surface-muted p-3 text-sm">
          This analysis is of an earlier version: the text was edited since.{' '}
          <Link href={`/documents/${doc.id}/edit`} className="font-medium text-accent hover:underline">
            Open the newest version
          </Link>
          {managing ? ', and use “Analyse this version” there to bring the analysis up to date.' : '.'} Questions about the document already read the newest version.
        </p>
      )}
      {doc.status === 'complete' && doc.analysis && <DocumentReader documentId={doc.id} analysis={doc.analysis} />}

      {dialog === 'rename' && (
        <RenameDialog heading="Rename document" title={doc.title} maxLength={DOCUMENT_TITLE_MAX_LENGTH} save={(title) => rename.mutateAsync(title)} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'delete' && (
        <DeleteDialog
          heading={`Delete document “${doc.title}”?`}
          description="The file, its text and its analysis are deleted for good. It still counts toward this month’s uploads."
          done="Document deleted"
          remove={() => remove.mutateAsync()}
          onClose={() => setDialog(undefined)}
          onDeleted={() => navigate('/documents', { replace: true })}
        />
      )}
    </div>
  );
}
