import { ORDER_PAYMENT_STATUSES, REFUND_STATUSES } from '@vitrina/contracts/payment-texts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, lifecycleDates, timestampWithZone } from './columns';
import { orders } from './orders';
import { rubles } from './products';
import { belongsTo } from './references';
import { paymentProviderEnum } from './shop-payment-settings';
import { shops } from './shops';

export const orderPaymentStatusEnum = pgEnum('order_payment_status', ORDER_PAYMENT_STATUSES);

/** An attempt's state: `creating` until the provider answered the call that makes it. */
export const PAYMENT_ATTEMPT_STATUSES = [
  'creating',
  'pending',
  'waiting_for_capture',
  'succeeded',
  'canceled',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];
export const paymentAttemptStatusEnum = pgEnum('payment_attempt_status', PAYMENT_ATTEMPT_STATUSES);
export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);

/**
 * The online payment an order asks for (issue 33), one at most: its amount, where it stands, the
 * provider's payment that paid it, and until when the order keeps its stock unpaid.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: belongsTo('shop_id', () => shops.id),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's test mode when the payment was asked. */
    test: boolean('test').notNull(),
    /** Unguessable: the buyer's return brings it back in the page's address. */
    token: text('token').notNull().unique(),
    amount: rubles('amount').notNull(),
    status: orderPaymentStatusEnum('status').notNull().default('pending'),
    refundedAmount: rubles('refunded_amount').notNull().default(0),
    /** The provider's id of the payment that paid the order. */
    providerPaymentId: text('provider_payment_id'),
    returnUrl: text('return_url').notNull(),
    /** What the buyer reads at the provider, «Заказ №1001 в магазине …». */
    description: text('description').notNull(),
    /**
     * The 54-ФЗ receipt of the whole order, as each attempt and a whole refund send it (the
     * payments feature's Receipt); null when the shop sends none.
     */
    receipt: jsonb('receipt'),
    /** Past this an unpaid order gives its stock back and is «Не оплачена». */
    dueAt: timestampWithZone('due_at').notNull(),
    paidAt: timestampWithZone('paid_at'),
    ...lifecycleDates(),
  },
  (table) => [
    // The poll's search for payments whose time ran out.
    index('order_payments_pending_due_at_index')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * One try to pay an order: a payment at the provider, made with its own Idempotence-Key so a
 * lost answer repeated makes no second payment. A buyer who gave up and tries again gets another.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    orderPaymentId: integer('order_payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    shopId: belongsTo('shop_id', () => shops.id),
    idempotenceKey: uuid('idempotence_key').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    status: paymentAttemptStatusEnum('status').notNull().default('creating'),
    confirmationUrl: text('confirmation_url'),
    /** When the provider was last asked about it: the poll asks the longest unasked first. */
    checkedAt: timestampWithZone('checked_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_attempts_order_payment_id_id_index').on(table.orderPaymentId, table.id),
    // The poll's search for attempts no notification closed.
    index('payment_attempts_open_checked_at_index')
      .on(table.checkedAt)
      .where(sql`${table.status} in ('creating', 'pending', 'waiting_for_capture')`),
  ],
);

/** A refund of an order's payment, asked from the console. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderPaymentId: integer('order_payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: belongsTo('shop_id', () => shops.id),
    idempotenceKey: uuid('idempotence_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    amount: rubles('amount').notNull(),
    status: refundStatusEnum('status').notNull().default('pending'),
    /** The console account's e-mail. */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_refunds_order_id_id_index').on(table.orderId, table.id)],
);

export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
