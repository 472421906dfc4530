import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { periodicRound } from '../../infra/rounds/periodic-round';
import type { Logger } from '../../logger';
import type { OrderPaymentHooks, OrderPayments } from './order-payments.service';
import {
  attemptsToCheck,
  duePayments,
  lockPayment,
  paymentById,
  updatePayment,
} from './order-payments.repository';

/** Payments looked at in one round; the next round takes the rest. */
const ROUND_SIZE = 50;

interface PaymentPollDeps {
  db: Db;
  now: Clock;
  logger: Logger;
  payments: Pick<OrderPayments, 'refresh'>;
  hooks: Pick<OrderPaymentHooks, 'unpaid' | 'committed'>;
  intervalMs: number;
}

/**
 * The safety net under notifications: every round asks the provider about attempts no
 * notification closed for a whole interval, and ends the orders whose time to pay ran out. Each
 * change goes through the payment's lock, so processes polling together change nothing twice.
 */
export function createPaymentPoll({
  db,
  now,
  logger,
  payments,
  hooks,
  intervalMs,
}: PaymentPollDeps) {
  /** Unpaid past its time, once the provider confirmed it is not paid: its stock goes back. */
  async function expire(paymentId: number) {
    await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentId);
      if (payment.status !== 'pending') return;
      await updatePayment(tx, payment.id, { status: 'canceled' });
      await hooks.unpaid(tx, { ...payment, status: 'canceled' });
    });
    hooks.committed();
  }

  async function round() {
    const unasked = await attemptsToCheck(db, new Date(now().getTime() - intervalMs), ROUND_SIZE);
    const paymentIds = new Set(unasked.map((attempt) => attempt.orderPaymentId));
    for (const payment of await duePayments(db, now(), ROUND_SIZE)) {
      // Asked first: a payment made at the last minute is paid, not released.
      if (await payments.refresh(payment)) await expire(payment.id);
      paymentIds.delete(payment.id);
    }
    for (const id of paymentIds) {
      const payment = await paymentById(db, id);
      if (payment) await payments.refresh(payment);
    }
  }

  // `tick` runs a round now: the tests' way to run the poll without waiting for it.
  return periodicRound({
    round,
    intervalMs,
    onError: (error) => logger.error({ err: error }, 'payment poll failed'),
  });
}

export type PaymentPoll = ReturnType<typeof createPaymentPoll>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's payments poll: `tick()` runs a round now. */
    paymentPoll: Pick<PaymentPoll, 'tick'>;
  }
}
