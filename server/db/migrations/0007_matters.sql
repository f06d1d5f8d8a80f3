CREATE TABLE "matters" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"team_id" integer,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"client_name" text,
	"client_contact" text,
	"practice_area" text,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"description" text,
	"opened_on" date NOT NULL,
	"closed_on" date,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsible_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matters_status_check" CHECK ("matters"."status" in ('open', 'pending', 'closed')),
	CONSTRAINT "matters_priority_check" CHECK ("matters"."priority" in ('low', 'normal', 'high'))
);
--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matters_personal_number_idx" ON "matters" USING btree ("owner_id","number") WHERE "matters"."team_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "matters_team_number_idx" ON "matters" USING btree ("team_id","number") WHERE "matters"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "matters_owner_updated_idx" ON "matters" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matters_team_updated_idx" ON "matters" USING btree ("team_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);