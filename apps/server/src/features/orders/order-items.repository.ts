import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, type OrderItemRow } from '../../db/schema';

/** The lines of each of the orders, in their cart's order: one statement, however many orders. */
export async function linesOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** One order's lines, in their cart's order. */
export async function linesOfOrder(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return (await linesOfOrders(db, [orderId])).get(orderId) ?? [];
}
