import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { DocumentStatus } from '@common/schemas/documents';

export const STATUS_TEXT: Record<DocumentStatus, string> = {
  queued: 'Waiting to be read',
  extracting: 'Reading the text',
  analyzing: 'Analysing',
  complete: 'Ready',
  failed: 'Could not be read',
};

/** Where a document is in its analysis, in words and colour (green done, red failed). */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  const style =
    status === 'complete' ? 'bg-success-soft text-success' : status === 'failed' ? 'bg-danger-soft text-danger' : 'bg-surface-muted text-muted';
  const Icon = status === 'complete' ? CheckCircle2 : status === 'failed' ? XCircle : Loader2;
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${style}`}>
      <Icon className={`size-3.5 ${Icon === Loader2 ? 'animate-spin' : ''}`} aria-hidden />
      {STATUS_TEXT[status]}
    </span>
  );
}
