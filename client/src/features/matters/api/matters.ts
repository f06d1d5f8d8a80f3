import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { activityListSchema, Matter, MatterFields, MatterListItem } from '@common/schemas/matters';
import { apiRequest } from '@/lib/api-request';
import { useListPages, type ListFilters } from '@/lib/list-pages';
import { invalidateMatters, matterUrl, MATTERS_URL } from '@/lib/matter-cache';
import { useContextKey } from '@/lib/resource-context';

export type ActivityEntry = z.infer<typeof activityListSchema>['items'][number];

/** Matters page by page, narrowed by words and `params` (status, area, responsible, sort). */
export function useMatterPages(filters: ListFilters) {
  return useListPages<MatterListItem>(MATTERS_URL, filters);
}

export function useMatter(id: number) {
  return useQuery<Matter>({ queryKey: [matterUrl(id), useContextKey()] });
}

/** asked for again whenever the tab shows: a chat or an upload elsewhere may have changed the matter since */
export function useMatterActivity(id: number) {
  return useQuery<{ items: ActivityEntry[] }>({ queryKey: [`${matterUrl(id)}/activity`, useContextKey()], refetchOnMount: 'always' });
}

export function useCreateMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MatterFields) => (await (await apiRequest('POST', MATTERS_URL, input)).json()) as Matter,
    onSuccess: () => invalidateMatters(queryClient),
  });
}

export function useUpdateMatter(id: number) {
  const queryClient = useQueryClient();
  const context = useContextKey();
  return useMutation({
    mutationFn: async (input: Partial<MatterFields>) => (await (await apiRequest('PATCH', matterUrl(id), input)).json()) as Matter,
    onSuccess: (matter) => {
      // the page shows the change at once; lists and the timeline follow
      queryClient.setQueryData([matterUrl(id), context], matter);
      return invalidateMatters(queryClient);
    },
  });
}

export function useDeleteMatter(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', matterUrl(id));
    },
    onSuccess: () => invalidateMatters(queryClient, id),
  });
}
