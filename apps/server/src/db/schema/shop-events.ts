import { SHOP_EVENT_KINDS } from '@vitrina/contracts/shop-events';
import { index, integer, pgEnum, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

export const shopEventKindEnum = pgEnum('shop_event_kind', SHOP_EVENT_KINDS);

/**
 * What happened in a shop that an open console shows at once (issue 32): written in the
 * transaction of its cause, announced to every process after it, and read again by id when a
 * console comes back with `Last-Event-ID`. Kept a day (decision 61).
 */
export const shopEvents = pgTable(
  'shop_events',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    kind: shopEventKindEnum('kind').notNull(),
    /** No foreign key: the event outlives nothing it names, and is gone in a day. */
    orderId: integer('order_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('shop_events_shop_id_id_index').on(table.shopId, table.id),
    index('shop_events_created_at_index').on(table.createdAt),
  ],
);

export type ShopEventRow = typeof shopEvents.$inferSelect;
