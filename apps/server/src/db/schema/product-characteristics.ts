import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { characteristics } from './characteristics';
import { products } from './products';
import { belongsTo } from './references';

/** The characteristics a product shows, in its order; rows go with either side. */
export const productCharacteristics = pgTable(
  'product_characteristics',
  {
    productId: belongsTo('product_id', () => products.id),
    characteristicId: belongsTo('characteristic_id', () => characteristics.id),
    /** Place on the product: the lowest comes first. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.characteristicId] }),
    index('product_characteristics_characteristic_id_index').on(table.characteristicId),
  ],
);
