import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SearchInput } from '@/components/ui/search-input';
import type { Conversation } from '@common/schemas/chat';
import { useDebounced } from '@/lib/use-debounced';
import { useConversationList } from '../api/conversations';
import { groupByDate } from '../lib/date-groups';
import { DeleteConversationDialog, RenameConversationDialog } from './conversation-dialogs';

const DEBOUNCE_MS = 250;

/** The person's conversations, newest first and grouped by day, with search, rename and delete. */
export function ConversationList({ activeId, onNavigate }: { activeId?: number; onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const q = useDebounced(text, DEBOUNCE_MS);
  const { data, isLoading, error } = useConversationList({ q });
  const [renaming, setRenaming] = useState<Conversation>();
  const [deleting, setDeleting] = useState<Conversation>();
  const [, navigate] = useLocation();
  const items = data?.items ?? [];

  return (
    <nav aria-label="Conversations" className="flex min-h-0 flex-col gap-3">
      <Link href="/chat" onClick={onNavigate} className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover">
        <Plus className="size-4" aria-hidden />
        New chat
      </Link>
      <SearchInput label="Search conversations" value={text} onChange={setText} placeholder="Search conversations" />
      {isLoading && <p className="text-sm text-muted">Loading your conversations…</p>}
      {error && <p className="text-sm text-danger">We couldn’t load your conversations. Please refresh the page.</p>}
      {data && !items.length && (
        <p className="text-sm text-muted">{q.trim() ? `No conversations match “${q.trim()}”.` : 'Your conversations will show here, so you can pick up where you left off.'}</p>
      )}
      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
        {groupByDate(items).map((group) => (
          <section key={group.label} aria-label={group.label}>
            <h2 className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{group.label}</h2>
            <ul className="flex flex-col">
              {group.items.map((c) => (
                <li key={c.id} className={`group flex items-center rounded-md ${c.id === activeId ? 'bg-accent-soft' : 'hover:bg-surface-muted'}`}>
                  <Link href={`/chat/${c.id}`} onClick={onNavigate} aria-current={c.id === activeId ? 'page' : undefined} className="min-w-0 flex-1 px-2 py-2">
                    <span className="block truncate text-sm font-medium">{c.title}</span>
                    {c.preview && <span className="block truncate text-xs text-muted">{c.preview}</span>}
                  </Link>
                  <button type="button" onClick={() => setRenaming(c)} aria-label={`Rename “${c.title}”`} className="rounded p-1.5 text-muted hover:text-text">
                    <Pencil className="size-4" aria-hidden />
                  </button>
                  <button type="button" onClick={() => setDeleting(c)} aria-label={`Delete “${c.title}”`} className="rounded p-1.5 text-muted hover:text-danger">
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {data?.nextCursor && (
        <Link href="/history" onClick={onNavigate} className="px-2 text-sm font-medium text-accent hover:underline">
          See all in History
        </Link>
      )}
      {renaming && <RenameConversationDialog conversation={renaming} onClose={() => setRenaming(undefined)} />}
      {deleting && (
        <DeleteConversationDialog
          conversation={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            if (deleting.id === activeId) navigate('/chat', { replace: true });
            setDeleting(undefined);
          }}
        />
      )}
    </nav>
  );
}
