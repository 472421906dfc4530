import { PAYMENT_RETURN_PARAM, paymentMessages } from '@vitrina/contracts/payment-texts';
import type { OrderPayment, OrderRefund, PublicPayment } from '@vitrina/contracts/payments';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { OrderPaymentRow, OrderRefundRow, PaymentAttemptRow } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../logger';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider';
import type { ShopConnection } from './payment-settings.service';
import {
  insertAttempt,
  insertOrderPayment,
  latestAttempt,
  lockPayment,
  openAttemptsOf,
  paymentByToken,
  paymentOfOrder,
  paymentsOfOrders,
  pendingRefundsSum,
  refundsOfOrder,
  updateAttempt,
  updatePayment,
} from './order-payments.repository';
import { paymentReceipt, type PaymentReceiptInput } from './receipt';

/** What a payment keeps to make its receipts: the order's lines and buyer, the shop's codes. */
export type StoredReceipt = PaymentReceiptInput & { orderNumber: number };

/** The stored makings of the payment's receipt; null when the shop sends none. */
export const storedReceiptOf = (payment: OrderPaymentRow) =>
  payment.receipt as StoredReceipt | null;

const receiptOf = (payment: OrderPaymentRow) => {
  const stored = storedReceiptOf(payment);
  return stored && paymentReceipt(stored);
};

/**
 * What the orders feature does when a payment changes, in the payment's transaction: a paid order
 * tells its services, one unpaid in time gives its stock back; consoles hear of each.
 */
export interface OrderPaymentHooks {
  paid(tx: Db, payment: OrderPaymentRow): Promise<void>;
  unpaid(tx: Db, payment: OrderPaymentRow): Promise<void>;
  refunded(tx: Db, payment: OrderPaymentRow): Promise<void>;
  /** After the transaction of a change committed: its messages may go now. */
  committed(): void;
}

export interface OrderPaymentsDeps {
  db: Db;
  now: Clock;
  logger: Logger;
  provider: PaymentProvider;
  /** The shop's connection with its key opened; undefined while none is. */
  connectionOf: (shopId: number) => Promise<ShopConnection | undefined>;
  hooks: OrderPaymentHooks;
  holdMinutes: number;
}

/** A shop's payment settings as an order's payment is made with them. */
export type PaymentTerms = ShopConnection['settings'];

/** An order being placed, as its payment needs it. */
export interface PayableOrder {
  id: number;
  shopId: number;
  number: number;
  total: number | null;
  customerEmail: string | null;
  customerPhone: string;
  /** The buyer's page, when it is one of the site's; else the page's origin. */
  returnTo: string;
  lines: { title: string; variant: string | null; quantity: number; total: number | null }[];
}

/** The address the provider brings the buyer back to: their page, with the payment's token. */
function returnUrlOf(page: string, token: string): string {
  const url = new URL(page);
  url.searchParams.set(PAYMENT_RETURN_PARAM, token);
  return url.href;
}

export function orderPaymentJson(row: OrderPaymentRow): OrderPayment {
  return {
    status: row.status,
    amount: row.amount,
    id: row.providerPaymentId,
    refunded_amount: row.refundedAmount,
    paid_at: row.paidAt?.toISOString() ?? null,
    provider: row.provider,
    test: row.test,
  };
}

export function refundJson(row: OrderRefundRow): OrderRefund {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    actor: row.actor,
    at: row.createdAt.toISOString(),
  };
}

/** Paid, with all of it given back once the refunds reach the amount. */
const paidStatus = (amount: number, refunded: number) =>
  refunded >= amount ? ('refunded' as const) : ('succeeded' as const);

/**
 * Orders paid online (issue 33, decision 64). The provider's word is the only truth: a
 * notification only says which payment to ask about, and every change is made once, under the
 * payment's row lock, whoever (notification, poll, buyer's return) learnt of it first.
 */
