import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import type { Conversation } from '@common/schemas/chat';

/** The latest conversations, to pick one up again. */
export function RecentConversations({ items }: { items: Conversation[] }) {
  return (
    <section aria-labelledby="recent-conversations" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recent-conversations" className="font-semibold">
          Recent conversations
        </h2>
        <Link href="/history" className="text-sm font-medium text-accent hover:underline">
          See all
        </Link>
      </div>
      <ul className="flex flex-col divide-y divide-border">
        {items.map((c) => (
          <li key={c.id}>
            <Link href={`/chat/${c.id}`} className="flex items-center gap-3 py-2.5 hover:text-accent">
              <MessageSquare className="size-4 shrink-0 text-muted" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{c.title}</span>
              <time dateTime={c.updatedAt} className="shrink-0 text-sm text-muted">
                {new Date(c.updatedAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
