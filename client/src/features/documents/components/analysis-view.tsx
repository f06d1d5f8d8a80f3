import { useCallback, useEffect, useState } from 'react';
import { CLAUSE_LABELS, type Clause, type ClauseType, type DocumentAnalysis, type PageSpan } from '@common/schemas/documents';
import { Markdown } from '@/components/markdown';
import { AreasToReview } from './areas-to-review';
import { KeyTerms } from './key-terms';
import { markedIn, segmentLabel, textBlocks } from '../lib/text-blocks';

const HIGHLIGHT_MS = 2500;
const EXCERPT_CHARS = 160;
const excerpt = (words: string) => (words.length > EXCERPT_CHARS ? `${words.slice(0, EXCERPT_CHARS).trimEnd()}…` : words).replace(/\s+/g, ' ');

/** A run of the document's text, with the words a clause's type was read from marked. */
function MarkedText({ text, parts }: { text: string; parts?: [string, string, string] }) {
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts[0]}
      <mark className="rounded-sm bg-accent-soft text-inherit underline decoration-accent decoration-2 underline-offset-4">{parts[1]}</mark>
      {parts[2]}
    </>
  );
}
const anchor = (segmentId: string) => `passage-${segmentId}`;

/**
 * An analysed document: the summary, then the text beside what was found in it — areas to review, key
 * terms, the clause map and the outline. Choosing any of them scrolls to its passage and lights it up
 * (a clause from the clause model also marks the words its type was read from); a `#passage-s7` link
 * does the same on arrival.
 */
export function AnalysisView({ text, pages, analysis }: { text: string; pages: PageSpan[]; analysis: DocumentAnalysis }) {
  const [lit, setLit] = useState<string>();
  const [marked, setMarked] = useState<{ start: number; end: number }>();

  useEffect(() => {
    if (!lit) return;
    const timer = setTimeout(() => setLit(undefined), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [lit]);

  const show = useCallback((segmentId: string, passage?: { start: number; end: number }) => {
    const block = document.getElementById(anchor(segmentId));
    block?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    block?.focus({ preventScroll: true });
    setLit(segmentId);
    setMarked(passage);
  }, []);

  // a link to a passage (a chat source, say) lands on it
  useEffect(() => {
    const segmentId = /^#passage-(s\d+)$/.exec(window.location.hash)?.[1];
    if (!segmentId) return;
    // once the text is laid out, so the scroll lands
    const frame = requestAnimationFrame(() => show(segmentId));
    return () => cancelAnimationFrame(frame);
  }, [show]);

  const blocks = textBlocks(text, analysis.segments, pages);
  const outline = analysis.segments.filter((s) => s.level > 0);
  // the clause map: each type found, in the order of its first appearance, with where it appears
  const byType = new Map<ClauseType, Clause[]>();
  for (const c of analysis.clauses) byType.set(c.type, [...(byType.get(c.type) ?? []), c]);
  return (
    <div className="flex flex-col gap-6">
      {analysis.summary && (
        <section aria-labelledby="summary-heading" className="max-w-3xl rounded-lg border border-border bg-surface p-5">
          <h2 id="summary-heading" className="mb-2 text-lg font-semibold">
            Summary
          </h2>
          <Markdown>{analysis.summary}</Markdown>
        </section>
      )}
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-6 lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:self-start lg:overflow-y-auto lg:pr-1">
          <AreasToReview analysis={analysis} show={show} />
          <KeyTerms analysis={analysis} show={show} />
          {byType.size > 0 && (
            <nav aria-label="Clauses" className="flex flex-col gap-2">
              <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">Clauses found</h2>
              <ul className="flex flex-col gap-1.5 text-sm">
                {[...byType].map(([type, clauses]) => (
                  <li key={type} className="flex flex-wrap items-center gap-1">
                    <span className="mr-1">{CLAUSE_LABELS[type]}</span>
                    {clauses.map((clause, i) => (
                      <button
                        key={clause.segmentId}
                        type="button"
                        onClick={() => show(clause.segmentId, clause.passage)}
                        title={clause.passage ? excerpt(text.slice(clause.passage.start, clause.passage.end)) : undefined}
                        aria-label={`${CLAUSE_LABELS[type]}: passage ${i + 1} of ${clauses.length}`}
                        className="min-w-6 rounded bg-accent-soft px-1.5 text-xs font-medium text-accent hover:bg-accent hover:text-on-accent"
                      >
                        {i + 1}
                      </button>
                    ))}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <nav aria-label="Sections" className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">Sections</h2>
            {outline.length ? (
              <ol className="flex flex-col gap-0.5 text-sm">
                {outline.map((s) => (
                  <li key={s.id} style={{ paddingLeft: `${(Math.min(s.level, 4) - 1) * 0.75}rem` }}>
                    <button type="button" onClick={() => show(s.id)} className="w-full rounded px-2 py-1 text-left hover:bg-surface-muted hover:text-accent">
                      {segmentLabel(s, text)}
                    </button>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted">This document has no numbered sections or headings.</p>
            )}
          </nav>
        </div>
        <article aria-label="Document text" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-5 sm:p-8">
          {blocks.map(({ segment, pieces }) => (
            <section
              key={segment.id}
              id={anchor(segment.id)}
              tabIndex={-1}
              className={`-mx-2 scroll-mt-6 rounded-md px-2 py-0.5 transition-colors duration-500 ${lit === segment.id ? 'bg-warning-soft ring-2 ring-warning' : ''}`}
            >
              {pieces.map((piece, i) =>
                piece.kind === 'page' ? (
                  <p key={i} className="my-4 border-t border-dashed border-border pt-1 text-center text-xs text-muted">
                    Page {piece.page}
                  </p>
                ) : (
                  <p key={i} className="max-w-[70ch] text-base leading-relaxed whitespace-pre-wrap">
                    <MarkedText text={piece.text} parts={lit === segment.id ? markedIn(piece, marked) : undefined} />
                  </p>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
