import { BookOpen, FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { Source } from '@common/schemas/chat';
import { citationAnchor } from '../lib/citations';

/** the cards shown at first; the rest wait behind "All sources" */
export const SHOWN_SOURCES = 4;

function SourceCard({ messageId, source }: { messageId: string; source: Source }) {
  return (
    <li id={citationAnchor(messageId, source.n)} tabIndex={-1} className="scroll-mt-24 rounded-lg outline-offset-2 target:ring-2">
      <Link href={source.url} className="flex h-full gap-3 rounded-lg border border-border bg-surface p-3 text-sm hover:border-accent">
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent">{source.n}</span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="flex items-center gap-1.5 font-medium text-accent">
            {source.kind === 'document' ? <FileText className="size-4 shrink-0" aria-hidden /> : <BookOpen className="size-4 shrink-0" aria-hidden />}
            {source.title}
          </span>
          <span className="line-clamp-3 text-muted">{source.quote}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The passages an answer cites, numbered as its [n] markers; each opens the guide at that section, or
 * the user's document at that passage. The first few show; the others fold under "All sources".
 */
export function SourceCards({ messageId, sources }: { messageId: string; sources: Source[] }) {
  if (!sources.length) return null;
  const shown = sources.slice(0, SHOWN_SOURCES);
  const more = sources.slice(SHOWN_SOURCES);
  return (
    <section aria-label="Sources" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-muted">Sources</h3>
      <ol className="grid gap-2 sm:grid-cols-2">
        {shown.map((source) => (
          <SourceCard key={source.n} messageId={messageId} source={source} />
        ))}
      </ol>
      {more.length > 0 && (
        <details className="flex flex-col gap-2">
          <summary className="min-h-9 cursor-pointer self-start text-sm font-medium text-accent">All sources ({sources.length})</summary>
          <ol start={SHOWN_SOURCES + 1} className="mt-2 grid gap-2 sm:grid-cols-2">
            {more.map((source) => (
              <SourceCard key={source.n} messageId={messageId} source={source} />
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
