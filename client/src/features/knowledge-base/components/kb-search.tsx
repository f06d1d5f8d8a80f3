import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useDebounced } from '@/lib/use-debounced';
import { useSearch } from '../api/queries';
import { HighlightedSnippet } from './highlighted-snippet';

const DEBOUNCE_MS = 250;

/** Search as you type (debounced), results ranked by the server with the matching words marked. */
export function KbSearch({ category }: { category?: string }) {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const { data: results, isFetching, error } = useSearch(query, category);
  const inputId = useId();
  const active = query.length >= 2;

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="sr-only">
        Search the knowledge base
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search, e.g. “security deposit” or “fired without notice”"
          maxLength={200}
          autoComplete="off"
          className="min-h-12 w-full rounded-lg border border-border bg-surface pr-3 pl-10 text-base"
        />
      </div>
      <div aria-live="polite">
        {active && error && <p className="text-danger">Search is not working right now. Please try again.</p>}
        {active && results && results.length === 0 && !isFetching && (
          <p className="text-muted">No guides match “{query}”. Try other words, or browse the areas below.</p>
        )}
        {active && results && results.length > 0 && (
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Search results">
            {results.map((r) => (
              <li key={`${r.categoryId}/${r.topicId}`}>
                <Link href={`/knowledge-base/${r.categoryId}/${r.topicId}`} className="flex flex-col gap-1 p-4 hover:bg-surface-muted">
                  <span className="font-semibold text-accent">{r.title}</span>
                  <span className="text-sm text-muted">
                    <HighlightedSnippet snippet={r.snippet} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
