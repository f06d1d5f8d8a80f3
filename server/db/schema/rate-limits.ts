import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per counted request (a public demo analysis, say), so every server process sees the same count. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** what is limited, such as "demo-analysis" */
    bucket: text('bucket').notNull(),
    /** who: the client's address */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_key_at_idx').on(t.bucket, t.key, t.at)],
);