export function createOrderPayments(deps: OrderPaymentsDeps) {
  const { db, now, logger, provider, connectionOf, hooks } = deps;

  /** Asks the provider for the attempt's payment; a lost answer asked again is the same one. */
  async function askProvider(payment: OrderPaymentRow, attempt: PaymentAttemptRow) {
    const connection = await connectionOf(payment.shopId);
    if (!connection) return undefined;
    return provider
      .createPayment(connection.credentials, {
        amount: payment.amount,
        description: payment.description,
        returnUrl: payment.returnUrl,
        idempotenceKey: attempt.idempotenceKey,
        receipt: receiptOf(payment),
        metadata: { order_id: String(payment.orderId) },
      })
      .catch((error: unknown) => {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn({ orderId: payment.orderId, failure: error.failure }, 'payment not created');
        return undefined;
      });
  }

  /** A new attempt at the provider: its confirmation page, or null when none could be made. */
  async function newAttempt(payment: OrderPaymentRow): Promise<string | null> {
    const attempt = await insertAttempt(db, payment, randomUUID(), now());
    const made = await askProvider(payment, attempt);
    if (!made) return null;
    await reconcile(attempt, made);
    return made.confirmationUrl;
  }

  /**
   * Brings the attempt and its order's payment to what the provider says, once: the attempt's
   * state always, the payment's only on its first success or a change of what was refunded.
   */
  async function reconcile(attempt: PaymentAttemptRow, told: ProviderPayment) {
    await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, attempt.orderPaymentId);
      await updateAttempt(tx, attempt.id, {
        providerPaymentId: told.id,
        status: told.status,
        confirmationUrl: told.status === 'pending' ? told.confirmationUrl : null,
        checkedAt: now(),
      });
      if (told.status !== 'succeeded') return;
      if (payment.providerPaymentId === null) {
        await settlePaid(tx, payment, told);
      } else if (payment.providerPaymentId !== told.id) {
        // Paid twice, in two tabs: the merchant refunds one from the provider's account.
        logger.error({ orderId: payment.orderId, paymentId: told.id }, 'an order paid twice');
      } else if (
        payment.refundedAmount !== told.refundedAmount &&
        // A refund of ours under way adds itself once the provider has made it: the provider's
        // figure may count it already, and taking it now would count it twice.
        (await pendingRefundsSum(tx, payment.id)) === 0
      ) {
        const refunded = { ...payment, refundedAmount: told.refundedAmount };
        const status = paidStatus(payment.amount, told.refundedAmount);
        await updatePayment(tx, payment.id, { refundedAmount: told.refundedAmount, status });
        await hooks.refunded(tx, { ...refunded, status });
      }
    });
    hooks.committed();
  }

  async function settlePaid(tx: Db, payment: OrderPaymentRow, told: ProviderPayment) {
    const paid = {
      status: paidStatus(payment.amount, told.refundedAmount),
      providerPaymentId: told.id,
      refundedAmount: told.refundedAmount,
      paidAt: told.paidAt ?? now(),
    };
    await updatePayment(tx, payment.id, paid);
    await hooks.paid(tx, { ...payment, ...paid });
  }

  /**
   * Asks the provider about each attempt of the payment not yet closed; false if one could not
   * be read. A shop that disconnected its provider has nothing to ask: its unpaid orders end.
   */
  async function refresh(payment: OrderPaymentRow): Promise<boolean> {
    const connection = await connectionOf(payment.shopId);
    if (!connection) return true;
    let complete = true;
    for (const attempt of await openAttemptsOf(db, payment.id)) {
      const told = await tell(connection, payment, attempt);
      if (told) await reconcile(attempt, told);
      else complete = false;
    }
    return complete;
  }

  /** The attempt's payment as the provider has it; an attempt never answered is asked again. */
  async function tell(
    connection: ShopConnection,
    payment: OrderPaymentRow,
    attempt: PaymentAttemptRow,
  ): Promise<ProviderPayment | undefined> {
    if (attempt.providerPaymentId === null) return askProvider(payment, attempt);
    return provider
      .getPayment(connection.credentials, attempt.providerPaymentId)
      .catch(async (error: unknown) => {
        if (!(error instanceof PaymentProviderError)) throw error;
        await updateAttempt(db, attempt.id, { checkedAt: now() });
        logger.warn({ orderId: payment.orderId, failure: error.failure }, 'payment not read');
        return undefined;
      });
  }

  /** The order's payment, if it may still be paid: pending and within its time. */
  function payable(payment: OrderPaymentRow) {
    return payment.status === 'pending' && payment.dueAt > now();
  }

  return {
    reconcile,
    refresh,

    /**
     * How the shop takes payment now, read before an order's transaction (which then reads
     * nothing outside itself); undefined while it has no provider.
     */
    async termsOf(shopId: number): Promise<PaymentTerms | undefined> {
      return (await connectionOf(shopId))?.settings;
    },

    /**
     * The order's payment row, in the order's transaction, when the shop had a provider and
     * there is something to pay; the call to the provider comes after the commit (`start`).
     */
    async prepare(
      tx: Db,
      order: PayableOrder,
      settings: PaymentTerms,
    ): Promise<OrderPaymentRow | undefined> {
      if (!order.total || order.total <= 0) return undefined;
      const token = randomBytes(24).toString('base64url');
      return insertOrderPayment(tx, {
        orderId: order.id,
        shopId: order.shopId,
        provider: provider.id,
        test: settings.test,
        token,
        amount: order.total,
        returnUrl: returnUrlOf(order.returnTo, token),
        description: `Заказ №${order.number}`,
        receipt: settings.receipts
          ? ({
              orderNumber: order.number,
              lines: order.lines,
              total: order.total,
              buyer: { email: order.customerEmail, phone: order.customerPhone },
              settings: { vatCode: settings.vatCode, taxSystemCode: settings.taxSystemCode },
            } satisfies StoredReceipt)
          : null,
        dueAt: new Date(now().getTime() + deps.holdMinutes * 60_000),
      });
    },

    /** The first attempt of a payment just prepared: where the buyer pays, null if nowhere. */
    start: newAttempt,

    /**
     * The confirmation page of an order placed again with its key: its open attempt's, or a new
     * attempt's when the last one was never made or is over.
     */
    async confirmationOf(
      orderId: number,
    ): Promise<{ confirmation_url: string | null } | undefined> {
      const payment = await paymentOfOrder(db, orderId);
      if (!payment) return undefined;
      if (!payable(payment)) return { confirmation_url: null };
      const attempt = await latestAttempt(db, payment.id);
      if (attempt?.status === 'pending' && attempt.confirmationUrl) {
        return { confirmation_url: attempt.confirmationUrl };
      }
      return { confirmation_url: await newAttempt(payment) };
    },

    /** The site of the order a token pays, for the CORS of the buyer's page; null if none. */
    async siteOfToken(token: string): Promise<number | null> {
      return (await paymentByToken(db, token))?.siteId ?? null;
    },

    /** What the page the buyer came back to shows; a pending payment is asked about first. */
    async publicStatus(token: string): Promise<PublicPayment> {
      const found = await paymentByToken(db, token);
      if (!found) throw new NotFoundError(paymentMessages.paymentNotFound);
      if (found.payment.status === 'pending') await refresh(found.payment);
      const { payment, number } = (await paymentByToken(db, token))!;
      // A try the buyer gave up on is over, though the order may still be paid by another.
      const tryOver =
        payment.status === 'pending' &&
        (await latestAttempt(db, payment.id))?.status === 'canceled';
      return {
        status: tryOver ? 'canceled' : payment.status,
        number,
        amount: payment.amount,
        can_retry: payable(payment),
      };
    },

    /** A new try for a buyer who did not pay: the open attempt's page while it can be paid. */
    async retry(token: string): Promise<{ confirmation_url: string | null }> {
      const found = await paymentByToken(db, token);
      if (!found) throw new NotFoundError(paymentMessages.paymentNotFound);
      await refresh(found.payment);
      const { payment } = (await paymentByToken(db, token))!;
      if (!payable(payment)) throw new AppError('CONFLICT', paymentMessages.paymentClosed);
      const attempt = await latestAttempt(db, payment.id);
      if (attempt?.status === 'pending' && attempt.confirmationUrl) {
        return { confirmation_url: attempt.confirmationUrl };
      }
      return { confirmation_url: await newAttempt(payment) };
    },

    /** The payments of the merchant's orders, by order id. */
    async ofOrders(orderIds: number[]): Promise<Map<number, OrderPayment>> {
      const rows = await paymentsOfOrders(db, orderIds);
      return new Map([...rows].map(([orderId, row]) => [orderId, orderPaymentJson(row)]));
    },

    async refundsOf(orderId: number): Promise<OrderRefund[]> {
      return (await refundsOfOrder(db, orderId)).map(refundJson);
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
