import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { shops } from './shops';
import { belongsTo } from './references';

/** A merchant's site; its domains and widgets go with it. */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    title: text('title').notNull(),
    description: text('description'),
    ...lifecycleDates(),
  },
  (table) => [index('sites_shop_id_index').on(table.shopId)],
);

export type SiteRow = typeof sites.$inferSelect;
