import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

/**
 * A merchant's reusable attribute («Цвет», «Материал»), made once and put on any of their
 * products. Deleting it deletes its values and unlinks it from every product (cascades).
 */
export const characteristics = pgTable(
  'characteristics',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    title: text('title').notNull(),
    ...lifecycleDates(),
  },
  (table) => [index('characteristics_shop_id_index').on(table.shopId)],
);

export type CharacteristicRow = typeof characteristics.$inferSelect;
