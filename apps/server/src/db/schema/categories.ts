import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { collections } from './collections';
import { catalogNodeId, lifecycleDates } from './columns';
import { shops } from './shops';
import { belongsTo } from './references';

/**
 * A node of a collection's category tree. Deleting a category deletes its subtree (the
 * parent_id cascade) and its product links, never the products.
 */
export const categories = pgTable(
  'categories',
  {
    id: catalogNodeId(),
    shopId: belongsTo('shop_id', () => shops.id),
    collectionId: belongsTo('collection_id', () => collections.id),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    ...lifecycleDates(),
  },
  (table) => [
    index('categories_shop_id_index').on(table.shopId),
    index('categories_collection_id_index').on(table.collectionId),
    index('categories_parent_id_index').on(table.parentId),
  ],
);

export type Category = typeof categories.$inferSelect;
