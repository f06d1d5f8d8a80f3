import { DOCUMENT_TYPE_LABELS, KEY_TERM_LABELS, type DocumentAnalysis, type KeyTerm } from '@common/schemas/documents';
import { segmentIdAt } from '../lib/text-blocks';

/** how many sums of money to list before the rest is left to the text */
const AMOUNTS_SHOWN = 6;

function shown(term: KeyTerm): string {
  if (term.type === 'expiration_date' && term.value === 'perpetual') return 'No fixed end date: it runs until someone ends it';
  if (/^\d{4}-\d{2}-\d{2}$/.test(term.value)) return new Date(`${term.value}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' });
  return term.value;
}

/** The agreement at a glance; each term jumps to the passage it was read from. */
export function KeyTerms({ analysis, show }: { analysis: DocumentAnalysis; show?: (segmentId: string) => void }) {
  const segmentAt = (offset: number) => (show ? segmentIdAt(analysis.segments, offset) : undefined);
  const effective = analysis.keyTerms.find((t) => t.type === 'effective_date')?.value;
  // an agreement date that is also the effective date is said once
  const terms = analysis.keyTerms.filter((t) => t.type !== 'document_type' && !(t.type === 'agreement_date' && t.value === effective));
  const listed = [...terms.filter((t) => t.type !== 'amount'), ...terms.filter((t) => t.type === 'amount').slice(0, AMOUNTS_SHOWN)];
  return (
    <section aria-labelledby="key-terms-heading" className="flex flex-col gap-2">
      <h2 id="key-terms-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Key terms
      </h2>
      <p className="text-sm font-medium">{DOCUMENT_TYPE_LABELS[analysis.documentType]}</p>
      {listed.length ? (
        <dl className="flex flex-col gap-1.5 text-sm">
          {listed.map((t) => {
            const segment = segmentAt(t.start);
            return (
              <div key={`${t.type}-${t.start}`} className="flex flex-col">
                <dt className="text-xs text-muted">{KEY_TERM_LABELS[t.type]}</dt>
                <dd>
                  {segment ? (
                    <button type="button" onClick={() => show?.(segment)} className="text-left text-accent hover:underline">
                      {shown(t)}
                    </button>
                  ) : (
                    shown(t)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="text-sm text-muted">No parties, dates or amounts were found in a form Counsel recognises.</p>
      )}
    </section>
  );
}
