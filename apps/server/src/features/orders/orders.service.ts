import { normalizeEmail } from '@vitrina/contracts/email';
import { messages } from '@vitrina/contracts/messages';
import type { LineConflict, orderPayloadSchema } from '@vitrina/contracts/storefront';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { OrderItemRow, OrderPaymentRow, OrderRow } from '../../db/schema';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { RateLimiter, RateLimitName } from '../../infra/rate-limits/rate-limiter';
import type { BlocklistService, Buyer, Rejection } from '../blocklist/blocklist.service';
import type { CustomersService } from '../customers/customers.service';
import type { DeliveryService } from '../delivery/delivery.service';
import type { OrderPayments, PayableOrder } from '../payments/order-payments.service';
import type { ShopEvents } from '../shop-events/shop-events.service';
import type { OrderWebhooks } from '../webhooks/webhooks.service';
import { buyerLetterMessage, type LetterShop } from './buyer-letter';
import { createMerchantOrders } from './merchant-orders';
import { latestPreviewOrder } from './order-preview';
import { orderEvent } from './order-event';
import { orderCreated, orderCreatedPayload, orderMessagesKeyPrefix } from './order-message';
import { resolveCartLines, type CartLine } from './cart-lines';
import { takeCartStock } from './cart-stock';
import { lineConflictOf, linesConflict } from './line-conflicts';
import { itemRowOf, orderRowOf, payloadHash } from './order-rows';
import type { StockTake } from './order-stock.repository';
import {
  findOrderByKey,
  findPublishedWidget,
  insertOrder,
  insertOrderItems,
  publishedContentOfSite,
  receivingContacts,
  takeOrderNumber,
  type PublishedWidget,
} from './orders.repository';
import { crossedThreshold, enqueueStockLow } from './stock-notice';

// The notifier renders order messages by this kind and payload; it reaches them through here.
export {
  ORDER_CREATED,
  ORDER_STATUS_CHANGED,
  orderCreated,
  orderPaid,
  orderStatusChanged,
  stockLow,
  type StockLowPayload,
  type OrderPaidPayload,
  type OrderCreatedPayload,
  type OrderStatusChangedPayload,
} from './order-message';
export type { ChatMove, OrderCard } from './merchant-orders';

export type OrderPayload = z.output<typeof orderPayloadSchema>;

interface OrdersServiceDeps {
  db: Db;
  now: Clock;
  rateLimiter: Pick<RateLimiter, 'hit' | 'refund'>;
  delivery: Pick<DeliveryService, 'enqueue' | 'enqueueAll' | 'nudge' | 'sendAgain'>;
  /** An order took or gave back stock: the merchant's cached showcases must be read anew. */
  stockChanged: (shopId: number) => void;
  /** Tells the shop's open consoles of a new order or a status change, in its transaction. */
  shopEvents: Pick<ShopEvents, 'record'>;
  /** The buyer the order joins (decision 61), in its transaction. */
  customers: Pick<CustomersService, 'buyerOf'>;
  /** The shop's webhook addresses that hear its orders (decision 73), in their transactions. */
  webhooks: Pick<OrderWebhooks, 'orderCreated' | 'statusChanged'>;
  /** The shop's blocked buyers (decision 74), kept in memory: an order of theirs is refused quietly. */
  blocklist: Pick<BlocklistService, 'rejectionOf'>;
  /** The online payment of an order whose widget takes one (issue 33). */
  payments: Pick<
    OrderPayments,
    'termsOf' | 'prepare' | 'start' | 'confirmationOf' | 'ofOrders' | 'refundsOf'
  >;
}

/**
 * A buyer's order as it arrived: the payload, its Idempotency-Key, the client's address and its
 * key for the limits, the page's origin, which the route let through as a confirmed domain of the
 * site, and the site's confirmed domains.
 */
export interface OrderRequest {
  payload: OrderPayload;
  idempotencyKey: string;
  clientAddress: string;
  clientKey: string;
  shopUrl: string;
  siteDomains: string[];
}

/**
 * What a placed order answers: its number and total in rubles (null: no price), and where the
 * buyer pays when the order is paid online.
 */
export interface PlacedOrder {
  number: number;
  total: number | null;
  payment?: { confirmation_url: string | null };
}

const placedOf = (order: OrderRow, payment?: PlacedOrder['payment']): PlacedOrder => ({
  number: order.number,
  total: order.total,
  ...(payment && { payment }),
});

/** The order as its payment needs it: what it charges, for what, to whom, back to which page. */
function payableOf(order: OrderRow, items: OrderItemRow[], request: OrderRequest): PayableOrder {
  return {
    id: order.id,
    shopId: order.shopId,
    number: order.number,
    total: order.total,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    // Only a page of the site is a place to send the buyer back to; any other, its origin.
    returnTo: order.pageOnSite ? order.pageUrl : request.shopUrl,
    lines: items.map((item) => ({
      title: item.productTitle,
      variant: item.variantValues,
      quantity: item.quantity,
      total: item.total,
    })),
  };
}

