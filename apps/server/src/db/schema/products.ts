import { DISCOUNT_TYPES, UNITS } from '@vitrina/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
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
    /**
     * «Учитывать остаток» (issue 29): an order takes its quantity from `stock`, or from its
     * variant's when the product has variants, and none is sold that is not there. The spec's
     * «Количество» (`quantity`) stays the merchant's own figure.
     */
    trackStock: boolean('track_stock').notNull().default(false),
    stock: integer('stock'),
    /** The stock at which the merchant hears «Заканчивается», once per crossing. */
    stockThreshold: integer('stock_threshold').notNull().default(0),
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
    // An import's match of a file's product with the collection's, by SKU or by title.
    index('products_collection_id_sku_index').on(table.collectionId, table.sku),
    index('products_collection_id_title_index').on(table.collectionId, table.title),
    index('products_sku_trigram_index').using('gin', sql`${table.sku} gin_trgm_ops`),
    // The last guard of «nothing is sold that is not there»: an order's update can never pass 0.
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
