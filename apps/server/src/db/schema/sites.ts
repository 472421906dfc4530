import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { users } from './users';

/** A merchant's site; its domains and widgets go with it. */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    ...lifecycleDates(),
  },
  (table) => [index('sites_user_id_index').on(table.userId)],
);

export type SiteRow = typeof sites.$inferSelect;
