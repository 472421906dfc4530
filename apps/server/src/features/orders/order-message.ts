import type { OrderStatus } from '@vitrina/contracts/orders';
import type { OrderRow } from '../../db/schema';

/** The outbox kind of the message telling a contact of a new order. */
export const ORDER_CREATED = 'order.created';

/** The start of the dedupe keys of an order's messages: `order.created:{order}:{contact}`. */
export const orderMessagesKeyPrefix = (orderId: number) => `${ORDER_CREATED}:${orderId}:`;

/**
 * The outbox kind of the message telling the order's chats that its status changed: one for
 * each change, whose handler brings every card of the order up to date.
 */
export const ORDER_STATUS_CHANGED = 'order.status_changed';

/** What a status change's message names; the card is drawn from the order as it then stands. */
export interface OrderStatusChangedPayload {
  orderId: number;
  status: OrderStatus;
}

/** A change's message, unique by the change: `order.status_changed:{order}:{change}`. */
export function orderStatusChangedMessage(order: OrderRow, to: OrderStatus, changeId: number) {
  return {
    userId: order.userId,
    kind: ORDER_STATUS_CHANGED,
    recipientId: null,
    payload: { orderId: order.id, status: to } satisfies OrderStatusChangedPayload,
    dedupeKey: `${ORDER_STATUS_CHANGED}:${order.id}:${changeId}`,
  };
}

/**
 * What a contact is told of an order: enough to render it without reading the order again.
 * `orderId` names the order its chat buttons change; messages queued before they came lack it.
 */
export interface OrderCreatedPayload {
  orderId?: number;
  number: number;
  productTitle: string;
  quantity: number;
  price: number | null;
  discountValue: number;
  discountType: OrderRow['discountType'];
  module: OrderRow['module'];
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  comment: string | null;
  pageUrl: string;
}

export function orderCreatedPayload(order: OrderRow): OrderCreatedPayload {
  return {
    orderId: order.id,
    number: order.number,
    productTitle: order.productTitle,
    quantity: order.quantity,
    price: order.price,
    discountValue: order.discountValue,
    discountType: order.discountType,
    module: order.module,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    comment: order.comment,
    pageUrl: order.pageUrl,
  };
}
