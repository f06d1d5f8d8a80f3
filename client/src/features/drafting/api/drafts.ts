import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Draft, DraftListItem } from '@common/schemas/drafting';
import type { Answers } from '@common/templates/definition';
import { USAGE_QUERY_KEY } from '@/features/billing';
import { invalidateDocuments } from '@/features/documents/api/documents';
import { apiRequest } from '@/lib/api-request';
import { invalidateMatters } from '@/lib/matter-cache';
import { useContextKey } from '@/lib/resource-context';
import { contextLink, type ResourceContextState } from '@/lib/resource-context-store';

export const DRAFTS_URL = '/api/drafts';
export const draftUrl = (id: number) => `${DRAFTS_URL}/${id}`;
/** A plain link downloads it: a GET needs no CSRF token, and `?team=` names a team's workspace. */
export const exportUrl = (id: number, format: 'docx' | 'pdf') => contextLink(`${draftUrl(id)}/export?format=${format}`);

/** What a save may change. */
export interface DraftChanges {
  answers?: Answers;
  page?: number;
  title?: string;
  matterId?: number | null;
}

export function invalidateDraftList(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [DRAFTS_URL] });
}

/** The workspace's drafts, the latest saved first. */
export function useDrafts({ enabled = true } = {}) {
  return useQuery<{ items: DraftListItem[] }>({ queryKey: [DRAFTS_URL, useContextKey()], enabled });
}

/**
 * One draft, asked for afresh each time the interview opens (another tab or device may have changed
 * it); from then on the interview keeps it current from its own saves, each of which answers with the
 * new preview, so it is not asked for again behind the person's back.
 */
export function useDraft(id: number) {
  return useQuery<Draft>({ queryKey: [draftUrl(id), useContextKey()], enabled: id > 0, staleTime: Infinity, refetchOnMount: 'always', refetchOnWindowFocus: false });
}

/** The draft as the interview's saves left it in the cache, without asking the server. */
export function useCachedDraft(id: number) {
  return useQuery<Draft>({ queryKey: [draftUrl(id), useContextKey()], enabled: false, staleTime: Infinity });
}

export async function saveDraft(id: number, changes: DraftChanges, context?: ResourceContextState): Promise<Draft> {
  return (await (await apiRequest('PATCH', draftUrl(id), changes, { context })).json()) as Draft;
}

/** Puts a draft the server answered with into the cache, so the preview shows it. */
export function useStoreDraft() {
  const queryClient = useQueryClient();
  const context = useContextKey();
  return useCallback((draft: Draft) => queryClient.setQueryData([draftUrl(draft.id), context], draft), [queryClient, context]);
}

export function useCreateDraft() {
  const queryClient = useQueryClient();
  const store = useStoreDraft();
  return useMutation({
    mutationFn: async (input: { templateId: string; answers?: Answers; matterId?: number }) => (await (await apiRequest('POST', DRAFTS_URL, input)).json()) as Draft,
    onSuccess: (draft) => {
      store(draft);
      return invalidateDraftList(queryClient);
    },
  });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', draftUrl(id));
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [draftUrl(id)] });
      return invalidateDraftList(queryClient);
    },
  });
}

/** Makes the document (or its new version) from a finished draft. */
export function useGenerateDocument(id: number) {
  const queryClient = useQueryClient();
  const store = useStoreDraft();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `${draftUrl(id)}/generate`)).json()) as { documentId: number; draft: Draft },
    onSuccess: ({ draft }) => {
      store(draft);
      void invalidateDraftList(queryClient);
      void invalidateDocuments(queryClient);
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      if (draft.matterId !== null) void invalidateMatters(queryClient);
    },
  });
}
