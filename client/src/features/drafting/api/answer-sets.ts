import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerSet, KnownParty } from '@common/schemas/drafting';
import type { Party } from '@common/templates/definition';
import { apiRequest } from '@/lib/api-request';
import { useContextKey } from '@/lib/resource-context';

export const ANSWER_SETS_URL = '/api/answer-sets';

/** Saved names and addresses ("Me", "My landlord"), reused across templates. */
export function useAnswerSets() {
  return useQuery<{ items: AnswerSet[] }>({ queryKey: [ANSWER_SETS_URL, useContextKey()] });
}

export function useSaveAnswerSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; value: Party }) => (await (await apiRequest('POST', ANSWER_SETS_URL, input)).json()) as AnswerSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ANSWER_SETS_URL] }),
  });
}

/** Names the workspace already knows: matters' clients, and the parties of analysed documents. */
export function useKnownParties() {
  return useQuery<{ items: KnownParty[] }>({ queryKey: ['/api/known-parties', useContextKey()] });
}
