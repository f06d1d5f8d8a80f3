/** The documents and conversations filed in a matter (GET/POST /api/matters/:id/links, DELETE …/links/:kind/:id). */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createLinkSchema, LINK_KINDS, MatterLinks } from '@common/schemas/matters';
import { apiRequest } from '@/lib/api-request';
import { useContextKey } from '@/lib/resource-context';
import { invalidateMatters, matterUrl } from '@/lib/matter-cache';

export type LinkKind = (typeof LINK_KINDS)[number];
export type { MatterLinks };
type Input = z.input<typeof createLinkSchema>;

/** how often a filed document being read is checked on */
const POLL_MS = 1500;
const PENDING = new Set(['queued', 'extracting', 'analyzing']);

/** asked for again whenever a tab shows them: a chat or an upload elsewhere may have filed something since */
export function useMatterLinks(matterId: number) {
  return useQuery<MatterLinks>({
    queryKey: [`${matterUrl(matterId)}/links`, useContextKey()],
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.documents.some((d) => PENDING.has(d.status)) ? POLL_MS : false),
  });
}

/** filing changes the matter, its timeline, and the documents' and conversations' own lists */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: ({ queryKey: [url] }) => typeof url === 'string' && /^\/api\/(documents|conversations)\b/.test(url) });
  return invalidateMatters(queryClient);
}

export function useFileInMatter(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest('POST', `${matterUrl(matterId)}/links`, input),
    onSuccess: () => refresh(queryClient),
  });
}

export function useTakeOutOfMatter(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: LinkKind; id: number }) => apiRequest('DELETE', `${matterUrl(matterId)}/links/${kind}/${id}`),
    onSuccess: () => refresh(queryClient),
  });
}
