import type { OrderStatus } from '@vitrina/contracts/orders';
import type { WebhookEventData, WebhookOrder } from '@vitrina/contracts/webhooks';
import type { OrderItemRow, OrderPaymentRow, OrderRow } from '../../db/schema';
import { orderLineJson } from '../../shared/order-line-json';

/** An order's lines as its event reads them: in the transaction of the event. */
export type LinesOf = () => Promise<OrderItemRow[]>;

/** The order as a delivery carries it, with the status it has once the event happened. */
function orderOf(order: OrderRow, lines: OrderItemRow[], status: OrderStatus): WebhookOrder {
  return {
    id: order.id,
    number: order.number,
    status,
    created_at: order.createdAt.toISOString(),
    customer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail },
    comment: order.comment,
    page_url: order.pageUrl,
    lines: lines.map(orderLineJson),
    total: order.total,
  };
}

export const orderCreatedData = (
  order: OrderRow,
  lines: OrderItemRow[],
): WebhookEventData['order.created'] => ({ order: orderOf(order, lines, order.status) });

/** `order` as it was before the change: its status is the `from`. */
export const statusChangedData = (
  order: OrderRow,
  to: OrderStatus,
  lines: OrderItemRow[],
): WebhookEventData['order.status_changed'] => ({
  order: orderOf(order, lines, to),
  from: order.status,
  to,
});

export const paymentSucceededData = (
  order: OrderRow,
  payment: OrderPaymentRow,
  lines: OrderItemRow[],
): WebhookEventData['payment.succeeded'] => ({
  order: orderOf(order, lines, order.status),
  payment: {
    amount: payment.amount,
    // A payment is paid only once its provider has given it an id.
    provider_payment_id: payment.providerPaymentId!,
    test: payment.test,
  },
});
