ALTER TABLE "matter_deadlines" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
-- Before deadlines could be marked met, one that passed more than 30 days ago no longer showed as overdue;
-- those are taken as met, so none of them turns up overdue now.
UPDATE "matter_deadlines" SET "done_at" = now() WHERE "date" < current_date - 30;
