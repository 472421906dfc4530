import { DISCOUNT_TYPES, UNITS } from '@vitrina/contracts/enums';
import { ORDER_STATUSES } from '@vitrina/contracts/order-statuses';
import { orderTotal } from '@vitrina/contracts/pricing';
import type { OrderStatus } from '@vitrina/contracts/orders';
import { variantTitle } from '@vitrina/contracts/variants';
import { z } from 'zod';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { messageKind } from '../delivery/delivery.service';

/** The outbox kind of the message telling a contact of a new order. */
export const ORDER_CREATED = 'order.created';

/** The start of the dedupe keys of an order's messages: `order.created:{order}:{contact}`. */
export const orderMessagesKeyPrefix = (orderId: number) => `${ORDER_CREATED}:${orderId}:`;

/** The order a message to a contact is about, read from its dedupe key; undefined for others. */
export function orderOfMessageKey(dedupeKey: string): number | undefined {
  const [kind, orderId] = dedupeKey.split(':');
  const id = Number(orderId);
  return kind === ORDER_CREATED && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The outbox kind of the message telling the order's chats that its status changed: one for
 * each change, whose handler brings every card of the order up to date.
 */
export const ORDER_STATUS_CHANGED = 'order.status_changed';

/** A card in a chat: the chat and the bot's message there. */
const chatCardSchema = z.object({ chatId: z.number().int(), messageId: z.number().int() });

export type ChatCard = z.output<typeof chatCardSchema>;

/**
 * What a status change's message names; the card is drawn from the order as it then stands. A
 * press names its card, edited with the order's others even if it was never kept.
 */
export const orderStatusChanged = messageKind(
  ORDER_STATUS_CHANGED,
  z.object({
    orderId: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    pressed: chatCardSchema.optional(),
  }),
);

export type OrderStatusChangedPayload = z.output<typeof orderStatusChanged.schema>;

/** A change's message, unique by the change: `order.status_changed:{order}:{change}`. */
export function orderStatusChangedMessage(
  order: OrderRow,
  to: OrderStatus,
  changeId: number,
  pressed?: ChatCard,
) {
  return orderStatusChanged.message({
    shopId: order.shopId,
    payload: { orderId: order.id, status: to, ...(pressed && { pressed }) },
    dedupeKey: `${ORDER_STATUS_CHANGED}:${order.id}:${changeId}`,
  });
}

/** What a line charges: its quantity and its price and discount when ordered. */
const lineAmounts = {
  quantity: z.number().int(),
  price: z.number().nullable(),
  discountValue: z.number(),
  discountType: z.enum(DISCOUNT_TYPES),
  module: z.enum(UNITS),
};

/** One line of an order as a contact is told of it. */
const orderLinePayload = z.object({
  /** With the variant's values when it has one: «Кружка — Синий, 350 мл». */
  title: z.string(),
  sku: z.string().nullable(),
  ...lineAmounts,
  /** Rubles, as the order charged the line; null without a price. */
  total: z.number().nullable(),
});

/** The buyer and the page: the same in every message of an order, before the cart and since. */
const buyerFields = {
  /** The order the chat's buttons change; messages queued before the buttons came lack it. */
  orderId: z.number().int().optional(),
  number: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  comment: z.string().nullable(),
  pageUrl: z.string(),
};

const cartPayload = z.object({
  ...buyerFields,
  lines: z.array(orderLinePayload).min(1),
  /** Rubles: the lines' totals; null when no line had a price. */
  total: z.number().nullable(),
});

/**
 * A message queued before the cart (issue 30) named one product: it is read as an order of one
 * line, whose total is computed as the order's was.
 */
const oneProductPayload = z
  .object({
    ...buyerFields,
    productTitle: z.string(),
    /** Messages queued before variants came lack it. */
    sku: z.string().nullable().optional(),
    ...lineAmounts,
  })
  .transform(
    ({
      productTitle,
      sku = null,
      quantity,
      price,
      discountValue,
      discountType,
      module,
      ...buyer
    }) => {
      const total = orderTotal(price, discountValue, discountType, quantity)?.total ?? null;
      const amounts = { quantity, price, discountValue, discountType, module };
      return { ...buyer, lines: [{ title: productTitle, sku, ...amounts, total }], total };
    },
  );

/** What a contact is told of an order: enough to render it without reading the order again. */
export const orderCreated = messageKind(ORDER_CREATED, z.union([cartPayload, oneProductPayload]));

export type OrderCreatedPayload = z.output<typeof orderCreated.schema>;
type OrderLinePayload = OrderCreatedPayload['lines'][number];

const linePayload = (line: OrderItemRow): OrderLinePayload => ({
  title: variantTitle(line.productTitle, line.variantValues),
  sku: line.sku,
  quantity: line.quantity,
  price: line.price,
  discountValue: line.discountValue,
  discountType: line.discountType,
  module: line.module,
  total: line.total,
});

/** The message's payload of the order and its lines, in their cart's order. */
export function orderCreatedPayload(order: OrderRow, lines: OrderItemRow[]): OrderCreatedPayload {
  return {
    orderId: order.id,
    number: order.number,
    lines: lines.map(linePayload),
    total: order.total,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    comment: order.comment,
    pageUrl: order.pageUrl,
  };
}

/** The outbox kind of the notice to each service that got the order that it is paid online. */
export const ORDER_PAID = 'order.paid';

/** «Заказ №1001 оплачен: 2 400 ₽», with the provider's payment id. */
export const orderPaid = messageKind(
  ORDER_PAID,
  z.object({
    orderId: z.number().int(),
    number: z.number().int(),
    amount: z.number(),
    paymentId: z.string(),
    test: z.boolean(),
  }),
);

export type OrderPaidPayload = z.output<typeof orderPaid.schema>;

/** The outbox kind of the notice that a product's or variant's stock fell to its threshold. */
export const STOCK_LOW = 'stock.low';

/** «Заканчивается: Кружка — Синий, 350 мл, осталось 1»: the title with the variant's values. */
export const stockLow = messageKind(
  STOCK_LOW,
  z.object({ title: z.string(), left: z.number().int() }),
);

export type StockLowPayload = z.output<typeof stockLow.schema>;
