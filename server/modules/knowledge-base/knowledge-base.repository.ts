/** Reads of the synced knowledge base for the browsing API, and the view counts behind "popular topics". */
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kbCategories, kbSections, kbTopics, kbTopicViews } from '../../db/schema';

export function createKnowledgeBaseRepository(db: Db) {
  const categoryColumns = {
    id: kbCategories.id,
    name: kbCategories.name,
    description: kbCategories.description,
    icon: kbCategories.icon,
    topicCount: count(kbTopics.id),
  };
  const categoriesWithCounts = () =>
    db
      .select(categoryColumns)
      .from(kbCategories)
      .leftJoin(kbTopics, eq(kbTopics.categoryId, kbCategories.id))
      .groupBy(kbCategories.id)
      .$dynamic();

  return {
    listCategories() {
      return categoriesWithCounts().orderBy(asc(kbCategories.position));
    },

    async findCategory(id: string) {
      const [category] = await categoriesWithCounts().where(eq(kbCategories.id, id));
      return category;
    },

    listTopics(categoryId: string) {
      return db
        .select({ id: kbTopics.id, title: kbTopics.title, summary: kbTopics.summary })
        .from(kbTopics)
        .where(eq(kbTopics.categoryId, categoryId))
        .orderBy(asc(kbTopics.title));
    },

    async findTopic(categoryId: string, topicId: string) {
      const [topic] = await db
        .select({
          id: kbTopics.id,
          categoryId: kbTopics.categoryId,
          categoryName: kbCategories.name,
          title: kbTopics.title,
          summary: kbTopics.summary,
          body: kbTopics.body,
          sources: kbTopics.sources,
          related: kbTopics.related,
          lastReviewed: kbTopics.lastReviewed,
          keywords: kbTopics.keywords,
          jurisdiction: kbTopics.jurisdiction,
        })
        .from(kbTopics)
        .innerJoin(kbCategories, eq(kbCategories.id, kbTopics.categoryId))
        .where(and(eq(kbTopics.categoryId, categoryId), eq(kbTopics.id, topicId)));
      return topic;
    },

    listSections(categoryId: string, topicId: string) {
      return db
        .select({ id: kbSections.id, heading: kbSections.heading, markdown: kbSections.markdown, text: kbSections.text })
        .from(kbSections)
        .where(and(eq(kbSections.categoryId, categoryId), eq(kbSections.topicId, topicId)))
        .orderBy(asc(kbSections.position));
    },

    /** Titles of the topics named by `categoryId/topicId` keys that exist, in no particular order. */
    titlesOf(keys: string[]) {
      if (!keys.length) return Promise.resolve([]);
      return db
        .select({ categoryId: kbTopics.categoryId, topicId: kbTopics.id, title: kbTopics.title })
        .from(kbTopics)
        .where(inArray(sql`${kbTopics.categoryId} || '/' || ${kbTopics.id}`, keys));
    },

    async recordView(categoryId: string, topicId: string): Promise<void> {
      await db
        .insert(kbTopicViews)
        .values({ categoryId, topicId, views: 1 })
        .onConflictDoUpdate({ target: [kbTopicViews.categoryId, kbTopicViews.topicId], set: { views: sql`${kbTopicViews.views} + 1` } });
    },

    /** The most opened topics that still exist, most opened first. */
    mostViewed(limit: number) {
      return db
        .select({ categoryId: kbTopics.categoryId, topicId: kbTopics.id, title: kbTopics.title, summary: kbTopics.summary })
        .from(kbTopicViews)
        .innerJoin(kbTopics, and(eq(kbTopics.categoryId, kbTopicViews.categoryId), eq(kbTopics.id, kbTopicViews.topicId)))
        .where(gt(kbTopicViews.views, 0))
        .orderBy(desc(kbTopicViews.views), asc(kbTopics.title))
        .limit(limit);
    },

    /** Each area's featured topic, in the areas' order. */
    featured() {
      return db
        .select({ categoryId: kbTopics.categoryId, topicId: kbTopics.id, title: kbTopics.title, summary: kbTopics.summary })
        .from(kbCategories)
        .innerJoin(kbTopics, and(eq(kbTopics.categoryId, kbCategories.id), eq(kbTopics.id, kbCategories.featuredTopicId)))
        .orderBy(asc(kbCategories.position));
    },
  };
}
export type KnowledgeBaseRepository = ReturnType<typeof createKnowledgeBaseRepository>;
