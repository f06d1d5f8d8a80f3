import { Upload } from 'lucide-react';
import { Link } from 'wouter';
import { DOCUMENT_TYPE_LABELS } from '@common/schemas/documents';
import { ACTION_LINK, EmptyState, PagedList } from '@/components/paged-list';
import { StatusBadge, useDocumentPages } from '@/features/documents';
import type { ListFilters } from '@/lib/list-pages';

/** Uploaded documents and where their analysis stands, newest activity first, each opening its page. */
export function DocumentResults({ filters, filtered }: { filters: ListFilters; filtered: boolean }) {
  return (
    <PagedList
      pages={useDocumentPages(filters)}
      noun="document analyses"
      filtered={filtered}
      empty={
        <EmptyState
          title="No document analyses yet"
          action={
            <Link href="/documents/new" className={ACTION_LINK}>
              <Upload className="size-4" aria-hidden />
              Upload your first document
            </Link>
          }
        >
          Upload a lease, an NDA, a job offer or any agreement. Counsel reads it, finds what kind of document it is, its key terms and its sections, and
          keeps the analysis here so you can come back to it.
        </EmptyState>
      }
      renderItem={(d) => (
        <Link href={`/documents/${d.id}`} className="flex flex-col gap-2 p-4 hover:bg-surface-muted sm:flex-row sm:items-center sm:gap-4">
          <span className="min-w-0 flex-1">
            <span className="block font-medium break-words text-accent">{d.title}</span>
            <span className="block truncate text-sm text-muted">{d.documentType ? `${DOCUMENT_TYPE_LABELS[d.documentType]} · ${d.fileName}` : d.fileName}</span>
          </span>
          <span className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1">
            <StatusBadge status={d.status} />
            <time dateTime={d.updatedAt} className="text-sm text-muted">
              {new Date(d.updatedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </span>
        </Link>
      )}
    />
  );
}
