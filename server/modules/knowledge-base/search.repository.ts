/**
 * SQL of knowledge-base search, shared by the API and the assistant's retrieval. Every user-derived value
 * is a bound parameter; tsqueries arrive already built from quoted lexemes (query.ts), and the raw text
 * only ever reaches to_tsvector, which reads any text as words. Each search is one query: the weighted
 * query words are spelled out in the score expression rather than joined in as rows, which keeps the
 * plan small (planning a CTE-heavy query cost more than running it on the embedded database).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { kbTerms, kbTopics } from '../../db/schema';
import type { TermRow } from './vocabulary';

/** ts_rank weights for D, C, B, A: the title counts most, then summary and keywords, then the body. */
const WEIGHTS = '{0.1, 0.25, 0.5, 1.0}';
/** what one of a topic's keyword phrases found in the text adds to its score (at most two count) */
const PHRASE_BONUS = 1;
/** how many of the best topics' sections compete for passages */
const PASSAGE_TOPICS = 12;

export interface WeightedQuery {
  /** a tsquery in text form, built by query.ts */
  query: string;
  weight: number;
}

export interface SearchInput {
  queries: WeightedQuery[];
  /**
   * One query per telling word (not a typo guess, not in most guides), restricted to titles, summaries
   * and keywords (`'x':AB`): how many of the question's words a topic is about.
   */
  keyQueries: string[];
  /** the text as typed, for keyword phrases */
  text: string;
  categoryId?: string;
}

export interface TopicHit {
  categoryId: string;
  topicId: string;
  title: string;
  /** the topic's content hash: the key of its text for snippets */
  hash: string;
  score: number;
}

export interface SectionHit {
  categoryId: string;
  topicId: string;
  sectionId: string;
  title: string;
  heading: string;
  /** the section's Markdown (lists and paragraphs), for answers that quote it */
  markdown: string;
  text: string;
  score: number;
  /** the share (0–1) of the question's weighted words that the section's topic holds */
  coverage: number;
  /** how many of the question's telling words the topic's title, summary or keywords hold */
  keyWords: number;
}

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);

/**
 * A topic's score, over `t` (kb_topics) and `said` (the text's vector): Σ weight × ts_rank over the words
 * it holds, times the share of the query's weight it holds (so holding every word beats repeating one),
 * plus a bonus per keyword phrase of the topic found in the text.
 */
function topicScore(queries: WeightedQuery[]): SQL {
  // a match test is cheaper than ts_rank, so rank only the words the topic holds
  const ranked = sum(
    queries.map((q) => sql`case when t.search @@ ${q.query}::tsquery then ${q.weight}::float8 * ts_rank(${WEIGHTS}::float4[], t.search, ${q.query}::tsquery) else 0 end`),
  );
  const phrases = sql`(select least(count(*), 2) * ${PHRASE_BONUS} from kb_keywords k where k.category_id = t.category_id and k.topic_id = t.id and said.v @@ k.phrase)`;
  return sql`(${ranked}) * ${coverage(queries)} + ${phrases}`;
}

/** The share (0–1) of the query's weight that the topic `t` holds. */
function coverage(queries: WeightedQuery[]): SQL {
  const total = queries.reduce((n, q) => n + q.weight, 0);
  const held = sum(queries.map((q) => sql`case when t.search @@ ${q.query}::tsquery then ${q.weight}::float8 else 0 end`));
  return sql`((${held}) / ${total}::float8)`;
}

function keyWords(keyQueries: string[]): SQL {
  if (!keyQueries.length) return sql`0`;
  return sql`(${sum(keyQueries.map((q) => sql`case when t.search @@ ${q}::tsquery then 1 else 0 end`))})`;
}

/** The topics holding any of the words (the GIN index), optionally in one area. */
function candidates({ queries, categoryId }: SearchInput): SQL {
  const any = queries.map((q) => `(${q.query})`).join(' | ');
  return sql`t.search @@ ${any}::tsquery and (${categoryId ?? null}::text is null or t.category_id = ${categoryId ?? null})`;
}

/**
 * A passage's own score, over its vector: Σ weight × ts_rank of each query word it holds, length
 * normalised (1 + log of its length), so a short passage to the point beats a long one that mentions it.
 */
function passageScore(queries: WeightedQuery[], vector: SQL): SQL {
  return sum(queries.map((q) => sql`case when ${vector} @@ ${q.query}::tsquery then ${q.weight}::float8 * ts_rank(${vector}, ${q.query}::tsquery, 1) else 0 end`));
}

