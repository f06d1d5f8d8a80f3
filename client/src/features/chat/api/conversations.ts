import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationDetail, ConversationList, CreateConversationInput, UpdateConversationInput } from '@common/schemas/chat';
import { USAGE_QUERY_KEY } from '@/features/billing';
import { apiRequest } from '@/lib/api-request';
import { listUrl, useListPages, type ListFilters } from '@/lib/list-pages';
import { invalidateMatters, matterUrl } from '@/lib/matter-cache';
import { useContextKey } from '@/lib/resource-context';

const BASE = '/api/conversations';

export const conversationUrl = (id: number) => `${BASE}/${id}`;

/** Every cached list and conversation, and the plan's usage: they change together when one is added, answered or renamed. */
export function invalidateConversations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(BASE) }),
    queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }),
  ]);
}

/** The newest conversations (one page), for the chat sidebar and the dashboard. */
export function useConversationList(filters: ListFilters, limit = 50) {
  const context = useContextKey();
  return useQuery<ConversationList>({ queryKey: [listUrl(BASE, filters, { limit: String(limit) }), context], placeholderData: (previous) => previous });
}

/** Every conversation, page by page, for History. */
export function useConversationPages(filters: ListFilters) {
  return useListPages<Conversation>(BASE, filters);
}

export function useConversation(id: number) {
  const context = useContextKey();
  return useQuery<ConversationDetail>({ queryKey: [conversationUrl(id), context] });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateConversationInput) => (await (await apiRequest('POST', BASE, input)).json()) as Conversation,
    onSuccess: () => void invalidateConversations(queryClient),
  });
}

export function useUpdateConversation() {
  const queryClient = useQueryClient();
  const context = useContextKey();
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateConversationInput & { id: number }) =>
      (await (await apiRequest('PATCH', conversationUrl(id), input)).json()) as Conversation,
    onSuccess: (conversation) => {
      // the open thread shows the change at once; the lists follow
      queryClient.setQueryData<ConversationDetail>([conversationUrl(conversation.id), context], (old) => old && { ...old, ...conversation });
      return invalidateConversations(queryClient);
    },
  });
}

/** files the conversation in a matter of the workspace (the server says if it is in another one already) */
export function useFileConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, matterId }: { id: number; matterId: number }) => apiRequest('POST', `${matterUrl(matterId)}/links`, { kind: 'conversation', id }),
    onSuccess: () => Promise.all([invalidateConversations(queryClient), invalidateMatters(queryClient)]),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', conversationUrl(id));
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [conversationUrl(id)] });
      return invalidateConversations(queryClient);
    },
  });
}
