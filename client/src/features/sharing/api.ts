/**
 * Sharing a document by link: the owner's side (list, create, revoke, in the document's workspace) and
 * the visitor's side (open a link, with its password when it has one). The visitor is usually signed
 * out, so their requests name no team and a refusal never leads to the sign-in page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHARE_GRANT_HEADER, type NewShareLink, type ShareLink, type SharedDocument } from '@common/schemas/sharing';
import { ApiError, apiRequest } from '@/lib/api-request';
import { useContextKey } from '@/lib/resource-context';
import { PERSONAL_CONTEXT } from '@/lib/resource-context-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const shareLinksUrl = (documentId: number) => `/api/documents/${documentId}/share-links`;
export const sharedUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}`;

/** The document's links, revoked and expired ones included (with their access logs). */
export function useShareLinks(documentId: number) {
  return useQuery<{ items: ShareLink[] }>({ queryKey: [shareLinksUrl(documentId), useContextKey()], enabled: documentId > 0, retry: false });
}

/** Makes a link; its address comes back once, in `url`, and is never shown again. */
export function useCreateShareLink(documentId: number) {
  const queryClient = useQueryClient();
  const context = useContextKey();
  return useMutation({
    mutationFn: async (input: NewShareLink) => (await (await apiRequest('POST', shareLinksUrl(documentId), input, { context })).json()) as { link: ShareLink; url: string },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [shareLinksUrl(documentId)] }),
  });
}

/** Turns a link off; it stays in the list as revoked, with its log. */
export function useRevokeShareLink(documentId: number) {
  const queryClient = useQueryClient();
  const context = useContextKey();
  return useMutation({
    mutationFn: async (linkId: number) => {
      await apiRequest('DELETE', `${shareLinksUrl(documentId)}/${linkId}`, undefined, { context });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [shareLinksUrl(documentId)] }),
  });
}

// the visitor's requests: never a team header, whatever workspace this browser last used
const PUBLIC = { context: PERSONAL_CONTEXT };

const grantKey = (token: string) => `${STORAGE_KEYS.shareGrant}:${token}`;

/** The proof a protected link's password was given, kept for this tab only, so a reload does not ask again. */
function rememberGrant(token: string, doc: SharedDocument): SharedDocument {
  try {
    if (doc.grant) sessionStorage.setItem(grantKey(token), doc.grant);
  } catch {
    // storage blocked: a reload asks for the password again
  }
  return doc;
}

function storedGrant(token: string): string | null {
  try {
    return sessionStorage.getItem(grantKey(token));
  } catch {
    return null;
  }
}

/** Opens a link (with the grant of an earlier opening in this tab): the document, or an ApiError (403 asks for the password, 404, 410). */
export async function fetchShared(token: string, signal?: AbortSignal): Promise<SharedDocument> {
  const grant = storedGrant(token);
  const doc = (await (await apiRequest('GET', sharedUrl(token), undefined, { ...PUBLIC, signal, ...(grant ? { headers: { [SHARE_GRANT_HEADER]: grant } } : {}) })).json()) as SharedDocument;
  return rememberGrant(token, doc);
}

/** Opens a link with its password: the document, or an ApiError (403 wrong password, 429 too many tries, 404, 410). */
export async function openShared(token: string, password: string): Promise<SharedDocument> {
  return rememberGrant(token, (await (await apiRequest('POST', `${sharedUrl(token)}/open`, { password }, PUBLIC)).json()) as SharedDocument);
}

/** Only a failure on the way (the network, the server's own trouble) is worth asking again: every other answer is final. */
const worthRetrying = (failures: number, error: Error) => failures < 2 && !(error instanceof ApiError && error.status < 500);

/** Each opening is logged for the owner, so it is asked once per visit and never refetched behind the visitor's back. */
export function useSharedDocument(token: string, enabled: boolean) {
  return useQuery<SharedDocument>({
    queryKey: [sharedUrl(token), 'public'],
    queryFn: ({ signal }) => fetchShared(token, signal),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: worthRetrying,
  });
}

export function useOpenShared(token: string) {
  return useMutation({ mutationFn: (password: string) => openShared(token, password) });
}

/** The server's message for one field of a refusal (`fields.password`), if it named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = (error.body as { fields?: Record<string, unknown> } | undefined)?.fields?.[field];
  return typeof message === 'string' && message ? message : undefined;
}

/** A comment link's visitor writes on selected words, or replies, under the name they give: the document comes back with it. */
export async function commentShared(token: string, body: { name: string; body: string; revision: number; start: number; end: number; grant?: string }): Promise<SharedDocument> {
  return (await (await apiRequest('POST', `${sharedUrl(token)}/comments`, body, PUBLIC)).json()) as SharedDocument;
}

export async function replyShared(token: string, threadId: number, body: { name: string; body: string; grant?: string }): Promise<SharedDocument> {
  return (await (await apiRequest('POST', `${sharedUrl(token)}/comments/${threadId}/replies`, body, PUBLIC)).json()) as SharedDocument;
}
