/**
 * Sharing a document with people: the manager's side (who has it, share, change a role, remove,
 * withdraw an invitation, in the document's workspace), the invited person's (preview and accept an
 * invitation link) and "Shared with me", which is the person's own whatever workspace is active.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareRole } from '@common/schemas/document-access';
import type { DocumentInvitationPreview, DocumentPeople, SharedWithMeList, ShareWith } from '@common/schemas/people-sharing';
import { ApiError, apiRequest } from '@/lib/api-request';
import { shouldRetryQuery } from '@/lib/query-client';
import { useContextKey } from '@/lib/resource-context';
import { PERSONAL_CONTEXT } from '@/lib/resource-context-store';

export const peopleUrl = (documentId: number) => `/api/documents/${documentId}/people`;
const invitationUrl = (token: string) => `/api/document-invitations/${encodeURIComponent(token)}`;
export const SHARED_WITH_ME_URL = '/api/shared-with-me';
// the person's own: the same whichever workspace is active
const OWN = { context: PERSONAL_CONTEXT };

/** Who the document is shared with, and the invitations waiting; 403 for who does not manage it. */
export function useDocumentPeople(documentId: number) {
  return useQuery<DocumentPeople>({ queryKey: [peopleUrl(documentId), useContextKey()], enabled: documentId > 0, retry: false });
}

/** the manager's changes: each answers the list as it is after */
function usePeopleChange<T>(documentId: number, send: (input: T, context: ReturnType<typeof useContextKey>) => Promise<Response>) {
  const queryClient = useQueryClient();
  const context = useContextKey();
  return useMutation({
    mutationFn: async (input: T) => send(input, context),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [peopleUrl(documentId)] }),
  });
}

/** Shares with a username at once, or invites an email address; `notice` says which happened. */
export function useShareWithPerson(documentId: number) {
  const change = usePeopleChange<ShareWith>(documentId, (input, context) => apiRequest('POST', peopleUrl(documentId), input, { context }));
  return { ...change, share: async (input: ShareWith) => (await (await change.mutateAsync(input)).json()) as DocumentPeople & { notice: string; link?: string } };
}

export function useChangeShareRole(documentId: number) {
  return usePeopleChange<{ shareId: number; role: ShareRole }>(documentId, ({ shareId, role }, context) => apiRequest('PATCH', `${peopleUrl(documentId)}/${shareId}`, { role }, { context }));
}

export function useRemovePerson(documentId: number) {
  return usePeopleChange<number>(documentId, (shareId, context) => apiRequest('DELETE', `${peopleUrl(documentId)}/${shareId}`, undefined, { context }));
}

export function useWithdrawInvitation(documentId: number) {
  return usePeopleChange<number>(documentId, (invitationId, context) => apiRequest('DELETE', `/api/documents/${documentId}/invitations/${invitationId}`, undefined, { context }));
}

/** The documents shared with the signed-in person, most recently shared first (the first page). */
export function useSharedWithMe() {
  return useQuery<SharedWithMeList>({ queryKey: [SHARED_WITH_ME_URL], queryFn: async () => (await apiRequest('GET', SHARED_WITH_ME_URL, undefined, OWN)).json() });
}

/** Leaves a document shared with the person: it goes from their list and they can no longer open it. */
export function useLeaveShared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: number) => {
      await apiRequest('DELETE', `${SHARED_WITH_ME_URL}/${documentId}`, undefined, OWN);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SHARED_WITH_ME_URL] }),
  });
}

/** Who shares what, with which address; answered to anyone holding the link, signed in or not. */
export function useDocumentInvitationPreview(token: string) {
  return useQuery<DocumentInvitationPreview>({
    queryKey: [invitationUrl(token)],
    queryFn: async () => (await apiRequest('GET', invitationUrl(token), undefined, OWN)).json(),
    // a malformed link (400) is as final as an unknown one (404)
    retry: (count, error) => !(error instanceof ApiError && error.status === 400) && shouldRetryQuery(count, error),
  });
}

export function useAcceptDocumentInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<{ documentId: number }> => (await apiRequest('POST', `${invitationUrl(token)}/accept`, undefined, OWN)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SHARED_WITH_ME_URL] }),
    onError: () => queryClient.invalidateQueries({ queryKey: [invitationUrl(token)] }),
  });
}
