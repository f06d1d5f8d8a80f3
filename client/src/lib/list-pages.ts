import { useInfiniteQuery } from '@tanstack/react-query';
import type { DayRange } from '@common/schemas/day-range';
import { apiRequest } from './api-request';
import { useContextKey } from './resource-context';

/** What a list is narrowed by: words, whole UTC days (YYYY-MM-DD, both included), and any list's own parameters. */
export interface ListFilters extends DayRange {
  q?: string;
  /** further parameters the list's API knows (status, sort, …); empty values are left out */
  params?: Record<string, string | undefined>;
}

/** A cursor-paged list as the API answers it. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The list's address with the filters that are set (and any `extra` parameters). */
export function listUrl(base: string, { q, from, to, params: own = {} }: ListFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (q?.trim()) params.set('q', q.trim());
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  for (const [name, value] of Object.entries(own)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/**
 * Every item of a list, page by page (`fetchNextPage` follows `nextCursor`), as History shows it. The
 * last pages stay on screen while new filters load. `poll` says how often to check again, if at all.
 */
export function useListPages<T>(base: string, filters: ListFilters, poll?: (items: T[]) => number | false) {
  const context = useContextKey();
  return useInfiniteQuery({
    queryKey: [listUrl(base, filters), 'pages', context],
    initialPageParam: '',
    queryFn: async ({ pageParam }) =>
      (await (await apiRequest('GET', listUrl(base, filters, pageParam ? { cursor: pageParam } : {}), undefined, { context })).json()) as ListPage<T>,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (poll && query.state.data ? poll(query.state.data.pages.flatMap((p) => p.items)) : false),
  });
}

/** What `useListPages` gives back, for components that show its pages. */
export type ListPages<T> = ReturnType<typeof useListPages<T>>;
