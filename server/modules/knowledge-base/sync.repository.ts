/**
 * SQL of the start-up sync. The weighted vectors are computed here, by PostgreSQL, so PGlite and
 * PostgreSQL stem and weigh words identically. The configuration is always named (counsel_english,
 * from migration 0001), because the server's default_text_search_config is not ours to rely on.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kbCategories, kbKeywords, kbSections, kbTerms, kbTopics } from '../../db/schema';
import type { ContentCategory, ContentTopic } from './content';
import { markdownToText } from './markdown';

/** an arbitrary constant: the advisory lock that keeps instances starting together from syncing at once */
const SYNC_LOCK = 7_262_042;

/** The opening sections say what the article is about in few words, so they weigh more than the rest. */
const OPENING_SECTIONS = new Set(['in-short', 'key-points']);

export interface StoredHashes {
  categories: Map<string, string>;
  topics: Map<string, string>;
}

export const topicKey = (categoryId: string, topicId: string) => `${categoryId}/${topicId}`;

export function createSyncRepository(db: Db) {
  return {
    async hashes(tx: Db = db): Promise<StoredHashes> {
      const [categories, topics] = await Promise.all([
        tx.select({ id: kbCategories.id, hash: kbCategories.contentHash }).from(kbCategories),
        tx.select({ categoryId: kbTopics.categoryId, id: kbTopics.id, hash: kbTopics.contentHash }).from(kbTopics),
      ]);
      return {
        categories: new Map(categories.map((c) => [c.id, c.hash])),
        topics: new Map(topics.map((t) => [topicKey(t.categoryId, t.id), t.hash])),
      };
    },

    /** Runs `work` in one transaction that no other instance's sync overlaps. */
    async exclusive<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
        return work(tx as unknown as Db);
      });
    },

    async upsertCategories(tx: Db, categories: ContentCategory[]): Promise<void> {
      if (!categories.length) return;
      await tx
        .insert(kbCategories)
        .values(categories.map((c) => ({ id: c.id, name: c.name, description: c.description, icon: c.icon, featuredTopicId: c.featured, position: c.position, contentHash: c.hash })))
        .onConflictDoUpdate({
          target: kbCategories.id,
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            icon: sql`excluded.icon`,
            featuredTopicId: sql`excluded.featured_topic_id`,
            position: sql`excluded.position`,
            contentHash: sql`excluded.content_hash`,
          },
        });
    },

    async deleteCategories(tx: Db, ids: string[]): Promise<void> {
      if (ids.length) await tx.delete(kbCategories).where(inArray(kbCategories.id, ids));
    },

    /** Deletes topics by `categoryId/topicId` key; their sections go with them (on delete cascade). */
    async deleteTopics(tx: Db, keys: string[]): Promise<void> {
      if (!keys.length) return;
      await tx.delete(kbTopics).where(inArray(sql`${kbTopics.categoryId} || '/' || ${kbTopics.id}`, keys));
    },

    async insertTopics(tx: Db, topics: ContentTopic[], categoryNames: Map<string, string>): Promise<void> {
      for (const topic of topics) {
        const opening = topic.sections.filter((s) => OPENING_SECTIONS.has(s.id)).map((s) => s.text);
        const rest = topic.sections.filter((s) => !OPENING_SECTIONS.has(s.id)).map((s) => s.text);
        const lead = `${topic.summary}\n${topic.keywords.join('\n')}`;
        await tx.insert(kbTopics).values({
          categoryId: topic.categoryId,
          id: topic.id,
          title: topic.title,
          summary: topic.summary,
          keywords: topic.keywords,
          jurisdiction: topic.jurisdiction,
          sources: topic.sources,
          related: topic.related,
          lastReviewed: topic.lastReviewed,
          body: topic.body,
          bodyText: [markdownToText(topic.summary), ...topic.sections.map((s) => s.text)].join('\n'),
          contentHash: topic.hash,
          search: sql`setweight(to_tsvector('counsel_english', ${topic.title}), 'A')
            || setweight(to_tsvector('counsel_english', ${lead}), 'B')
            || setweight(to_tsvector('counsel_english', ${`${categoryNames.get(topic.categoryId) ?? ''}\n${opening.join('\n')}`}), 'C')
            || setweight(to_tsvector('counsel_english', ${rest.join('\n')}), 'D')`,
        });
        // phrases only: a one-word keyword already counts through the vector's B weight
        await tx.execute(sql`
          insert into ${kbKeywords} (category_id, topic_id, keyword, phrase)
          select ${topic.categoryId}, ${topic.id}, k, phraseto_tsquery('english', k)
          from unnest(${sql.param([...new Set(topic.keywords)])}::text[]) k
          where numnode(phraseto_tsquery('english', k)) >= 3`);
        await tx.insert(kbSections).values(
          topic.sections.map((s, position) => ({
            categoryId: topic.categoryId,
            topicId: topic.id,
            id: s.id,
            position,
            heading: s.heading,
            markdown: s.markdown,
            text: s.text,
            search: sql`to_tsvector('counsel_english', ${s.text})`,
          })),
        );
      }
    },

    /**
     * Rebuilds the vocabulary from the stored topics: each plain word, its lexeme, and how many topics
     * hold that lexeme. Stop words (those the built-in english configuration drops) are left out, so
     * prefix and typo matching never expand to them.
     */
    async rebuildTerms(tx: Db): Promise<void> {
      await tx.delete(kbTerms);
      await tx.execute(sql`
        insert into ${kbTerms} (term, lexeme, topic_count)
        select w.word, l.lexeme, coalesce(d.ndoc, 0)
        from ts_stat($$select to_tsvector('simple', title || ' ' || array_to_string(keywords, ' ') || ' ' || body_text) from kb_topics$$) w
        cross join lateral (select v.lexeme from unnest(to_tsvector('counsel_english', w.word)) v limit 1) l
        left join ts_stat('select search from kb_topics') d on d.word = l.lexeme
        where w.word ~ '^[a-z]{3,30}$' and to_tsvector('english', w.word) <> ''::tsvector`);
    },
  };
}
export type SyncRepository = ReturnType<typeof createSyncRepository>;
