CREATE TABLE "content_records" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"content_hash" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "content_records_kind_key_pk" PRIMARY KEY("kind","key")
);
