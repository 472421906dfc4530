import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { products } from './products';

/** Which categories a product is filed under; rows go with either side. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_id_index').on(table.categoryId),
  ],
);
