import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { customerSearch } from './customer-search';

/** The buyer's newest order: what the list is sorted and paged by. */
const lastOrderId = sql<number>`max(${orders.id})`.mapWith(Number);
const notCancelled = sql`${orders.status} <> 'CANCELLED'`;

/**
 * A buyer with what their orders come to, summed by one GROUP BY over the orders that name them
 * (their index on customer_id and id): never a query per buyer.
 */
const summaryColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  email: customers.email,
  note: customers.note,
  ordersCount: sql<number>`count(*)::int`,
  // A sum of no rows, or of no prices, is null: no price to show.
  totalSpent: sql<number | null>`(sum(${orders.total}) filter (where ${notCancelled}))::float8`,
  firstOrderAt: sql<Date>`min(${orders.createdAt})`.mapWith(orders.createdAt),
  lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
  lastOrderId,
};

export type CustomerSummaryRow = Awaited<ReturnType<typeof listCustomers>>[number];

function selectSummaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(customers)
    .innerJoin(orders, eq(orders.customerId, customers.id))
    .where(where)
    .groupBy(customers.id);
}

/**
 * The shop's buyers the search lets through, newest last order first, `limit` of them; those
 * whose last order is older than `before` (an order's id) when given.
 */
export function listCustomers(
  db: Db,
  shopId: number,
  { search, before, limit }: { search?: string; before?: number; limit: number },
) {
  const searched = search === undefined ? undefined : customerSearch(search);
  return selectSummaries(db, and(eq(customers.shopId, shopId), searched))
    .having(before === undefined ? undefined : sql`${lastOrderId} < ${before}`)
    .orderBy(desc(lastOrderId))
    .limit(limit);
}

export async function findCustomer(db: Db, shopId: number, id: number) {
  const [row] = await selectSummaries(db, and(eq(customers.shopId, shopId), eq(customers.id, id)));
  return row;
}

/** The buyer's orders, newest first, by the orders' index on customer_id and id. */
export function ordersOfCustomer(db: Db, customerId: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id));
}

/** Sets the merchant's note; false when the shop has no such buyer. */
export async function setCustomerNote(db: Db, shopId: number, id: number, note: string | null) {
  const rows = await db
    .update(customers)
    .set({ note })
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** A buyer as an order names them: its shop, phone, name and e-mail (lower case; null: none). */
export interface BuyerOfOrder {
  shopId: number;
  phone: string;
  name: string;
  email: string | null;
}

/**
 * The shop's buyer of that phone, or else of that e-mail, its row locked until `tx` ends: an
 * erasure either waits for the order to join its buyer, or has deleted the buyer first.
 */
export async function lockMatchingCustomer(
  tx: Db,
  { shopId, phone, email }: BuyerOfOrder,
): Promise<number | undefined> {
  const samePhone = eq(customers.phone, phone);
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.shopId, shopId),
        or(samePhone, email === null ? undefined : eq(customers.email, email)),
      ),
    )
    .orderBy(desc(samePhone))
    .limit(1)
    .for('update');
  return row?.id;
}

/** The e-mail, unless another buyer of the shop (any but `owner`) holds it; null for none. */
function emailIfFree({ shopId, email }: BuyerOfOrder, owner?: number): SQL {
  if (email === null) return sql`null`;
  const heldByAnother = and(
    eq(customers.shopId, shopId),
    eq(customers.email, email),
    owner === undefined ? undefined : ne(customers.id, owner),
  );
  return sql`case when not exists (select 1 from ${customers} where ${heldByAnother}) then ${email}::text end`;
}

/** The buyer takes the order's name, and its e-mail when the order gave one no other holds. */
export async function renameCustomer(tx: Db, id: number, buyer: BuyerOfOrder) {
  await tx
    .update(customers)
    .set({ name: buyer.name, email: sql`coalesce(${emailIfFree(buyer, id)}, ${customers.email})` })
    .where(eq(customers.id, id));
}

/** A new buyer of the order's phone and name, with its e-mail when no buyer holds it. */
export async function insertCustomer(tx: Db, buyer: BuyerOfOrder): Promise<number> {
  const [row] = await tx
    .insert(customers)
    .values({
      shopId: buyer.shopId,
      phone: buyer.phone,
      name: buyer.name,
      email: emailIfFree(buyer),
    })
    .returning({ id: customers.id });
  return row!.id;
}

/** The shop's buyer, its row locked until `tx` ends; undefined when the shop has none such. */
export async function lockCustomer(tx: Db, shopId: number, id: number) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .for('update');
  return row;
}

/**
 * Takes the buyer's personal data out of each of their orders (name, phone, e-mail, comment),
 * leaving the lines, totals and statuses; answers how many orders it changed.
 */
export async function eraseBuyerOfOrders(
  tx: Db,
  customerId: number,
  erasedName: string,
  at: Date,
): Promise<number[]> {
  const rows = await tx
    .update(orders)
    .set({
      customerName: erasedName,
      customerPhone: '',
      customerEmail: null,
      comment: null,
      customerErasedAt: at,
      customerId: null,
    })
    .where(eq(orders.customerId, customerId))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/** Deletes the buyer's row, the merchant's note with it. */
export async function deleteCustomer(tx: Db, id: number) {
  await tx.delete(customers).where(eq(customers.id, id));
}
