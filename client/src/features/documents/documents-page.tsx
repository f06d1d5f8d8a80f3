import { FilePen, FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SearchInput } from '@/components/ui/search-input';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentList } from './api/documents';
import { StatusBadge } from './components/status-badge';
import { DraftsList, useDrafts } from '@/features/drafting';
import { SharedWithMe } from '@/features/sharing';
import { ContextHint } from '@/features/teams';

const KIND_LABEL = { pdf: 'PDF', docx: 'Word', txt: 'Text' } as const;
const PRIMARY = 'inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover';
const SECONDARY = 'inline-flex min-h-10 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted';

/**
 * The documents a person has uploaded or drafted, newest first, with their analysis status; drafts not
 * yet made into one above them, and those others shared with them below.
 */
export default function DocumentsPage() {
  const [text, setText] = useState('');
  const q = useDebounced(text, 300);
  const { data, isLoading, error } = useDocumentList(q);
  const items = data?.items ?? [];
  const inProgress = (useDrafts().data?.items ?? []).filter((d) => d.documentId === null);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <ContextHint />
          <h1 className="text-3xl font-semibold">Documents</h1>
          <p className="text-lg text-muted">Leases, contracts and letters you uploaded or drafted, with what they say and where.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/documents/generate" className={SECONDARY}>
            <FilePen className="size-4" aria-hidden />
            Draft a document
          </Link>
          <Link href="/documents/new" className={PRIMARY}>
            <Upload className="size-4" aria-hidden />
            Upload a document
          </Link>
        </div>
      </header>
      {inProgress.length > 0 && (
        <section aria-labelledby="drafts-in-progress" className="flex flex-col gap-3">
          <h2 id="drafts-in-progress" className="text-lg font-semibold">
            Drafts in progress
          </h2>
          <DraftsList drafts={inProgress} />
        </section>
      )}
      <SearchInput label="Search documents" value={text} onChange={setText} placeholder="Search titles and text" className="max-w-xl" />
      {isLoading && <p className="text-muted">Loading your documents…</p>}
      {error && <p className="text-danger">We couldn’t load your documents. Please refresh the page.</p>}
      {data && !items.length && !q.trim() && (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
          <p className="font-medium">No documents yet</p>
          <p className="max-w-[70ch] text-muted">
            Upload a lease, an NDA, a job offer or any agreement (PDF, DOCX or TXT, up to 10 MB). Counsel reads it and lays out its sections so you can find
            what matters. Or draft a letter or agreement by answering plain questions.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link href="/documents/new" className={PRIMARY}>
              <Upload className="size-4" aria-hidden />
              Upload your first document
            </Link>
            <Link href="/documents/generate" className={SECONDARY}>
              <FilePen className="size-4" aria-hidden />
              Draft a document
            </Link>
          </div>
        </div>
      )}
      {data && !items.length && q.trim() && <p className="text-muted">No documents match “{q.trim()}”.</p>}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {items.map((d) => (
            <li key={d.id}>
              <Link href={`/documents/${d.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-surface-muted">
                <FileText className="size-5 shrink-0 text-muted" aria-hidden />
                <span className="min-w-0 flex-1 basis-48">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium text-accent">{d.title}</span>
                    {d.templateId !== null && <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">Drafted</span>}
                  </span>
                  <span className="block truncate text-sm text-muted">
                    {KIND_LABEL[d.kind]}
                    {d.pageCount ? ` · ${d.pageCount} ${d.pageCount === 1 ? 'page' : 'pages'}` : ''} · {d.fileName}
                  </span>
                </span>
                <StatusBadge status={d.status} />
                <time dateTime={d.createdAt} className="text-sm text-muted">
                  {new Date(d.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <SharedWithMe />
    </div>
  );
}
