import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ListPages } from '@/lib/list-pages';

/**
 * A paged list (History's, the matters'): loading, failure, the empty state (nothing yet) or the "no
 * match" one (nothing within the filters), the items, and "Load more" while the server has more pages.
 */
export function PagedList<T extends { id: number }>({
  pages,
  noun,
  filtered,
  empty,
  renderItem,
}: {
  pages: ListPages<T>;
  /** what the list holds, in the plural: "conversations" */
  noun: string;
  /** whether search or days narrow the list, so an empty one means "no match", not "none yet" */
  filtered: boolean;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      {pages.isLoading && <p className="text-muted">Loading your {noun}…</p>}
      {pages.error && <p className="text-danger">We couldn’t load your {noun}. Please refresh the page.</p>}
      {pages.data && !items.length && (filtered ? <p className="text-muted">No {noun} match these filters.</p> : empty)}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          Load more
        </Button>
      )}
    </>
  );
}

/** The first thing to do when a list has nothing yet: what the list is for, and a way to start. */
export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
      <p className="font-medium">{title}</p>
      <p className="max-w-[70ch] text-muted">{children}</p>
      {action}
    </div>
  );
}

/** a link that looks like the primary button (the empty state's first action) */
export const ACTION_LINK = 'inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover';
