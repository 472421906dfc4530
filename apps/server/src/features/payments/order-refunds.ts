import { paymentMessages } from '@vitrina/contracts/payment-texts';
import type { OrderRefund } from '@vitrina/contracts/payments';
import { formatRubles } from '@vitrina/contracts/pricing';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { OrderPaymentRow, OrderRefundRow } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import type { Acting } from '../../shared/acting';
import type { ShopJournal } from '../team/shop-journal.service';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import type { ShopConnection } from './payment-settings.service';
import { refundJson, storedReceiptOf, type OrderPaymentHooks } from './order-payments.service';
import {
  accountEmailOf,
  insertRefund,
  isShopOrder,
  lockPayment,
  lockPaymentOfOrder,
  pendingRefundsSum,
  updatePayment,
  updateRefund,
} from './order-payments.repository';
import { refundReceipt } from './receipt';

interface OrderRefundsDeps {
  db: Db;
  logger: Logger;
  provider: PaymentProvider;
  connectionOf: (shopId: number) => Promise<ShopConnection | undefined>;
  hooks: Pick<OrderPaymentHooks, 'refunded' | 'committed'>;
  journal: Pick<ShopJournal, 'record'>;
}

const amountRefused = (message: string) =>
  new AppError('UNPROCESSABLE', message, { errors: [{ field: 'amount', message }] });

/** Kopecks, so that sums of rubles compare exactly. */
const kopecks = (rubles: number) => Math.round(rubles * 100);

/**
 * Refunds from the order card (issue 33): the refund is kept as `pending` before the provider is
 * asked, so two refunds at once cannot give back more than was paid; the provider's refusal
 * leaves it `canceled`, its success adds it to what the payment has given back.
 */
export function createOrderRefunds(deps: OrderRefundsDeps) {
  const { db, logger, provider, connectionOf, hooks, journal } = deps;

  /** The refund kept, under the payment's lock, when the payment has that much left to give. */
  async function reserve(acting: Acting, orderId: number, amount: number) {
    return db.transaction(async (tx) => {
      const payment = await lockPaymentOfOrder(tx, acting.shopId, orderId);
      if (!payment && !(await isShopOrder(tx, acting.shopId, orderId))) throw new NotFoundError();
      if (payment?.status !== 'succeeded' || payment.providerPaymentId === null) {
        throw new AppError('CONFLICT', paymentMessages.refundNotPaid);
      }
      const left =
        kopecks(payment.amount) -
        kopecks(payment.refundedAmount) -
        kopecks(await pendingRefundsSum(tx, payment.id));
      if (kopecks(amount) > left) {
        throw amountRefused(paymentMessages.refundTooMuch(formatRubles(Math.max(left, 0) / 100)));
      }
      const refund = await insertRefund(tx, {
        orderPaymentId: payment.id,
        orderId,
        shopId: acting.shopId,
        idempotenceKey: randomUUID(),
        amount,
        actor: await accountEmailOf(tx, acting.actorId),
      });
      return { payment, refund };
    });
  }

  /** The refund made: kept as succeeded and added to the payment, journalled, in one transaction. */
  async function settle(acting: Acting, refund: OrderRefundRow, providerRefundId: string) {
    const settled = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, refund.orderPaymentId);
      const refundedAmount = (kopecks(payment.refundedAmount) + kopecks(refund.amount)) / 100;
      const status = refundedAmount >= payment.amount ? 'refunded' : 'succeeded';
      await updatePayment(tx, payment.id, { refundedAmount, status });
      const done = await updateRefund(tx, refund.id, { status: 'succeeded', providerRefundId });
      await hooks.refunded(tx, { ...payment, refundedAmount, status });
      await journal.record(tx, {
        ...acting,
        action: 'order.refunded',
        subject: `${payment.description}: ${formatRubles(refund.amount)}`,
      });
      return done;
    });
    hooks.committed();
    return settled;
  }

  function receiptOf(payment: OrderPaymentRow, amount: number) {
    const stored = storedReceiptOf(payment);
    return stored && refundReceipt({ payment: stored, amount, orderNumber: stored.orderNumber });
  }

  return {
    /** Gives `amount` rubles of the order's payment back; 409 unpaid, 422 too much, 502 refused. */
    async refund(acting: Acting, orderId: number, amount: number): Promise<OrderRefund> {
      const connection = await connectionOf(acting.shopId);
      if (!connection) throw new NotFoundError(paymentMessages.notConnected);
      const { payment, refund } = await reserve(acting, orderId, amount);
      const made = await provider
        .createRefund(connection.credentials, {
          paymentId: payment.providerPaymentId!,
          amount,
          idempotenceKey: refund.idempotenceKey,
          receipt: receiptOf(payment, amount),
          description: `Возврат: ${payment.description}`,
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof PaymentProviderError)) throw error;
          logger.warn({ orderId, failure: error.failure }, 'refund refused');
          await updateRefund(db, refund.id, { status: 'canceled' });
          throw new AppError('BAD_GATEWAY', paymentMessages.refundRefused);
        });
      if (made.status === 'canceled') {
        await updateRefund(db, refund.id, { status: 'canceled', providerRefundId: made.id });
        throw new AppError('BAD_GATEWAY', paymentMessages.refundRefused);
      }
      if (made.status === 'pending') {
        return refundJson(await updateRefund(db, refund.id, { providerRefundId: made.id }));
      }
      return refundJson(await settle(acting, refund, made.id));
    },
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
