import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import type { OrderPayments } from './order-payments.service';
import { attemptByProviderId } from './order-payments.repository';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import type { ShopConnection } from './payment-settings.service';

/**
 * What a notification is read for: which payment to ask about, nothing more. A refund's object
 * names its payment in `payment_id`; a payment's is the payment.
 */
export const notificationSchema = z.object({
  type: z.literal('notification'),
  event: z.string().max(100),
  object: z.object({ id: z.string().max(100), payment_id: z.string().max(100).optional() }),
});

export type PaymentNotification = z.output<typeof notificationSchema>;

/** What became of a notification: acted on, or about no payment of the shop (nothing changed). */
export type NotificationOutcome = 'checked' | 'unknown';

interface PaymentNotificationsDeps {
  db: Db;
  logger: Logger;
  provider: PaymentProvider;
  connectionOf: (shopId: number) => Promise<ShopConnection | undefined>;
  payments: Pick<OrderPayments, 'reconcile'>;
}

/**
 * The provider's notifications to a shop's address. The body is never believed: it only names
 * a payment of the shop, which is then read from the provider with the shop's keys, and what
 * the provider says is acted on once (`reconcile`). A forged or repeated one changes nothing.
 */
export function createPaymentNotifications(deps: PaymentNotificationsDeps) {
  const { db, logger, provider, connectionOf, payments } = deps;
  return {
    async notified(
      shopId: number,
      notification: PaymentNotification,
    ): Promise<NotificationOutcome> {
      const { event, object } = notification;
      const paymentId = event.startsWith('refund.') ? object.payment_id : object.id;
      const attempt = paymentId && (await attemptByProviderId(db, shopId, paymentId));
      const connection = attempt && (await connectionOf(shopId));
      if (!attempt || !connection) return 'unknown';
      const told = await provider
        .getPayment(connection.credentials, attempt.providerPaymentId!)
        .catch((error: unknown) => {
          if (!(error instanceof PaymentProviderError)) throw error;
          logger.warn({ shopId, failure: error.failure }, 'a notified payment could not be read');
          // Not 200: the provider sends the notification again later.
          throw new AppError('BAD_GATEWAY', error.failure);
        });
      await payments.reconcile(attempt, told);
      return 'checked';
    },
  };
}

export type PaymentNotifications = ReturnType<typeof createPaymentNotifications>;
