import type { ShopEventKind } from '@vitrina/contracts/shop-events';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopEvents, type ShopEventRow } from '../../db/schema';

/** The channel on which every process hears which shop has a new event. */
export const SHOP_EVENTS_CHANNEL = 'vitrina_shop_events';

export interface NewShopEvent {
  shopId: number;
  kind: ShopEventKind;
  orderId: number;
  orderNumber: number;
}

/** The advisory locks' first key for a shop's events ("shev"); the second is the shop's id. */
const SHOP_EVENTS_LOCK = 0x73686576;

/**
 * Records the event in the transaction of its cause and tells every process of its shop: a
 * notification sent in a transaction is delivered when it commits, and never if it rolls back.
 * The streams send a shop's events by id (those after the last one sent), so ids must commit in
 * their order: a sequence numbers at insert, and a short status change would otherwise commit
 * its event before a longer order's lower one, which no stream would then send. A lock per shop,
 * held to the commit, takes its id only after the shop's earlier event has committed.
 */
export async function recordShopEvent(tx: Db, event: NewShopEvent): Promise<void> {
  const { shopId, kind, orderId, orderNumber } = event;
  // One statement (every order and status change makes one): the insert reads its row from the
  // locked CTE, so its id is drawn only once the lock is held.
  await tx.execute(sql`
    with locked as (select pg_advisory_xact_lock(${SHOP_EVENTS_LOCK}, ${shopId})),
    recorded as (
      insert into ${shopEvents} (shop_id, kind, order_id, order_number)
      select ${shopId}::integer, ${kind}::shop_event_kind, ${orderId}::integer, ${orderNumber}::integer
      from locked
      returning shop_id
    )
    select pg_notify(${SHOP_EVENTS_CHANNEL}, shop_id::text) from recorded`);
}

/** The shop's events after `afterId`, oldest first, at most `limit`. */
export function shopEventsAfter(
  db: Db,
  shopId: number,
  afterId: number,
  limit: number,
): Promise<ShopEventRow[]> {
  return db
    .select()
    .from(shopEvents)
    .where(and(eq(shopEvents.shopId, shopId), gt(shopEvents.id, afterId)))
    .orderBy(asc(shopEvents.id))
    .limit(limit);
}

/** The id of the shop's newest event; 0 when it has none. */
export async function lastShopEventId(db: Db, shopId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${shopEvents.id}), 0)`.mapWith(Number) })
    .from(shopEvents)
    .where(eq(shopEvents.shopId, shopId));
  return row?.id ?? 0;
}

/** Forgets the events older than `before`: a console away longer re-reads its screens whole. */
export async function pruneShopEvents(db: Db, before: Date): Promise<void> {
  await db.delete(shopEvents).where(lt(shopEvents.createdAt, before));
}
