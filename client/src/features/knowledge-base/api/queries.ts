import { useQuery } from '@tanstack/react-query';
import type { KbCategory, KbCategoryDetail, KbPopularTopic, KbSearchResult, KbTopic } from '@common/schemas/knowledge-base';

const BASE = '/api/knowledge-base';

/** One query per endpoint; the default query function GETs the first key element. */
export const useCategories = () => useQuery<KbCategory[]>({ queryKey: [`${BASE}/categories`] });

export const useCategory = (categoryId: string) =>
  useQuery<KbCategoryDetail>({ queryKey: [`${BASE}/categories/${encodeURIComponent(categoryId)}`] });

export const useTopic = (categoryId: string, topicId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery<KbTopic>({ queryKey: [`${BASE}/topics/${encodeURIComponent(categoryId)}/${encodeURIComponent(topicId)}`], enabled });

export const usePopularTopics = () => useQuery<KbPopularTopic[]>({ queryKey: [`${BASE}/popular`] });

export const useSearch = (q: string, category?: string) => {
  const params = new URLSearchParams({ q, limit: '10', ...(category ? { category } : {}) });
  return useQuery<KbSearchResult[]>({
    queryKey: [`${BASE}/search?${params}`],
    enabled: q.trim().length >= 2,
    placeholderData: (previous) => previous,
  });
};
