import { DISCOUNT_TYPES, UNITS } from '@vitrina/contracts/enums';
import { ORDER_STATUSES } from '@vitrina/contracts/order-statuses';
import type { OrderStatus } from '@vitrina/contracts/orders';
import { variantTitle } from '@vitrina/contracts/variants';
import { z } from 'zod';
import type { OrderRow } from '../../db/schema';
import { messageKind } from '../delivery/delivery.service';

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
export const orderStatusChanged = messageKind(
  ORDER_STATUS_CHANGED,
  z.object({ orderId: z.number().int(), status: z.enum(ORDER_STATUSES) }),
);

export type OrderStatusChangedPayload = z.output<typeof orderStatusChanged.schema>;

/** A change's message, unique by the change: `order.status_changed:{order}:{change}`. */
export function orderStatusChangedMessage(order: OrderRow, to: OrderStatus, changeId: number) {
  return orderStatusChanged.message({
    shopId: order.shopId,
    payload: { orderId: order.id, status: to },
    dedupeKey: `${ORDER_STATUS_CHANGED}:${order.id}:${changeId}`,
  });
}

/**
 * What a contact is told of an order: enough to render it without reading the order again.
 * `orderId` names the order its chat buttons change; messages queued before they came lack it.
 */
export const orderCreated = messageKind(
  ORDER_CREATED,
  z.object({
    orderId: z.number().int().optional(),
    number: z.number().int(),
    /** With the variant's values when it has one: «Кружка — Синий, 350 мл». */
    productTitle: z.string(),
    /** Messages queued before variants came lack it. */
    sku: z.string().nullable().optional(),
    quantity: z.number().int(),
    price: z.number().nullable(),
    discountValue: z.number(),
    discountType: z.enum(DISCOUNT_TYPES),
    module: z.enum(UNITS),
    customerName: z.string(),
    customerPhone: z.string(),
    customerEmail: z.string().nullable(),
    comment: z.string().nullable(),
    pageUrl: z.string(),
  }),
);

export type OrderCreatedPayload = z.output<typeof orderCreated.schema>;

export function orderCreatedPayload(order: OrderRow): OrderCreatedPayload {
  return {
    orderId: order.id,
    number: order.number,
    productTitle: variantTitle(order.productTitle, order.variantValues),
    sku: order.sku,
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

/** The outbox kind of the notice that a product's or variant's stock fell to its threshold. */
export const STOCK_LOW = 'stock.low';

/** «Заканчивается: Кружка — Синий, 350 мл, осталось 1»: the title with the variant's values. */
export const stockLow = messageKind(
  STOCK_LOW,
  z.object({ title: z.string(), left: z.number().int() }),
);

export type StockLowPayload = z.output<typeof stockLow.schema>;
