import { CheckCircle2, Download, FileText, Pencil } from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { exportUrl } from '../api/drafts';

const linkClass = 'inline-flex min-h-10 items-center gap-2 rounded-md px-4 text-sm font-medium';

/** After generating: where the document is, its downloads, and the way back to the answers. */
export const GeneratedPanel = forwardRef<HTMLHeadingElement, { draftId: number; documentId: number; title: string; updated: boolean; onEdit: () => void }>(function GeneratedPanel(
  { draftId, documentId, title, updated, onEdit },
  heading,
) {
  return (
    <section aria-labelledby="generated-heading" className="flex flex-col gap-4 rounded-lg border border-success/40 bg-success-soft p-5">
      <h2 id="generated-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold">
        <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden />
        {updated ? 'Your document is updated' : 'Your document is ready'}
      </h2>
      <p>
        “{title}” is in Documents, where Counsel reads it like any upload so you can ask about it. Download it to print, sign or
        send.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href={`/documents/${documentId}`} className={`${linkClass} bg-accent text-on-accent hover:bg-accent-hover`}>
          <FileText className="size-4" aria-hidden />
          Open in Documents
        </Link>
        <a href={exportUrl(draftId, 'docx')} download className={`${linkClass} border border-border bg-surface hover:bg-surface-muted`}>
          <Download className="size-4" aria-hidden />
          Download Word (.docx)
        </a>
        <a href={exportUrl(draftId, 'pdf')} download className={`${linkClass} border border-border bg-surface hover:bg-surface-muted`}>
          <Download className="size-4" aria-hidden />
          Download PDF
        </a>
      </div>
      <Button variant="ghost" className="self-start px-2 text-accent" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
        Edit answers
      </Button>
    </section>
  );
});
