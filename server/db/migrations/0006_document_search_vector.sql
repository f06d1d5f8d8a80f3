DROP INDEX "documents_search_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
UPDATE "documents" SET "search_vector" = to_tsvector('english', "title" || ' ' || left(coalesce("text", ''), 100000));--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");