import { useMutation } from '@tanstack/react-query';
import type { Draft, SectionSuggestions } from '@common/schemas/drafting';
import { apiRequest } from '@/lib/api-request';
import { draftUrl, useStoreDraft } from './drafts';

const sectionUrl = (draftId: number, section: string) => `${draftUrl(draftId)}/sections/${section}`;
export type WordingChoice = SectionSuggestions['suggestions'][number]['choice'];

/** Other wordings for a section: the template's alternatives, and an AI rewrite when an instruction is given. Changes nothing. */
export function useSectionSuggestions(draftId: number, section: string) {
  return useMutation({
    mutationFn: async (instruction?: string) => (await (await apiRequest('POST', `${sectionUrl(draftId, section)}/suggestions`, instruction ? { instruction } : {})).json()) as SectionSuggestions,
  });
}

/** Puts a chosen wording in place (or, with null, the template's own back); the preview follows. */
export function useChooseWording(draftId: number, section: string) {
  const store = useStoreDraft();
  return useMutation({
    mutationFn: async (choice: WordingChoice | null) =>
      (await (choice ? await apiRequest('PUT', sectionUrl(draftId, section), choice) : await apiRequest('DELETE', sectionUrl(draftId, section))).json()) as Draft,
    onSuccess: store,
  });
}
