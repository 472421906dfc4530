import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderPayments,
  orderRefunds,
  orders,
  paymentAttempts,
  users,
  type OrderPaymentRow,
  type OrderRefundRow,
  type PaymentAttemptRow,
} from '../../db/schema';

type NewOrderPayment = typeof orderPayments.$inferInsert;
type AttemptChanges = Partial<
  Pick<PaymentAttemptRow, 'providerPaymentId' | 'status' | 'confirmationUrl' | 'checkedAt'>
>;
type PaymentChanges = Partial<
  Pick<OrderPaymentRow, 'status' | 'refundedAmount' | 'providerPaymentId' | 'paidAt'>
>;

/** The attempt states no notification has closed yet. */
export const OPEN_ATTEMPT_STATUSES = ['creating', 'pending', 'waiting_for_capture'] as const;

export async function insertOrderPayment(tx: Db, row: NewOrderPayment): Promise<OrderPaymentRow> {
  const [inserted] = await tx.insert(orderPayments).values(row).returning();
  return inserted!;
}

export async function paymentOfOrder(db: Db, orderId: number) {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return row;
}

export async function paymentById(db: Db, id: number) {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, id));
  return row;
}

/** The payment its return token names, with its order's number. */
export async function paymentByToken(db: Db, token: string) {
  const [row] = await db
    .select({ payment: orderPayments, number: orders.number, siteId: orders.siteId })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(eq(orderPayments.token, token));
  return row;
}

/** The shop's order's payment, its row locked until `tx` ends: changes of one payment queue. */
export async function lockPaymentOfOrder(tx: Db, shopId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.shopId, shopId), eq(orderPayments.orderId, orderId)))
    .for('update');
  return row;
}

export async function lockPayment(tx: Db, id: number) {
  const [row] = await tx.select().from(orderPayments).where(eq(orderPayments.id, id)).for('update');
  return row!;
}

export async function updatePayment(tx: Db, id: number, changes: PaymentChanges) {
  await tx.update(orderPayments).set(changes).where(eq(orderPayments.id, id));
}

/** The payments of these orders, by order id, for the merchant's lists: one statement. */
export async function paymentsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, OrderPaymentRow>();
  const rows = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** Pending payments whose time ran out, oldest first. */
export async function duePayments(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.status, 'pending'), lt(orderPayments.dueAt, now)))
    .orderBy(asc(orderPayments.dueAt))
    .limit(limit);
}

export async function insertAttempt(
  db: Db,
  payment: OrderPaymentRow,
  idempotenceKey: string,
  checkedAt: Date,
): Promise<PaymentAttemptRow> {
  const [row] = await db
    .insert(paymentAttempts)
    .values({ orderPaymentId: payment.id, shopId: payment.shopId, idempotenceKey, checkedAt })
    .returning();
  return row!;
}

export async function updateAttempt(db: Db, id: number, changes: AttemptChanges) {
  await db.update(paymentAttempts).set(changes).where(eq(paymentAttempts.id, id));
}

export async function latestAttempt(db: Db, orderPaymentId: number) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderPaymentId, orderPaymentId))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row;
}

/** The payment's attempts no notification closed, oldest first. */
export async function openAttemptsOf(db: Db, orderPaymentId: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderPaymentId, orderPaymentId),
        inArray(paymentAttempts.status, OPEN_ATTEMPT_STATUSES),
      ),
    )
    .orderBy(asc(paymentAttempts.id));
}

/** The shop's attempt of that provider payment id: another shop's id is none of its business. */
export async function attemptByProviderId(db: Db, shopId: number, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.shopId, shopId),
        eq(paymentAttempts.providerPaymentId, providerPaymentId),
      ),
    );
  return row;
}

/** Open attempts not asked about since `before`, the longest unasked first. */
export async function attemptsToCheck(db: Db, before: Date, limit: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.status, OPEN_ATTEMPT_STATUSES),
        lt(paymentAttempts.checkedAt, before),
      ),
    )
    .orderBy(asc(paymentAttempts.checkedAt))
    .limit(limit);
}

export async function insertRefund(tx: Db, row: typeof orderRefunds.$inferInsert) {
  const [inserted] = await tx.insert(orderRefunds).values(row).returning();
  return inserted!;
}

export async function updateRefund(
  db: Db,
  id: number,
  changes: Partial<Pick<OrderRefundRow, 'status' | 'providerRefundId'>>,
) {
  const [row] = await db
    .update(orderRefunds)
    .set(changes)
    .where(eq(orderRefunds.id, id))
    .returning();
  return row!;
}

export async function refundsOfOrder(db: Db, orderId: number) {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
}

/** Rubles of the payment's refunds still being made: they count against what may be refunded. */
export async function pendingRefundsSum(tx: Db, orderPaymentId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(
      and(eq(orderRefunds.orderPaymentId, orderPaymentId), eq(orderRefunds.status, 'pending')),
    );
  return Number(row?.sum ?? 0);
}

/** The account's e-mail: who made a refund, as the order's history names them. */
export async function accountEmailOf(tx: Db, userId: number): Promise<string> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

/** Whether the order is the shop's: another's answers 404 before anything about it is said. */
export async function isShopOrder(tx: Db, shopId: number, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  return row !== undefined;
}
