-- counsel_english: the built-in english text search configuration without its stop list, for the
-- knowledge base. The stop list drops "will", and a will is a core topic; the server drops stop words
-- from queries itself (server/modules/knowledge-base/query.ts). Identical on PostgreSQL 15+ and PGlite.
CREATE TEXT SEARCH DICTIONARY counsel_english_stem (TEMPLATE = snowball, LANGUAGE = english);
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION counsel_english (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION counsel_english
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH counsel_english_stem;
--> statement-breakpoint
CREATE TABLE "kb_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	"featured_topic_id" text NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_keywords" (
	"category_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"keyword" text NOT NULL,
	"phrase" "tsquery" NOT NULL,
	CONSTRAINT "kb_keywords_category_id_topic_id_keyword_pk" PRIMARY KEY("category_id","topic_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "kb_sections" (
	"category_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"markdown" text NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "kb_sections_category_id_topic_id_id_pk" PRIMARY KEY("category_id","topic_id","id")
);
--> statement-breakpoint
CREATE TABLE "kb_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL,
	"topic_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_topic_views" (
	"category_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kb_topic_views_category_id_topic_id_pk" PRIMARY KEY("category_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "kb_topics" (
	"category_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"keywords" text[] NOT NULL,
	"jurisdiction" text NOT NULL,
	"sources" text[] NOT NULL,
	"related" text[] NOT NULL,
	"last_reviewed" date NOT NULL,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"content_hash" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "kb_topics_category_id_id_pk" PRIMARY KEY("category_id","id")
);
--> statement-breakpoint
ALTER TABLE "kb_keywords" ADD CONSTRAINT "kb_keywords_category_id_topic_id_kb_topics_category_id_id_fk" FOREIGN KEY ("category_id","topic_id") REFERENCES "public"."kb_topics"("category_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_sections" ADD CONSTRAINT "kb_sections_category_id_topic_id_kb_topics_category_id_id_fk" FOREIGN KEY ("category_id","topic_id") REFERENCES "public"."kb_topics"("category_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_topics" ADD CONSTRAINT "kb_topics_category_id_kb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."kb_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_sections_search_idx" ON "kb_sections" USING gin ("search");--> statement-breakpoint
CREATE INDEX "kb_terms_lexeme_idx" ON "kb_terms" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "kb_terms_term_pattern_idx" ON "kb_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "kb_topics_search_idx" ON "kb_topics" USING gin ("search");--> statement-breakpoint
-- Keep each topic's search vector in the row (about 6 kB) instead of TOAST: ranking reads the vector
-- once per query word, and fetching it from TOAST each time made search three times slower on PGlite.
-- A row too big for its page still goes out of line, so this cannot fail an insert.
ALTER TABLE "kb_topics" ALTER COLUMN "search" SET STORAGE MAIN;
