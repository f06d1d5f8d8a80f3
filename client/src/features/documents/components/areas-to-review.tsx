import type { DocumentAnalysis } from '@common/schemas/documents';
import { SeverityBadge } from '@/components/severity-badge';
import { segmentIdAt } from '../lib/text-blocks';

/** What to look at before signing, worst first; each present term opens on why, what to ask for, and where. */
export function AreasToReview({ analysis, show }: { analysis: DocumentAnalysis; show?: (segmentId: string) => void }) {
  const segmentAt = (offset: number) => (show ? segmentIdAt(analysis.segments, offset) : undefined);
  return (
    <section aria-labelledby="areas-heading" className="flex flex-col gap-2">
      <h2 id="areas-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Areas to review
      </h2>
      {analysis.areasToReview.length ? (
        <ul className="flex flex-col gap-2">
          {analysis.areasToReview.map((area) => {
            const segment = area.start === null ? undefined : segmentAt(area.start);
            return (
              <li key={`${area.type}-${area.start}`}>
                <details className="group rounded-md border border-border bg-surface text-sm open:shadow-sm">
                  <summary className="flex cursor-pointer list-none items-start gap-2 p-2.5 hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                    <SeverityBadge severity={area.severity} />
                    <span className="font-medium">{area.title}</span>
                  </summary>
                  <div className="flex flex-col gap-2 border-t border-border p-2.5">
                    <p>{area.explanation}</p>
                    <p>
                      <span className="font-medium">What to ask for: </span>
                      {area.suggestion}
                    </p>
                    {area.start === null ? (
                      <p className="text-xs text-muted">Missing from the document</p>
                    ) : (
                      segment && (
                        <button type="button" onClick={() => show?.(segment)} className="self-start text-accent hover:underline">
                          Show in the document
                        </button>
                      )
                    )}
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">Nothing stood out as unusual or one-sided. Still read every term before you sign.</p>
      )}
    </section>
  );
}
