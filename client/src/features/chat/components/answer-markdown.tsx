import { ChevronRight } from 'lucide-react';
import type { Components } from 'react-markdown';
import { Link } from 'wouter';
import { Markdown } from '@/components/markdown';
import { linkCitations } from '../lib/citations';
import { splitMoreDetail } from '../lib/more-detail';

/** Jumps to a source card and puts the keyboard there, without adding a history entry; a folded card is unfolded first. */
function focusSource(anchor: string) {
  const card = document.getElementById(anchor);
  const folded = card?.closest('details');
  if (folded) folded.open = true;
  card?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  card?.focus({ preventScroll: true });
}

const components: Components = {
  a({ href = '', children }) {
    if (href.startsWith('#cite-')) {
      const n = String(children);
      return (
        <a
          href={href}
          onClick={(event) => {
            event.preventDefault();
            focusSource(href.slice(1));
          }}
          aria-label={`Source ${n}`}
          className="mx-0.5 inline-flex min-w-5 items-center justify-center rounded bg-accent-soft px-1 align-super text-xs font-semibold text-accent no-underline hover:bg-accent hover:text-on-accent"
        >
          {n}
        </a>
      );
    }
    if (href.startsWith('/')) {
      return (
        <Link href={href} className="text-accent underline">
          {children}
        </Link>
      );
    }
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="text-accent underline">
        {children}
      </a>
    );
  },
};

/**
 * An answer's Markdown with its [n] markers as links to the answer's source cards. Its "More detail"
 * parts (each under a `### More detail: …` heading) are folded, so the answer reads short first.
 */
export function AnswerMarkdown({ text, messageId }: { text: string; messageId: string }) {
  const { main, details } = splitMoreDetail(linkCitations(text, messageId));
  return (
    <div className="flex flex-col gap-3">
      <Markdown components={components}>{main}</Markdown>
      {details.map((part, i) => (
        <details key={i} className="group rounded-lg border border-border bg-surface">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-medium text-accent [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
            {part.title}
          </summary>
          <div className="border-t border-border px-3 pb-1">
            <Markdown components={components}>{part.body}</Markdown>
          </div>
        </details>
      ))}
    </div>
  );
}
