import type { OrderStatus, OrderStatusSource } from '@vitrina/contracts/orders';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusChanges, users, type OrderRow } from '../../db/schema';
import { inLockOrder, returnStock } from './order-stock.repository';

/** Who changed a status, from where: the actor is a text, or a query that reads it. */
export interface StatusChangeBy {
  source: OrderStatusSource;
  actor: string | SQL;
}

/** The merchant's order, its row locked until `tx` ends: changes of one order queue up. */
export async function lockOrder(tx: Db, shopId: number, id: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, id)))
    .for('update');
  return row;
}

/** The order of that id's merchant, or undefined; orders never change hands. */
export async function ownerOfOrder(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ shopId: orders.shopId }).from(orders).where(eq(orders.id, id));
  return row?.shopId;
}

/** The account's e-mail, read by the statement that records a change made in the console. */
export const accountEmail = (userId: number): SQL =>
  sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`;

/**
 * Moves a locked order to `to` and records the change; the caller checked that it may. Answers
 * the change's id.
 */
export async function moveOrder(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  by: StatusChangeBy,
  at: Date,
): Promise<number> {
  const [change] = await tx
    .insert(orderStatusChanges)
    .values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      source: by.source,
      actor: by.actor,
      at,
    })
    .returning({ id: orderStatusChanges.id });
  await tx.update(orders).set({ status: to, statusChangedAt: at }).where(eq(orders.id, order.id));
  return change!.id;
}

/**
 * A cancelled order's quantities back to the stocks its lines took them from (each variant's or
 * product's, if still there); the lines then hold none.
 */
export async function giveStockBack(tx: Db, orderId: number): Promise<void> {
  const taken = await tx
    .update(orderItems)
    .set({ stockTaken: false })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.stockTaken, true)))
    .returning();
  const lines = taken.flatMap(({ productId, variantId, quantity }) =>
    productId === null ? [] : [{ productId, variantId, quantity }],
  );
  for (const line of lines.sort(inLockOrder)) await returnStock(tx, line);
}

/** The merchant's order with the actor of its latest status change (null while NEW), one query. */
export async function findOrderWithActor(db: Db, shopId: number, id: number) {
  const latestActor = db
    .select({ actor: orderStatusChanges.actor })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orders.id))
    .orderBy(desc(orderStatusChanges.id))
    .limit(1);
  const [row] = await db
    .select({ order: orders, actor: sql<string | null>`(${latestActor})` })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, id)));
  return row;
}

export async function setOrderNote(tx: Db, id: number, note: string | null) {
  await tx.update(orders).set({ note }).where(eq(orders.id, id));
}
