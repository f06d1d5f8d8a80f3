/**
 * The knowledge base, copied from content/knowledge-base at start (modules/knowledge-base/sync.ts).
 * The files are the source of truth: these tables are rewritten by the sync and never edited by users.
 */
import { bigint, customType, date, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Full-text values are written by the sync with to_tsvector/setweight; drizzle only needs the types. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

export const kbCategories = pgTable('kb_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
  /** the topic people in this area ask about most: popular topics before anyone has read any */
  featuredTopicId: text('featured_topic_id').notNull(),
  contentHash: text('content_hash').notNull(),
});

export const kbTopics = pgTable(
  'kb_topics',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => kbCategories.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    keywords: text('keywords').array().notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    sources: text('sources').array().notNull(),
    /** `categoryId/topicId` of related topics, as written in the front matter */
    related: text('related').array().notNull(),
    lastReviewed: date('last_reviewed', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    /** the body as plain text, for snippets */
    bodyText: text('body_text').notNull(),
    contentHash: text('content_hash').notNull(),
    /** title (A), summary and keywords (B), the opening sections (C), the rest of the body (D) */
    search: tsvector('search').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.id] }), index('kb_topics_search_idx').using('gin', t.search)],
);

export const kbSections = pgTable(
  'kb_sections',
  {
    categoryId: text('category_id').notNull(),
    topicId: text('topic_id').notNull(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    heading: text('heading').notNull(),
    markdown: text('markdown').notNull(),
    text: text('text').notNull(),
    /** the section's own words (D); retrieval adds the topic's score, so titles and keywords still count */
    search: tsvector('search').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.topicId, t.id] }),
    foreignKey({ columns: [t.categoryId, t.topicId], foreignColumns: [kbTopics.categoryId, kbTopics.id] }).onDelete('cascade'),
    index('kb_sections_search_idx').using('gin', t.search),
  ],
);

/**
 * The multi-word keywords of each topic as phrase queries ("hurt at work", "kicked out"): the everyday
 * phrasings the articles list for themselves. A question containing one is strong evidence for the topic.
 */
export const kbKeywords = pgTable(
  'kb_keywords',
  {
    categoryId: text('category_id').notNull(),
    topicId: text('topic_id').notNull(),
    keyword: text('keyword').notNull(),
    /** phraseto_tsquery('english', keyword): stop words skipped, their places kept */
    phrase: tsquery('phrase').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.topicId, t.keyword] }),
    foreignKey({ columns: [t.categoryId, t.topicId], foreignColumns: [kbTopics.categoryId, kbTopics.id] }).onDelete('cascade'),
  ],
);

/**
 * Every word of the corpus (unstemmed) with its lexeme and the number of topics holding that lexeme:
 * the vocabulary for prefix and typo matching, the weights of query words, and the words to highlight.
 */
export const kbTerms = pgTable(
  'kb_terms',
  {
    term: text('term').primaryKey(),
    /** the stemmed lexeme of the term, as the topics' vectors hold it */
    lexeme: text('lexeme').notNull(),
    /** number of topics whose vector holds the lexeme */
    topicCount: integer('topic_count').notNull(),
  },
  (t) => [
    index('kb_terms_lexeme_idx').on(t.lexeme),
    // byte-wise order whatever the database collation, for prefix ranges (~>=~ / ~<~)
    index('kb_terms_term_pattern_idx').on(t.term.op('text_pattern_ops')),
  ],
);

/**
 * How often each topic has been opened: the "popular topics" ranking. Kept apart from kb_topics, which
 * the sync rewrites when an article is edited, and with no foreign key, so an edit keeps its count.
 */
export const kbTopicViews = pgTable(
  'kb_topic_views',
  {
    categoryId: text('category_id').notNull(),
    topicId: text('topic_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.topicId] })],
);
