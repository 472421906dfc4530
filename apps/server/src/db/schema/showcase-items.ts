import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { collections } from './collections';
import { showcases } from './showcases';
import { belongsTo } from './references';

/**
 * One chosen node of a showcase, in the merchant's order: a whole collection or one category
 * (with its descendants). Deleting the collection or category removes the item.
 */
export const showcaseItems = pgTable(
  'showcase_items',
  {
    showcaseId: belongsTo('showcase_id', () => showcases.id),
    position: integer('position').notNull(),
    collectionId: integer('collection_id').references(() => collections.id, {
      onDelete: 'cascade',
    }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.showcaseId, table.position] }),
    check(
      'showcase_items_one_node',
      sql`num_nonnulls(${table.collectionId}, ${table.categoryId}) = 1`,
    ),
    index('showcase_items_collection_id_index').on(table.collectionId),
    index('showcase_items_category_id_index').on(table.categoryId),
  ],
);
