import type { OrderRow } from '../../db/schema';

/** The outbox kind of the message telling a contact of a new order. */
export const ORDER_CREATED = 'order.created';

/** What a contact is told of an order: enough to render it without reading the order again. */
export interface OrderCreatedPayload {
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
