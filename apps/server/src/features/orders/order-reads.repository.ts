import { and, asc, count, desc, eq, getTableColumns, like, lt, sql, type SQL } from 'drizzle-orm';
import type { OrdersFilter } from '@vitrina/contracts/orders';
import type { Db } from '../../db/client';
import {
  notifierContacts,
  orders,
  orderStatusChanges,
  outboxMessages,
  sites,
  widgets,
  type OrderRow,
} from '../../db/schema';
import { filteredOrders, takenOrRejected } from './order-filters';

/** An order with the titles of the widget and site it came through, null once they are gone. */
export type ListedOrderRow = OrderRow & { widgetTitle: string | null; siteTitle: string | null };

const listedColumns = {
  ...getTableColumns(orders),
  widgetTitle: widgets.title,
  siteTitle: sites.title,
};

/** Orders with their widget's and site's titles, in one query whatever their number. */
function selectOrders<Extra extends Record<string, SQL> = Record<never, SQL>>(
  db: Db,
  extra = {} as Extra,
) {
  return db
    .select({ ...listedColumns, ...extra })
    .from(orders)
    .leftJoin(widgets, eq(widgets.id, orders.widgetId))
    .leftJoin(sites, eq(sites.id, orders.siteId));
}

export async function findOrder(
  db: Db,
  shopId: number,
  id: number,
): Promise<ListedOrderRow | undefined> {
  const [row] = await selectOrders(db).where(and(eq(orders.shopId, shopId), eq(orders.id, id)));
  return row;
}

/** A page of the merchant's filtered orders, newest first, those older than `before` (an id). */
export function listOrders(
  db: Db,
  shopId: number,
  filter: OrdersFilter,
  limit: number,
  before?: number,
): Promise<ListedOrderRow[]> {
  return selectOrders(db)
    .where(
      and(filteredOrders(shopId, filter), before === undefined ? undefined : lt(orders.id, before)),
    )
    .orderBy(desc(orders.id))
    .limit(limit);
}

/**
 * The merchant's newest orders taken, each row with the count of their NEW orders beside it: one
 * statement (the count is an uncorrelated subquery, run once, on the user/status index).
 */
export function latestOrders(db: Db, shopId: number, limit: number) {
  const taken = and(eq(orders.shopId, shopId), takenOrRejected());
  const newCount = sql<number>`(${db
    .select({ rows: count() })
    .from(orders)
    .where(and(taken, eq(orders.status, 'NEW')))})`.mapWith(Number);
  return selectOrders(db, { newCount }).where(taken).orderBy(desc(orders.id)).limit(limit);
}

/** The order's status changes, oldest first. */
export function statusChangesOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.id));
}

/**
 * The merchant's outbox messages whose dedupe key starts with `keyPrefix` (one cause's), oldest
 * first, with the contact each went to while it exists.
 */
export function messagesOfCause(db: Db, shopId: number, keyPrefix: string) {
  return db
    .select({
      id: outboxMessages.id,
      contactId: outboxMessages.recipientId,
      contactTitle: notifierContacts.title,
      contactType: notifierContacts.type,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
      deliveredAt: outboxMessages.deliveredAt,
      updatedAt: outboxMessages.updatedAt,
    })
    .from(outboxMessages)
    .leftJoin(
      notifierContacts,
      and(eq(notifierContacts.id, outboxMessages.recipientId), eq(notifierContacts.shopId, shopId)),
    )
    .where(and(eq(outboxMessages.shopId, shopId), like(outboxMessages.dedupeKey, `${keyPrefix}%`)))
    .orderBy(asc(outboxMessages.id));
}

export type CauseMessageRow = Awaited<ReturnType<typeof messagesOfCause>>[number];
