import type { Components } from 'react-markdown';
import { Link } from 'wouter';
import { Markdown } from '@/components/markdown';
import { linkCitations } from '../lib/citations';

/** Jumps to a source card and puts the keyboard there, without adding a history entry. */
function focusSource(anchor: string) {
  const card = document.getElementById(anchor);
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

/** An answer's Markdown with its [n] markers as links to the answer's source cards. */
export function AnswerMarkdown({ text, messageId }: { text: string; messageId: string }) {
  return <Markdown components={components}>{linkCitations(text, messageId)}</Markdown>;
}
