import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { products } from './products';
import { belongsTo } from './references';

/** Which categories a product is filed under; rows go with either side. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: belongsTo('product_id', () => products.id),
    categoryId: belongsTo('category_id', () => categories.id),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    // A category's products in id order, read from the index alone.
    index('product_categories_category_id_product_id_index').on(table.categoryId, table.productId),
  ],
);
