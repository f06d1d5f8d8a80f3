import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JSONContent } from '@tiptap/core';
import type { Comparison, EditorDocument, Saved, Thread, VersionSummary } from '@common/schemas/editing';
import { invalidateDocuments } from '@/features/documents/api/documents';
import { USAGE_QUERY_KEY } from '@/features/billing';
import { apiRequest } from '@/lib/api-request';
import { useContextKey } from '@/lib/resource-context';
import { contextLink, type ResourceContextState } from '@/lib/resource-context-store';

const base = (id: number) => `/api/documents/${id}`;
export const editorUrl = (id: number) => `${base(id)}/editor`;
export const versionsUrl = (id: number) => `${base(id)}/versions`;

/**
 * The document as the editor opens it (imported from its file the first time): fetched afresh on every
 * opening (a cached copy would be older than what was saved since), never behind the person's back.
 */
export function useEditorDocument(id: number) {
  return useQuery<EditorDocument>({ queryKey: [editorUrl(id), useContextKey()], enabled: id > 0, staleTime: Infinity, gcTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: false, retry: false });
}

export async function fetchEditorDocument(id: number, context: ResourceContextState): Promise<EditorDocument> {
  return (await (await apiRequest('GET', editorUrl(id), undefined, { context })).json()) as EditorDocument;
}

export async function saveContent(id: number, body: { baseRevision: number; content: JSONContent; name?: string; fresh?: boolean }, context: ResourceContextState): Promise<Saved> {
  return (await (await apiRequest('PUT', `${base(id)}/content`, body, { context })).json()) as Saved;
}

export function useVersions(id: number, enabled: boolean) {
  return useQuery<{ items: VersionSummary[] }>({ queryKey: [versionsUrl(id), useContextKey()], enabled });
}

export function useComparison(id: number, pair: { from: number; to: number } | null) {
  return useQuery<Comparison>({ queryKey: [`${base(id)}/compare?from=${pair?.from}&to=${pair?.to}`, useContextKey()], enabled: pair !== null, staleTime: Infinity });
}

export function useRestoreVersion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ number, baseRevision }: { number: number; baseRevision: number }) =>
      (await (await apiRequest('POST', `${versionsUrl(id)}/${number}/restore`, { baseRevision })).json()) as Saved & { content: JSONContent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [versionsUrl(id)] }),
  });
}

export function useAnalyseVersion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', `${base(id)}/analyse-version`);
    },
    onSuccess: () => invalidateDocuments(queryClient),
  });
}

export function useEditableCopy(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `${base(id)}/editable-copy`)).json()) as { id: number },
    onSuccess: () => Promise.all([invalidateDocuments(queryClient), queryClient.invalidateQueries({ queryKey: [USAGE_QUERY_KEY] })]),
  });
}

/** A download link of the newest version (or of one version) as Word or PDF, in the workspace it was opened in. */
export const exportLink = (id: number, format: 'docx' | 'pdf', context: ResourceContextState, version?: number) =>
  contextLink(`${base(id)}/export?format=${format}${version ? `&version=${version}` : ''}`, context);

export const commentsUrl = (id: number) => `${base(id)}/comments`;

/** The document's comment threads; checked every 15 s while shown, so teammates' comments appear. */
export function useThreads(id: number, enabled: boolean) {
  return useQuery<{ items: Thread[]; revision: number }>({ queryKey: [commentsUrl(id), useContextKey()], enabled, refetchInterval: enabled ? 15_000 : false });
}

/** Every change to a thread answers with the thread; the list is fetched again so ranges and order follow. */
export function useCommentActions(id: number) {
  const queryClient = useQueryClient();
  const context = useContextKey();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [commentsUrl(id)] });
  const send = async (method: string, url: string, body?: unknown) => {
    const res = await apiRequest(method, url, body, { context });
    await refresh();
    return res.status === 204 ? undefined : ((await res.json()) as Thread);
  };
  return {
    start: (input: { body: string; revision: number; start: number; end: number }) => send('POST', commentsUrl(id), input),
    reply: (threadId: number, body: string) => send('POST', `${commentsUrl(id)}/${threadId}/replies`, { body }),
    resolve: (threadId: number, resolved: boolean) => send('PATCH', `${commentsUrl(id)}/${threadId}`, { resolved }),
    remove: (commentId: number) => send('DELETE', `${commentsUrl(id)}/${commentId}`),
    refresh,
  };
}
