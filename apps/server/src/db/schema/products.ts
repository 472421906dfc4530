import { DISCOUNT_TYPES, UNITS } from '@vitrina/contracts/enums';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { collections } from './collections';
import { id, lifecycleDates } from './columns';
import { shops } from './shops';
import { belongsTo } from './references';

export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const unitEnum = pgEnum('unit', UNITS);

/** Rubles with kopecks; read and written as numbers (pg sends numeric as a string). */
export const rubles = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A product belongs to exactly one collection; deleting the collection deletes it. */
export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    collectionId: belongsTo('collection_id', () => collections.id),
    title: text('title').notNull(),
    sku: text('sku'),
    description: text('description'),
    about: text('about'),
    /** Null: no price ('Цена не указана'). */
    price: rubles('price'),
    discountValue: rubles('discount_value').notNull().default(0),
    discountType: discountTypeEnum('discount_type').notNull().default('PERCENT'),
    quantity: integer('quantity').notNull().default(0),
    module: unitEnum('module').notNull().default('THINGS'),
    onSale: boolean('on_sale').notNull().default(true),
    ...lifecycleDates(),
  },
  (table) => [
    index('products_shop_id_index').on(table.shopId),
    // A collection's products in id order: the keyset pages of the product rows.
    index('products_collection_id_id_index').on(table.collectionId, table.id),
    // Search by a piece of the title (case and ё/е aside) or of the SKU: pg_trgm, migration 0014.
    index('products_title_trigram_index').using(
      'gin',
      sql`translate(lower(${table.title}), 'ё', 'е') gin_trgm_ops`,
    ),
    index('products_sku_trigram_index').using('gin', sql`${table.sku} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