export interface TextHit {
  /** the position of the text in the list ranked */
  index: number;
  score: number;
}

const said = (text: string) => sql`said as materialized (select to_tsvector('english', ${text}) as v)`;

export function createSearchRepository(db: Db) {
  return {
    /** The whole vocabulary and the number of topics (vocabulary.ts). */
    async loadVocabulary(): Promise<{ rows: TermRow[]; totalTopics: number }> {
      const [rows, [total]] = await Promise.all([
        db.select({ term: kbTerms.term, lexeme: kbTerms.lexeme, topicCount: kbTerms.topicCount }).from(kbTerms),
        db.select({ n: sql<number>`count(*)::int` }).from(kbTopics),
      ]);
      return { rows, totalTopics: total?.n ?? 0 };
    },

    /** The lexemes of words the vocabulary lacks, by the database's own stemmer (as the vectors were made). */
    async stem(words: string[]): Promise<Map<string, string[]>> {
      if (!words.length) return new Map();
      const rows = rowsOf<{ word: string; lexemes: string[] }>(
        await db.execute(sql`select w as word, tsvector_to_array(to_tsvector('counsel_english', w)) as lexemes from unnest(${sql.param(words)}::text[]) w`),
      );
      return new Map(rows.map((r) => [r.word, r.lexemes]));
    },

    /** The plain text (summary and body) of topics by content hash, for snippets. */
    async texts(hashes: string[]): Promise<Map<string, string>> {
      if (!hashes.length) return new Map();
      const rows = await db.select({ hash: kbTopics.contentHash, text: kbTopics.bodyText }).from(kbTopics).where(inArray(kbTopics.contentHash, hashes));
      return new Map(rows.map((r) => [r.hash, r.text]));
    },

    /** Topics, best first. */
    async rankTopics(input: SearchInput, limit: number): Promise<TopicHit[]> {
      return rowsOf<TopicHit>(
        await db.execute(sql`
          with ${said(input.text)}
          select t.category_id as "categoryId", t.id as "topicId", t.title, t.content_hash as hash, (${topicScore(input.queries)})::float8 as score
          from kb_topics t cross join said
          where ${candidates(input)}
          order by score desc, t.id
          limit ${limit}`),
      );
    },

    /**
     * Sections of the best topics, best first: the topic's score (title, summary, keywords, body) plus
     * the section's own, so a passage wins when it is both on topic and to the point. Only the best
     * topics' sections are scored: a weaker topic's section cannot outrank theirs by much.
     */
    async rankSections(input: SearchInput, limit: number): Promise<SectionHit[]> {
      const sectionScore = passageScore(input.queries, sql`s.search`);
      return rowsOf<SectionHit>(
        await db.execute(sql`
          with ${said(input.text)},
          top as (
            select t.category_id, t.id, t.title, ${topicScore(input.queries)} as score, ${coverage(input.queries)} as coverage,
                   ${keyWords(input.keyQueries)} as key_words
            from kb_topics t cross join said
            where ${candidates(input)}
            order by score desc, t.id
            limit ${PASSAGE_TOPICS}
          )
          select s.category_id as "categoryId", s.topic_id as "topicId", s.id as "sectionId", top.title, s.heading, s.markdown, s.text,
                 (top.score + ${sectionScore})::float8 as score, top.coverage::float8 as coverage, top.key_words::int as "keyWords"
          from top join kb_sections s on s.category_id = top.category_id and s.topic_id = top.id
          order by score desc, s.topic_id, s.position
          limit ${limit}`),
      );
    },

    /**
     * Passages that are not in the knowledge base (the sections of a user's document), scored as a
     * section's own words are, best first; texts holding none of the words are left out. Their vectors
     * are made here, with the configuration the knowledge base's were made with.
     */
    async rankTexts(input: Pick<SearchInput, 'queries'>, texts: string[], limit: number): Promise<TextHit[]> {
      if (!texts.length || !input.queries.length) return [];
      const any = input.queries.map((q) => `(${q.query})`).join(' | ');
      return rowsOf<TextHit>(
        // materialized: each vector is made once, not once for every word the score tests it against
        await db.execute(sql`
          with p as materialized (
            select i, to_tsvector('counsel_english', text) as v from unnest(${sql.param(texts)}::text[]) with ordinality as t(text, i)
          )
          select (p.i - 1)::int as index, (${passageScore(input.queries, sql`p.v`)})::float8 as score
          from p
          where p.v @@ ${any}::tsquery
          order by score desc, p.i
          limit ${limit}`),
      );
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
