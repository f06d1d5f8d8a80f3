/**
 * Content that is data, not prose (state-rule tables, the legal-help directory), copied from the
 * files in content/ at start by server/content/sync.ts. One row per item, rewritten when its hash
 * changes; never edited by users.
 */
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const contentRecords = pgTable(
  'content_records',
  {
    /** the content folder: 'state-rules', 'legal-help' */
    kind: text('kind').notNull(),
    /** the item's id within its kind: a rule id, a state code */
    key: text('key').notNull(),
    contentHash: text('content_hash').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
