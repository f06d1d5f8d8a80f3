import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { ACTION_LINK, EmptyState, PagedList } from '@/components/paged-list';
import { useConversationPages } from '@/features/chat';
import type { ListFilters } from '@/lib/list-pages';

/** Past conversations, newest activity first, each opening its thread. */
export function ConversationResults({ filters, filtered }: { filters: ListFilters; filtered: boolean }) {
  return (
    <PagedList
      pages={useConversationPages(filters)}
      noun="conversations"
      filtered={filtered}
      empty={
        <EmptyState
          title="No conversations yet"
          action={
            <Link href="/chat" className={ACTION_LINK}>
              <MessageSquare className="size-4" aria-hidden />
              Ask your first question
            </Link>
          }
        >
          Questions you ask Counsel are saved here, with their answers and sources, so you can come back to them.
        </EmptyState>
      }
      renderItem={(c) => (
        <Link href={`/chat/${c.id}`} className="flex flex-col gap-1 p-4 hover:bg-surface-muted sm:flex-row sm:items-baseline sm:gap-4">
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-accent">{c.title}</span>
            {c.preview && <span className="line-clamp-2 text-sm text-muted">{c.preview}</span>}
          </span>
          <time dateTime={c.updatedAt} className="shrink-0 text-sm text-muted">
            {new Date(c.updatedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Link>
      )}
    />
  );
}
