import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blockedEntries,
  orders,
  type BlockedEntryRow,
  type NewBlockedEntryRow,
} from '../../db/schema';

/** The shop's list, newest first. */
export function listEntries(db: Db, shopId: number): Promise<BlockedEntryRow[]> {
  return db
    .select()
    .from(blockedEntries)
    .where(eq(blockedEntries.shopId, shopId))
    .orderBy(desc(blockedEntries.id));
}

/** The kinds and values alone: what the shop's orders are matched against. */
export function listValues(db: Db, shopId: number) {
  return db
    .select({ kind: blockedEntries.kind, value: blockedEntries.value })
    .from(blockedEntries)
    .where(eq(blockedEntries.shopId, shopId));
}

export async function countEntries(db: Db, shopId: number): Promise<number> {
  const [row] = await db
    .select({ entries: count() })
    .from(blockedEntries)
    .where(eq(blockedEntries.shopId, shopId));
  return row!.entries;
}

/** The shop's network that holds `network` (or is it), the widest first; undefined if none. */
export async function networkHolding(
  db: Db,
  shopId: number,
  network: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ value: blockedEntries.value })
    .from(blockedEntries)
    .where(
      and(eq(blockedEntries.shopId, shopId), sql`${blockedEntries.network} >>= ${network}::cidr`),
    )
    .orderBy(sql`masklen(${blockedEntries.network})`)
    .limit(1);
  return row?.value;
}

/** Inserts the entries that are not in the list yet; answers those inserted. */
export function insertEntries(db: Db, rows: NewBlockedEntryRow[]): Promise<BlockedEntryRow[]> {
  return db.insert(blockedEntries).values(rows).onConflictDoNothing().returning();
}

/** The shop's entries of these kinds and values, as they are now. */
export function findEntries(
  db: Db,
  shopId: number,
  values: { kind: BlockedEntryRow['kind']; value: string }[],
): Promise<BlockedEntryRow[]> {
  return db
    .select()
    .from(blockedEntries)
    .where(
      and(
        eq(blockedEntries.shopId, shopId),
        or(
          ...values.map(({ kind, value }) =>
            and(eq(blockedEntries.kind, kind), eq(blockedEntries.value, value)),
          ),
        ),
      ),
    )
    .orderBy(desc(blockedEntries.id));
}

/** Deletes the shop's entry; answers it, or undefined when the shop has no such entry. */
export async function deleteEntry(
  db: Db,
  shopId: number,
  id: number,
): Promise<BlockedEntryRow | undefined> {
  const [row] = await db
    .delete(blockedEntries)
    .where(and(eq(blockedEntries.shopId, shopId), eq(blockedEntries.id, id)))
    .returning();
  return row;
}

/**
 * The number, phone and e-mail of the shop's order, and when they were erased; undefined when
 * the shop has no such order.
 */
export async function buyerOfOrder(db: Db, shopId: number, orderId: number) {
  const [row] = await db
    .select({
      number: orders.number,
      phone: orders.customerPhone,
      email: orders.customerEmail,
      erasedAt: orders.customerErasedAt,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  return row;
}
