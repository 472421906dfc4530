import type { Db } from '../../db/client';
import type { OrderPaymentRow } from '../../db/schema';
import type { DeliveryService } from '../delivery/delivery.service';
import type { OrderPaymentHooks } from '../payments/order-payments.service';
import type { ShopEvents } from '../shop-events/shop-events.service';
import type { OrderWebhooks } from '../webhooks/webhooks.service';
import { orderEvent } from './order-event';
import {
  ORDER_PAID,
  ORDER_STATUS_CHANGED,
  orderMessagesKeyPrefix,
  orderPaid,
  orderStatusChanged,
} from './order-message';
import { findOrder, messagesOfCause } from './order-reads.repository';
import { linesOfOrder } from './order-items.repository';
import { giveStockBack } from './order-status.repository';

interface OrderPaymentHooksDeps {
  delivery: Pick<DeliveryService, 'enqueue' | 'nudge'>;
  shopEvents: Pick<ShopEvents, 'record'>;
  /** An unpaid order gave its stock back: the merchant's cached showcases are read anew. */
  stockChanged: (shopId: number) => void;
  /** The shop's webhook addresses that hear its payments (decision 73). */
  webhooks: Pick<OrderWebhooks, 'paid'>;
}

/** The services the order's message went to: they are the ones told it is paid. */
async function contactsTold(tx: Db, payment: OrderPaymentRow): Promise<number[]> {
  const messages = await messagesOfCause(
    tx,
    payment.shopId,
    orderMessagesKeyPrefix(payment.orderId),
  );
  return [...new Set(messages.flatMap(({ contactId }) => (contactId === null ? [] : [contactId])))];
}

/** What an order does when its online payment changes (issue 33), in the payment's transaction. */
export function orderPaymentHooks({
  delivery,
  shopEvents,
  stockChanged,
  webhooks,
}: OrderPaymentHooksDeps): OrderPaymentHooks {
  /** The shop's consoles hear of the change, and the order's cards in chats show it. */
  async function tellConsoles(tx: Db, payment: OrderPaymentRow) {
    const order = await findOrder(tx, payment.shopId, payment.orderId);
    if (!order) return undefined;
    await shopEvents.record(tx, orderEvent('order.payment_changed', order));
    const change = `${payment.status}:${payment.refundedAmount}`;
    const cardsEdit = orderStatusChanged.message({
      shopId: order.shopId,
      payload: { orderId: order.id, status: order.status },
      dedupeKey: `${ORDER_STATUS_CHANGED}:${order.id}:payment:${change}`,
    });
    await delivery.enqueue(tx, cardsEdit);
    return order;
  }

  return {
    async paid(tx, payment) {
      const order = await tellConsoles(tx, payment);
      if (!order) return;
      await webhooks.paid(tx, order, payment, () => linesOfOrder(tx, order.id));
      for (const contactId of await contactsTold(tx, payment)) {
        const message = orderPaid.message({
          shopId: payment.shopId,
          recipientId: contactId,
          payload: {
            orderId: order.id,
            number: order.number,
            amount: payment.amount,
            paymentId: payment.providerPaymentId!,
            test: payment.test,
          },
          dedupeKey: `${ORDER_PAID}:${order.id}:${contactId}`,
        });
        await delivery.enqueue(tx, message);
      }
    },

    async unpaid(tx, payment) {
      await giveStockBack(tx, payment.orderId);
      await tellConsoles(tx, payment);
      stockChanged(payment.shopId);
    },

    async refunded(tx, payment) {
      await tellConsoles(tx, payment);
    },

    committed: () => delivery.nudge(),
  };
}
