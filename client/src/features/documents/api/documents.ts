import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentList, DocumentListItem, DocumentStatus, DocumentText, DocumentView } from '@common/schemas/documents';
import { USAGE_QUERY_KEY } from '@/features/billing';
import { ApiError, apiRequest, getCsrfToken } from '@/lib/api-request';
import { useListPages, type ListFilters } from '@/lib/list-pages';
import { invalidateMatters } from '@/lib/matter-cache';
import { useContextKey } from '@/lib/resource-context';
import { contextHeaders } from '@/lib/resource-context-store';

const BASE = '/api/documents';
/** how often a document being read is checked on */
const POLL_MS = 1000;

export const documentUrl = (id: number) => `${BASE}/${id}`;
export const isPending = (status: DocumentStatus) => status === 'queued' || status === 'extracting' || status === 'analyzing';

export function invalidateDocuments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(BASE) });
}

export function useDocumentList(q: string, limit = 50) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q.trim()) params.set('q', q.trim());
  return useQuery<DocumentList>({
    queryKey: [`${BASE}?${params}`, useContextKey()],
    placeholderData: (previous) => previous,
    // while any listed document is being read, keep its status current
    refetchInterval: (query) => (query.state.data?.items.some((d) => isPending(d.status)) ? POLL_MS : false),
  });
}

/** Every document, page by page, for History; checked every second while a listed one is being read. */
export function useDocumentPages(filters: ListFilters) {
  return useListPages<DocumentListItem>(BASE, filters, (items) => (items.some((d) => isPending(d.status)) ? POLL_MS : false));
}

/** One document; checked every second while it is being read. */
export function useDocument(id: number) {
  return useQuery<DocumentView>({
    queryKey: [documentUrl(id), useContextKey()],
    refetchInterval: (query) => (query.state.data && isPending(query.state.data.status) ? POLL_MS : false),
  });
}

export function useDocumentText(id: number, enabled: boolean) {
  return useQuery<DocumentText>({ queryKey: [`${documentUrl(id)}/text`, useContextKey()], enabled });
}

/**
 * Sends a file as multipart/form-data with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Carries the CSRF token like every modifying request; fails with an ApiError holding the server's message.
 */
export async function uploadDocument({ file, matterId, onProgress }: UploadInput): Promise<{ id: number }> {
  const token = await getCsrfToken();
  const body = new FormData();
  if (matterId !== undefined) body.append('matterId', String(matterId));
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', BASE);
    xhr.withCredentials = true;
    xhr.setRequestHeader('CSRF-Token', token);
    for (const [name, value] of Object.entries(contextHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onerror = () => reject(new Error('Network error - please refresh the page'));
    xhr.onload = () => {
      let json: { id?: number; message?: string } | undefined;
      try {
        json = JSON.parse(xhr.responseText) as typeof json;
      } catch {
        json = undefined;
      }
      if (xhr.status === 202 && json?.id) resolve({ id: json.id });
      else reject(new ApiError(xhr.status, `${xhr.status}: ${json?.message ?? (xhr.statusText || 'Upload failed')}`, json));
    };
    xhr.send(body);
  });
}

interface UploadInput {
  file: File;
  /** the matter it is filed in, if any */
  matterId?: number;
  onProgress: (fraction: number) => void;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_, { matterId }) => {
      void invalidateDocuments(queryClient);
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      // the matter's documents and timeline
      if (matterId !== undefined) void invalidateMatters(queryClient);
    },
  });
}

export function useRenameDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (title: string) => (await (await apiRequest('PATCH', documentUrl(id), { title })).json()) as DocumentView,
    onSuccess: () => invalidateDocuments(queryClient),
  });
}

export function useReanalyzeDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `${documentUrl(id)}/reanalyze`),
    onSuccess: () => invalidateDocuments(queryClient),
  });
}

export function useDeleteDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', documentUrl(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [documentUrl(id)] });
      return invalidateDocuments(queryClient);
    },
  });
}
