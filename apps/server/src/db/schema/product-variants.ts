import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { characteristics } from './characteristics';
import { id } from './columns';
import { productPhotos } from './product-photos';
import { discountTypeEnum, products, rubles } from './products';
import { belongsTo } from './references';
import { shops } from './shops';

/**
 * A characteristic a product's variants vary by («Цвет»), with the values they combine, in the
 * merchant's order (issue 29). Removing the characteristic from the product removes its option
 * and the variants with it, in the same transaction (the products service does both).
 */
export const productVariantOptions = pgTable(
  'product_variant_options',
  {
    productId: belongsTo('product_id', () => products.id),
    characteristicId: belongsTo('characteristic_id', () => characteristics.id),
    /** Place among the product's options: the lowest varies slowest in the matrix. */
    position: integer('position').notNull(),
    /** The chosen values of the characteristic, in their order on the option. */
    valueIds: integer('value_ids').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.characteristicId] }),
    index('product_variant_options_characteristic_id_index').on(table.characteristicId),
  ],
);

/**
 * One combination of a product's option values it sells, with its own SKU, stock, photo and
 * switch; a null price or discount is the product's.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    productId: belongsTo('product_id', () => products.id),
    /** One value of each option, in the options' order: what matches it across edits. */
    valueIds: integer('value_ids').array().notNull(),
    sku: text('sku'),
    price: rubles('price'),
    /** Null with `discount_type`: the product's discount. */
    discountValue: rubles('discount_value'),
    discountType: discountTypeEnum('discount_type'),
    /** Null where the product does not track stock. */
    stock: integer('stock'),
    photoId: integer('photo_id').references(() => productPhotos.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Place in the merchant's list. */
    position: integer('position').notNull(),
  },
  (table) => [
    unique('product_variants_product_id_value_ids_unique').on(table.productId, table.valueIds),
    index('product_variants_product_id_position_index').on(table.productId, table.position),
    index('product_variants_shop_id_index').on(table.shopId),
    // A value's variants, found when the value is deleted (characteristic_values has no link).
    index('product_variants_value_ids_index').using('gin', table.valueIds),
    index('product_variants_photo_id_index').on(table.photoId),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductVariantRow = typeof productVariants.$inferInsert;
export type ProductVariantOptionRow = typeof productVariantOptions.$inferSelect;
