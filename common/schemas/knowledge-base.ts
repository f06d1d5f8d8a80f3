import { z } from 'zod';
import { decimalSchema } from './ids';

/** Search text longer than this is not a search a person typed; it answers 400. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

export const kbCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** a lucide-react icon name, e.g. "House" */
  icon: z.string(),
  topicCount: z.number().int(),
});
export type KbCategory = z.infer<typeof kbCategorySchema>;
export const kbCategoryListSchema = z.array(kbCategorySchema);

export const kbTopicSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type KbTopicSummary = z.infer<typeof kbTopicSummarySchema>;

export const kbCategoryDetailSchema = z.object({
  category: kbCategorySchema,
  /** in title order */
  topics: z.array(kbTopicSummarySchema),
});
export type KbCategoryDetail = z.infer<typeof kbCategoryDetailSchema>;

export const kbSectionSchema = z.object({
  /** slug of the heading, e.g. "what-you-can-do": an anchor for the table of contents */
  id: z.string(),
  heading: z.string(),
  /** the section's Markdown, without its heading */
  markdown: z.string(),
});
export type KbSection = z.infer<typeof kbSectionSchema>;

export const kbTopicRefSchema = z.object({
  categoryId: z.string(),
  topicId: z.string(),
  title: z.string(),
});
export type KbTopicRef = z.infer<typeof kbTopicRefSchema>;

export const kbTopicSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  /** for breadcrumbs, without a second request */
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  /** the whole article body in Markdown (the seven sections with their `## ` headings) */
  body: z.string(),
  sections: z.array(kbSectionSchema),
  /** each official source by name, with a link to its official text where the guide gives one */
  sources: z.array(z.object({ title: z.string(), url: z.string().nullable() })),
  related: z.array(kbTopicRefSchema),
  /** ISO date, YYYY-MM-DD */
  lastReviewed: z.string(),
  keywords: z.array(z.string()),
  jurisdiction: z.string(),
});
export type KbTopic = z.infer<typeof kbTopicSchema>;

export const kbCategoryParamsSchema = z.object({ categoryId: z.string().max(100) });
export const kbTopicParamsSchema = z.object({ categoryId: z.string().max(100), topicId: z.string().max(100) });

export const kbSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`)
    .default(''),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'Category must be a category id such as "housing"')
    .optional(),
  limit: decimalSchema(
    z.number().int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(SEARCH_MAX_LIMIT, `Limit must be at most ${SEARCH_MAX_LIMIT}`),
    'Limit must be a number',
  ).default(SEARCH_DEFAULT_LIMIT),
});
export type KbSearchQuery = z.infer<typeof kbSearchQuerySchema>;

export const kbSearchResultSchema = z.object({
  categoryId: z.string(),
  topicId: z.string(),
  title: z.string(),
  /** HTML: escaped text in which `<mark>` wraps the matched words; render nothing else as markup */
  snippet: z.string(),
  score: z.number(),
});
export type KbSearchResult = z.infer<typeof kbSearchResultSchema>;
export const kbSearchResultListSchema = z.array(kbSearchResultSchema);

export const kbPopularTopicSchema = z.object({
  categoryId: z.string(),
  topicId: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type KbPopularTopic = z.infer<typeof kbPopularTopicSchema>;
export const kbPopularTopicListSchema = z.array(kbPopularTopicSchema);

/** A source as a guide's front matter writes it: a plain citation, or a Markdown link to its official text. */
export function parseSource(source: string): { title: string; url: string | null } {
  const link = /^\[(.+)\]\((https:\/\/[^\s()]+)\)$/.exec(source.trim());
  return link ? { title: link[1]!.trim(), url: link[2]! } : { title: source.trim(), url: null };
}
