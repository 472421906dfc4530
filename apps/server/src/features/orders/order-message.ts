import type { OrderRow } from '../../db/schema';

/** The outbox kind of the message telling a contact of a new order. */
export const ORDER_CREATED = 'order.created';

/** The start of the dedupe keys of an order's messages: `order.created:{order}:{contact}`. */
export const orderMessagesKeyPrefix = (orderId: number) => `${ORDER_CREATED}:${orderId}:`;

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
