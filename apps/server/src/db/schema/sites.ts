import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { users } from './users';
import { belongsTo } from './references';

/** A merchant's site; its domains and widgets go with it. */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    title: text('title').notNull(),
    description: text('description'),
    ...lifecycleDates(),
  },
  (table) => [index('sites_user_id_index').on(table.userId)],
);

export type SiteRow = typeof sites.$inferSelect;