/** The buyer as the shop's blocked list is matched against. */
const buyerOf = ({ payload, clientAddress }: OrderRequest): Buyer => ({
  phone: payload.phone,
  email: normalizeEmail(payload.email),
  address: clientAddress,
});

/** An order just made, with its lines and the payment it asks for, if any. */
interface PlacedCart {
  order: OrderRow;
  items: OrderItemRow[];
  payment: OrderPaymentRow | undefined;
}

/** Rolls back an order whose key another one took first; that order then answers. */
class KeyTaken extends Error {}

/** Runs `insert`; undefined when it threw `KeyTaken`, its transaction rolled back. */
async function unlessKeyTaken<Result>(insert: () => Promise<Result>): Promise<Result | undefined> {
  try {
    return await insert();
  } catch (error) {
    if (error instanceof KeyTaken) return undefined;
    throw error;
  }
}

export function createOrdersService({
  db,
  now,
  rateLimiter,
  delivery,
  stockChanged,
  shopEvents,
  customers,
  blocklist,
  webhooks,
  payments,
}: OrdersServiceDeps) {
  /** Counts the order against a limit; a refusal speaks of orders, not sign-ins. */
  async function countOrder(name: RateLimitName, key: string) {
    try {
      await rateLimiter.hit(name, key);
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      throw new TooManyRequestsError(error.retryAfterSeconds, messages.order.tooManyOrders);
    }
  }

  /**
   * The widget and the cart's lines, each at the price the buyer saw and with stock enough as
   * read: one 409 names every line whose price changed or that is short. The order keeps the
   * prices read here, the ones just compared; its transaction takes the stock for good.
   */
  async function orderable(payload: OrderPayload) {
    const widget = await findPublishedWidget(db, payload.site_id, payload.tag_div);
    if (!widget) throw new NotFoundError(messages.order.showcaseNotFound);
    const content = await publishedContentOfSite(db, payload.site_id);
    const lines = await resolveCartLines(db, widget.shopId, content, payload.lines);
    const conflicts = lines.map(lineConflictOf).filter((each): each is LineConflict => !!each);
    if (conflicts.length > 0) throw linesConflict(lines.length, conflicts);
    return { widget, lines };
  }

  /** «Заканчивается» for each line whose take brought its stock down to its threshold. */
  async function noticeLowStock(
    tx: Db,
    order: OrderRow,
    lines: CartLine[],
    takes: Map<number, StockTake>,
  ) {
    for (const line of lines) {
      const take = takes.get(line.index);
      if (take && crossedThreshold(take, line.quantity, line.stockThreshold)) {
        await enqueueStockLow(tx, delivery, order.shopId, line, take.left, order.id, line.index);
      }
    }
  }

  /**
   * The order, one message to each receiving contact and the buyer's letter when the buyer gave
   * an e-mail, in one transaction; undefined when the key was taken meanwhile (the transaction,
   * its number included, is then rolled back). The letter's replies go to the first receiving
   * e-mail service of the widget: the address the merchant chose for these orders.
   */
  async function insertWithMessages(
    request: OrderRequest,
    widget: PublishedWidget,
    lines: CartLine[],
  ): Promise<PlacedCart | undefined> {
    const contacts = await receivingContacts(db, widget.shopId, widget.contactsId);
    // Read before the transaction: it then reads nothing outside itself (PGlite has one connection).
    const terms = widget.onlinePayment ? await payments.termsOf(widget.shopId) : undefined;
    const shop: LetterShop = {
      name: widget.siteTitle,
      url: request.shopUrl,
      replyTo: contacts.find((contact) => contact.email)?.email ?? null,
    };
    return unlessKeyTaken(() =>
      db.transaction(async (tx) => {
        const number = await takeOrderNumber(tx, widget.shopId);
        const takes = await takeCartStock(tx, lines);
        const row = orderRowOf(request, widget, lines, number, now());
        const customerId = await customers.buyerOf(tx, row);
        const order = await insertOrder(tx, { ...row, customerId });
        if (!order) throw new KeyTaken();
        await shopEvents.record(tx, orderEvent('order.created', order));
        const items = await insertOrderItems(
          tx,
          lines.map((line) => itemRowOf(order.id, order.shopId, line, takes.has(line.index))),
        );
        const cards = contacts.map(({ id: contactId }) =>
          orderCreated.message({
            shopId: widget.shopId,
            recipientId: contactId,
            payload: orderCreatedPayload(order, items),
            dedupeKey: `${orderMessagesKeyPrefix(order.id)}${contactId}`,
          }),
        );
        const letter = buyerLetterMessage(order, items, shop);
        await delivery.enqueueAll(tx, letter ? [...cards, letter] : cards);
        await webhooks.orderCreated(tx, order, items);
        await noticeLowStock(tx, order, lines, takes);
        const payment =
          terms && (await payments.prepare(tx, payableOf(order, items, request), terms));
        return { order, items, payment };
      }),
    );
  }

  /**
   * A refused order (decision 74): kept with its lines and the entry it matched, under the shop's
   * next number, and nothing else done: no stock taken, no buyer joined, no event, message or
   * payment. Undefined when the key was taken meanwhile.
   */
  function insertRejected(
    request: OrderRequest,
    widget: PublishedWidget,
    lines: CartLine[],
    rejection: Rejection,
  ): Promise<OrderRow | undefined> {
    return unlessKeyTaken(() =>
      db.transaction(async (tx) => {
        const number = await takeOrderNumber(tx, widget.shopId);
        const order = await insertOrder(tx, {
          ...orderRowOf(request, widget, lines, number, now()),
          rejectedKind: rejection.kind,
          rejectedValue: rejection.value,
        });
        if (!order) throw new KeyTaken();
        await insertOrderItems(
          tx,
          lines.map((line) => itemRowOf(order.id, order.shopId, line, false)),
        );
        return order;
      }),
    );
  }

  /**
   * What a refused order answers: a taken one's answer, its number and total, and for a widget
   * paid online a payment the provider could not start just now, as a taken order's may be.
   */
  async function placeRejected(
    request: OrderRequest,
    widget: PublishedWidget,
    lines: CartLine[],
    rejection: Rejection,
  ): Promise<PlacedOrder> {
    const terms = widget.onlinePayment ? await payments.termsOf(widget.shopId) : undefined;
    const order =
      (await insertRejected(request, widget, lines, rejection)) ?? (await orderOfTakenKey(request));
    return placedOf(order, terms && { confirmation_url: null });
  }

  /**
   * Only an order about to be kept spends its site's limit, and one that is not kept after all
   * gives it back: refusals spend their sender's limit alone, so no sender can close a shop to
   * its buyers (issue 27).
   */
  async function insertCountedForSite(
    request: OrderRequest,
    widget: PublishedWidget,
    lines: CartLine[],
  ): Promise<PlacedCart | undefined> {
    const site = String(request.payload.site_id);
    await countOrder('ordersPerSite', site);
    const order = await insertWithMessages(request, widget, lines).catch(async (error) => {
      await rateLimiter.refund('ordersPerSite', site);
      throw error;
    });
    if (!order) await rateLimiter.refund('ordersPerSite', site);
    return order;
  }

  /** The order a key already made answers again only for the very payload it came with. */
  async function earlierOrder({ payload, idempotencyKey }: OrderRequest) {
    const order = await findOrderByKey(db, idempotencyKey);
    if (order && order.payloadHash !== payloadHash(payload)) {
      throw new AppError('CONFLICT', messages.order.idempotencyKeyReused);
    }
    return order;
  }

  /** The key went to a parallel order while this one was made: that order answers. */
  async function orderOfTakenKey(request: OrderRequest): Promise<OrderRow> {
    const order = await earlierOrder(request);
    if (!order) throw new AppError('INTERNAL', messages.order.failed);
    return order;
  }

  return {
    /**
     * Places a buyer's order and answers its number and total. A retry with the same key and
     * payload answers the order the first made, whatever the price since; parallel ones race on
     * the key's unique index, not on a read, so one order is made whatever their number.
     */
    async place(request: OrderRequest): Promise<PlacedOrder> {
      await countOrder('ordersPerIp', request.clientKey);
      const earlier = await earlierOrder(request);
      if (earlier) return placedOf(earlier, await payments.confirmationOf(earlier.id));
      const { widget, lines } = await orderable(request.payload);
      const rejection = await blocklist.rejectionOf(widget.shopId, buyerOf(request));
      if (rejection) return placeRejected(request, widget, lines, rejection);
      const placed = await insertCountedForSite(request, widget, lines);
      if (!placed) return placedOf(await orderOfTakenKey(request));
      if (placed.items.some((item) => item.stockTaken)) stockChanged(placed.order.shopId);
      delivery.nudge();
      const { payment } = placed;
      return placedOf(placed.order, payment && { confirmation_url: await payments.start(payment) });
    },

    ...createMerchantOrders({
      db,
      now,
      delivery,
      stockChanged,
      shopEvents,
      webhooks,
      payments,
    }),

    /** The shop's latest order taken, as the preview of its message templates shows it. */
    previewOrder: (shopId: number) => latestPreviewOrder(db, shopId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
