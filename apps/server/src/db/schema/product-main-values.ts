import { foreignKey, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { characteristicValues } from './characteristic-values';
import { productCharacteristics } from './product-characteristics';

/**
 * The values a product shows as its main ones (on its card). Both references are composite, so
 * the database itself keeps a main value a value of a characteristic the product has: taking
 * the characteristic off the product, deleting the product, the characteristic or the value
 * deletes the row.
 */
export const productMainValues = pgTable(
  'product_main_values',
  {
    productId: integer('product_id').notNull(),
    characteristicId: integer('characteristic_id').notNull(),
    valueId: integer('value_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.characteristicId, table.valueId] }),
    foreignKey({
      name: 'product_main_values_product_characteristic_fk',
      columns: [table.productId, table.characteristicId],
      foreignColumns: [productCharacteristics.productId, productCharacteristics.characteristicId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_main_values_value_fk',
      columns: [table.valueId, table.characteristicId],
      foreignColumns: [characteristicValues.id, characteristicValues.characteristicId],
    }).onDelete('cascade'),
    // The cascade from a deleted value finds its rows by this index.
    index('product_main_values_value_id_index').on(table.valueId),
  ],
);
