import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { ORDER_STATUS_SOURCES, ORDER_STATUSES } from '@vitrina/contracts/order-statuses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { blockedKindEnum } from './blocked-entries';
import { createdAt, id, timestampWithZone } from './columns';
import { customers } from './customers';
import { discountTypeEnum, rubles, unitEnum } from './products';
import { belongsTo } from './references';
import { shops } from './shops';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const orderStatusSourceEnum = pgEnum('order_status_source', ORDER_STATUS_SOURCES);

/** The last order number each merchant gave; its row is locked while an order takes the next. */
export const orderCounters = pgTable('order_counters', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/** A buyer's order from a published widget: the buyer, the page, and its lines (order_items). */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    /** Per merchant, from 1001: what the merchant and the buyer call the order (#1001). */
    number: integer('number').notNull(),
    /** No foreign keys: an order outlives the widget, site and product it came through. */
    widgetId: integer('widget_id'),
    siteId: integer('site_id'),
    pageUrl: text('page_url').notNull(),
    /**
     * Whether the page was on one of the site's confirmed domains (or its www.) when the order
     * came: only such a page is shown as a link; any other is the buyer's text (decision 50).
     */
    pageOnSite: boolean('page_on_site').notNull().default(false),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    comment: text('comment'),
    /** The buyer this order is counted to; null once the buyer's personal data is erased. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** When the merchant erased the buyer's personal data (152-ФЗ): name, phone, e-mail, comment. */
    customerErasedAt: timestampWithZone('customer_erased_at'),
    /** Rubles: the lines' totals, as the order charged them; null when no line had a price. */
    total: rubles('total'),
    status: orderStatusEnum('status').notNull().default('NEW'),
    /** When the status last changed; null while it is the one the order arrived with. */
    statusChangedAt: timestampWithZone('status_changed_at'),
    /** The merchant's own words on the order. */
    note: text('note'),
    /** The buyer's Idempotency-Key: a second insert with it adds nothing. */
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    /** A hash of the payload the key first came with: the same key with another body is refused. */
    payloadHash: text('payload_hash').notNull(),
    /**
     * A refused order (decision 74): the kind and value of the shop's blocked entry it matched,
     * as they were then; null for an order taken. A refused order is kept for the merchant to see
     * and counted nowhere else.
     */
    rejectedKind: blockedKindEnum('rejected_kind'),
    rejectedValue: text('rejected_value'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('orders_shop_id_number_unique').on(table.shopId, table.number),
    // The merchant's list, newest first, read backwards by id; each filter has its own.
    index('orders_shop_id_id_index').on(table.shopId, table.id),
    index('orders_shop_id_status_id_index').on(table.shopId, table.status, table.id),
    index('orders_shop_id_widget_id_id_index').on(table.shopId, table.widgetId, table.id),
    index('orders_customer_id_id_index').on(table.customerId, table.id),
    // «Отклонённые», newest first: few of a shop's orders, so a partial index.
    index('orders_shop_id_rejected_id_index')
      .on(table.shopId, table.id)
      .where(sql`${table.rejectedKind} is not null`),
    index('orders_shop_id_created_at_index').on(table.shopId, table.createdAt),
    // The search by a piece of the buyer's name (case and ё/е aside): pg_trgm, migration 0015.
    index('orders_customer_name_trigram_index').using(
      'gin',
      sql`translate(lower(${table.customerName}), 'ё', 'е') gin_trgm_ops`,
    ),
    // The search by the start of a phone: `like '+7900%'` needs the pattern operator class.
    index('orders_shop_id_customer_phone_index').on(
      table.shopId,
      table.customerPhone.op('text_pattern_ops'),
    ),
    check(
      'orders_rejection_whole',
      sql`(${table.rejectedKind} is null) = (${table.rejectedValue} is null)`,
    ),
    check(
      'orders_note_length',
      sql`char_length(${table.note}) <= ${sql.raw(String(ORDER_LIMITS.noteMaxLength))}`,
    ),
  ],
);

/**
 * One product of an order (issue 30). Its title, SKU, price, discount and unit are copied at that
 * moment: a later edit of the product leaves the order as the buyer saw it.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's shop again, so that a search of lines keeps to one merchant's. */
    shopId: belongsTo('shop_id', () => shops.id),
    /** Place in the cart, from 0. */
    position: integer('position').notNull(),
    /** No foreign keys: a line outlives the product and variant it came from. */
    productId: integer('product_id'),
    /** The variant ordered, when the product has variants (issue 29). */
    variantId: integer('variant_id'),
    productTitle: text('product_title').notNull(),
    /** The variant's values as the buyer chose them, «Синий, 350 мл»; null without a variant. */
    variantValues: text('variant_values'),
    /** The SKU of the product or of its variant at that moment. */
    sku: text('sku'),
    price: rubles('price'),
    discountValue: rubles('discount_value').notNull(),
    discountType: discountTypeEnum('discount_type').notNull(),
    module: unitEnum('module').notNull(),
    quantity: integer('quantity').notNull(),
    /** Rubles: the discounted price times the quantity (orderTotal); null without a price. */
    total: rubles('total'),
    /**
     * Whether the line took its quantity from stock: only such a line gives it back when its
     * order is cancelled, whatever the product's tracking since.
     */
    stockTaken: boolean('stock_taken').notNull().default(false),
  },
  (table) => [
    unique('order_items_order_id_position_unique').on(table.orderId, table.position),
    index('order_items_shop_id_product_id_index').on(table.shopId, table.productId),
    // The orders search by a piece of a line's title or SKU (case and ё/е aside): pg_trgm.
    index('order_items_title_trigram_index').using(
      'gin',
      sql`translate(lower(${table.productTitle}), 'ё', 'е') gin_trgm_ops`,
    ),
    index('order_items_sku_trigram_index').using('gin', sql`lower(${table.sku}) gin_trgm_ops`),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Each change of an order's status: from what, to what, where it was made, by whom, when. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status').notNull(),
    toStatus: orderStatusEnum('to_status').notNull(),
    source: orderStatusSourceEnum('source').notNull(),
    /** The account's e-mail in the console; the presser's name and @username in Telegram. */
    actor: text('actor').notNull(),
    at: timestampWithZone('at').notNull(),
  },
  (table) => [index('order_status_changes_order_id_id_index').on(table.orderId, table.id)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;
