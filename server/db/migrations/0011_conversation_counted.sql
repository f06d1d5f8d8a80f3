ALTER TABLE "conversations" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
-- Until now a conversation counted when it was started: those are counted already.
UPDATE "conversations" SET "counted_at" = "created_at";
