import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { useConversationPages } from '@/features/chat';
import { useDebounced } from '@/lib/use-debounced';

const DEBOUNCE_MS = 300;

/** Every past conversation, searchable and filterable by day, page by page. */
export default function HistoryPage() {
  const [text, setText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDebounced(text, DEBOUNCE_MS);
  const pages = useConversationPages({ q, from, to });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = !!(q.trim() || from || to);
  const ids = { from: useId(), to: useId() };
  const badRange = from && to && from > to;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">History</h1>
        <p className="text-lg text-muted">Your past conversations with Counsel, newest first.</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput label="Search" showLabel value={text} onChange={setText} placeholder="Words from a question or an answer" className="min-w-60 flex-1" />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.from} className="text-sm font-medium">
            From
          </label>
          <input id={ids.from} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} className="min-h-10 rounded-md border border-border bg-surface px-2" />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.to} className="text-sm font-medium">
            To
          </label>
          <input id={ids.to} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} className="min-h-10 rounded-md border border-border bg-surface px-2" />
        </div>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              setFrom('');
              setTo('');
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
      {badRange && <p className="text-sm text-danger">The “From” day is after the “To” day, so nothing can match.</p>}
      {pages.isLoading && <p className="text-muted">Loading your conversations…</p>}
      {pages.error && <p className="text-danger">We couldn’t load your history. Please refresh the page.</p>}
      {pages.data && !items.length && !filtered && (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
          <p className="font-medium">No conversations yet</p>
          <p className="text-muted">Questions you ask Counsel are saved here, with their answers and sources, so you can come back to them.</p>
          <Link href="/chat" className="inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover">
            <MessageSquare className="size-4" aria-hidden />
            Ask your first question
          </Link>
        </div>
      )}
      {pages.data && !items.length && filtered && <p className="text-muted">No conversations match these filters.</p>}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {items.map((c) => (
            <li key={c.id}>
              <Link href={`/chat/${c.id}`} className="flex flex-col gap-1 p-4 hover:bg-surface-muted sm:flex-row sm:items-baseline sm:gap-4">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-accent">{c.title}</span>
                  {c.preview && <span className="line-clamp-2 text-sm text-muted">{c.preview}</span>}
                </span>
                <time dateTime={c.updatedAt} className="shrink-0 text-sm text-muted">
                  {new Date(c.updatedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}
