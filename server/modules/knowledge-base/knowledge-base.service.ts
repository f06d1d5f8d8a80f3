/**
 * The knowledge base as people browse it: areas, their guides, one guide with its sections, sources and
 * related guides, and the popular guides. Content is read-only here; content/knowledge-base is the
 * source of truth (sync.ts). Search lives in search.service.ts, shared with the assistant.
 */
import { parseSource, type KbCategory, type KbCategoryDetail, type KbPopularTopic, type KbTopic } from '../../../common/schemas/knowledge-base';
import { AppError } from '../../lib/app-error';
import type { KnowledgeBaseRepository } from './knowledge-base.repository';

/** how many popular guides the knowledge-base home shows */
export const POPULAR_LIMIT = 8;

const notFound = (what: string) => new AppError(404, 'not_found', `There is no ${what} with that id in the knowledge base`);

export function createKnowledgeBaseService(repository: KnowledgeBaseRepository) {
  async function load(categoryId: string, topicId: string) {
    const topic = await repository.findTopic(categoryId, topicId);
    if (!topic) return undefined;
    const [sections, titles] = await Promise.all([repository.listSections(categoryId, topicId), repository.titlesOf(topic.related)]);
    const byKey = new Map(titles.map((t) => [`${t.categoryId}/${t.topicId}`, t]));
    // the front matter's order, skipping a related guide that no longer exists
    const related = topic.related.flatMap((key) => byKey.get(key) ?? []);
    return { ...topic, sections, related };
  }

  return {
    listCategories(): Promise<KbCategory[]> {
      return repository.listCategories();
    },

    async getCategory(categoryId: string): Promise<KbCategoryDetail> {
      const category = await repository.findCategory(categoryId);
      if (!category) throw notFound('area');
      return { category, topics: await repository.listTopics(categoryId) };
    },

    /** One guide; opening it counts a view for the popular list. */
    async getTopic(categoryId: string, topicId: string): Promise<KbTopic> {
      const guide = await load(categoryId, topicId);
      if (!guide) throw notFound('guide');
      await repository.recordView(categoryId, topicId);
      return { ...guide, sources: guide.sources.map(parseSource), sections: guide.sections.map(({ text: _text, ...section }) => section) };
    },

    /** One guide with its sections' plain text, for the assistant; undefined when there is none. Counts no view. */
    guide: load,

    /** Each area's featured guide, in the areas' order: where the assistant starts when it knows only the area. */
    featured() {
      return repository.featured();
    },

    /** The most opened guides, topped up with each area's featured guide while few have been read. */
    async popular(): Promise<KbPopularTopic[]> {
      const [viewed, featured] = await Promise.all([repository.mostViewed(POPULAR_LIMIT), repository.featured()]);
      const seen = new Set<string>();
      return [...viewed, ...featured]
        .filter((t) => {
          const key = `${t.categoryId}/${t.topicId}`;
          return !seen.has(key) && seen.add(key);
        })
        .slice(0, POPULAR_LIMIT);
    },
  };
}
export type KnowledgeBaseService = ReturnType<typeof createKnowledgeBaseService>;
