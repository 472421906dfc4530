import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampWithZone } from './columns';

/**
 * Media files to delete once `due_at` has passed (decision 18). A deleted photo's keys are
 * recorded here by a trigger in the transaction that deletes it, due at once; an upload or a
 * copy records the keys it is about to write, due an hour later, and claims them (deletes the
 * rows) in the transaction that stores its photos, so files of a write that never committed are
 * found and removed too. Rows go once their files are gone.
 */
export const mediaDeletions = pgTable(
  'media_deletions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    dueAt: timestampWithZone('due_at').notNull().defaultNow(),
  },
  (table) => [index('media_deletions_due_at_index').on(table.dueAt)],
);
