/** The matters' cached answers, which features beyond matters change too (an upload into a matter, a chat filed in one). */
import type { QueryClient } from '@tanstack/react-query';

export const MATTERS_URL = '/api/matters';
export const matterUrl = (id: number) => `${MATTERS_URL}/${id}`;

const isUnder = (url: unknown, base: string) => typeof url === 'string' && (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));

/**
 * What a change to a matter can touch: the lists, the matters' pages (documents, conversations, timeline),
 * and the deadlines and tasks shown across matters. A deleted matter's own entries are left alone (asking
 * again would only get a 404).
 */
export function invalidateMatters(queryClient: QueryClient, deleted?: number) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [url] }) =>
      (isUnder(url, MATTERS_URL) || isUnder(url, '/api/deadlines') || isUnder(url, '/api/tasks')) && (deleted === undefined || !isUnder(url, matterUrl(deleted))),
  });
}
