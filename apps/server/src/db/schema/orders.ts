import { ORDER_STATUSES } from '@vitrina/contracts/orders';
import { index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { discountTypeEnum, rubles, unitEnum } from './products';
import { belongsTo } from './references';
import { users } from './users';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/** The last order number each merchant gave; its row is locked while an order takes the next. */
export const orderCounters = pgTable('order_counters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A buyer's order from a published widget. The product's title, price, discount and unit are
 * copied at that moment: a later edit of the product leaves the order as the buyer saw it.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    /** Per merchant, from 1001: what the merchant and the buyer call the order (#1001). */
    number: integer('number').notNull(),
    /** No foreign keys: an order outlives the widget, site and product it came through. */
    widgetId: integer('widget_id'),
    siteId: integer('site_id'),
    productId: integer('product_id'),
    pageUrl: text('page_url').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    comment: text('comment'),
    quantity: integer('quantity').notNull(),
    productTitle: text('product_title').notNull(),
    price: rubles('price'),
    discountValue: rubles('discount_value').notNull(),
    discountType: discountTypeEnum('discount_type').notNull(),
    module: unitEnum('module').notNull(),
    status: orderStatusEnum('status').notNull().default('NEW'),
    /** The buyer's Idempotency-Key: a second insert with it adds nothing. */
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    /** A hash of the payload the key first came with: the same key with another body is refused. */
    payloadHash: text('payload_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('orders_user_id_number_unique').on(table.userId, table.number),
    // The merchant's list, newest first, read backwards by id.
    index('orders_user_id_id_index').on(table.userId, table.id),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
