import { blocklistMessages } from '@vitrina/contracts/blocklist-texts';
import { messages } from '@vitrina/contracts/messages';
import {
  canMoveOrder,
  ORDER_STATUS_LABELS,
  ORDERS_EXPORT_MAX,
  ORDERS_INBOX_LATEST,
  type Order,
  type OrderDetail,
  type OrdersFilter,
  type OrdersInbox,
  type OrdersPage,
  type OrderStatus,
  type OrderUpdate,
} from '@vitrina/contracts/orders';
import type { Db } from '../../db/client';
import { shopTimeZone } from '../../db/shop-days';
import type { OrderRow } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { DeliveryService } from '../delivery/delivery.service';
import type { OrderPaymentStatus } from '@vitrina/contracts/payment-texts';
import type { OrderPayments } from '../payments/order-payments.service';
import type { ShopEvents } from '../shop-events/shop-events.service';
import type { OrderWebhooks } from '../webhooks/webhooks.service';
import { orderEvent } from './order-event';
import { ORDERS_EXPORT_PAGE, type OrdersExport } from './order-export';
import { pagesBefore } from './order-pages';
import { orderLineJson } from '../../shared/order-line-json';
import { deliveryJson, orderJson, statusChangeJson } from './order-json';
import {
  orderCreatedPayload,
  orderMessagesKeyPrefix,
  orderOfMessageKey,
  orderStatusChangedMessage,
  type ChatCard,
  type OrderCreatedPayload,
} from './order-message';
import { linesOfOrder, linesOfOrders } from './order-items.repository';
import {
  findOrder,
  latestOrders,
  listOrders,
  messagesOfCause,
  statusChangesOf,
  type ListedOrderRow,
} from './order-reads.repository';
import {
  accountEmail,
  findOrderWithActor,
  lockOrder,
  giveStockBack,
  moveOrder,
  ownerOfOrder,
  setOrderNote,
  type StatusChangeBy,
} from './order-status.repository';
import { statusLetterMessage } from './status-letter';

interface MerchantOrdersDeps {
  db: Db;
  now: Clock;
  delivery: Pick<DeliveryService, 'enqueue' | 'nudge' | 'sendAgain'>;
  stockChanged: (shopId: number) => void;
  shopEvents: Pick<ShopEvents, 'record'>;
  /** The shop's webhook addresses that hear its status moves (decision 73). */
  webhooks: Pick<OrderWebhooks, 'statusChanged'>;
  /** The orders' online payments and refunds (issue 33). */
  payments: Pick<OrderPayments, 'ofOrders' | 'refundsOf'>;
}

/** An order as a chat's card shows it: what it was sent with, where it stands, set by whom. */
export interface OrderCard {
  payload: OrderCreatedPayload;
  status: OrderStatus;
  /** The actor of the change that set the status; null while the order is NEW. */
  by: string | null;
  /** Where its online payment stands; null when it was ordered without one. */
  payment: OrderPaymentStatus | null;
}

/** What a move asked from a chat made of the order. */
export interface ChatMove {
  /** False when the order had already left the status the button was for: nothing changed. */
  moved: boolean;
  /** The order's status after the press. */
  status: OrderStatus;
}

function refusedMove(from: OrderStatus, to: OrderStatus) {
  return new AppError(
    'UNPROCESSABLE',
    messages.orders.statusMoveRefused(ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]),
  );
}

/** The merchant's side of orders: the filtered list, one order, its status and note, resends. */
export function createMerchantOrders({
  db,
  now,
  delivery,
  stockChanged,
  shopEvents,
  webhooks,
  payments,
}: MerchantOrdersDeps) {
  async function detail(shopId: number, id: number): Promise<OrderDetail> {
    // The history is read beside the order, by its id alone: another merchant's id answers
    // 404 below before anything read is shown.
    const [row, lines, changes, deliveries, paid, refunds] = await Promise.all([
      findOrder(db, shopId, id),
      linesOfOrder(db, id),
      statusChangesOf(db, id),
      messagesOfCause(db, shopId, orderMessagesKeyPrefix(id)),
      payments.ofOrders([id]),
      payments.refundsOf(id),
    ]);
    if (!row) throw new NotFoundError();
    return {
      ...orderJson(row, lines, paid.get(id) ?? null),
      status_changes: changes.map(statusChangeJson),
      deliveries: deliveries.map(deliveryJson),
      refunds,
    };
  }

  /** The orders as the calls answer them, their lines and payments read in one statement each. */
  async function withLines(rows: ListedOrderRow[]): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const [lines, paid] = await Promise.all([linesOfOrders(db, ids), payments.ofOrders(ids)]);
    return rows.map((row) => orderJson(row, lines.get(row.id) ?? [], paid.get(row.id) ?? null));
  }

  /** The export's orders with their lines and payments, a page of the filtered list at a time. */
  async function* exportPages(shopId: number, filter: OrdersFilter): AsyncGenerator<Order[]> {
    const read = (limit: number, before?: number) => listOrders(db, shopId, filter, limit, before);
    const pages = pagesBefore(read, { max: ORDERS_EXPORT_MAX, page: ORDERS_EXPORT_PAGE });
    for await (const rows of pages) yield await withLines(rows);
  }

  async function exportLinesOf(orderIds: number[]) {
    const lines = await linesOfOrders(db, orderIds);
    return new Map([...lines].map(([id, rows]) => [id, rows.map(orderLineJson)]));
  }

  /** Runs `change` on the merchant's order with its row locked, in one transaction. */
  async function withLockedOrder<Result>(
    shopId: number,
    id: number,
    change: (tx: Db, order: OrderRow) => Promise<Result>,
  ): Promise<Result> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, shopId, id);
      if (!order) throw new NotFoundError();
      return change(tx, order);
    });
  }

  /**
   * Moves the locked order to `to` when it may go there, and queues the message that brings its
   * cards in chats up to date (the `pressed` one among them) and the buyer's letter when the shop
   * tells such moves; the same status changes nothing. Answers whether it moved; the caller
   * nudges the workers once the transaction has committed.
   */
  async function move(
    tx: Db,
    order: OrderRow,
    to: OrderStatus,
    by: StatusChangeBy,
    pressed?: ChatCard,
  ) {
    if (order.status === to) return false;
    // A refused order's buyer hears nothing of it, a letter on a move included (decision 74).
    if (order.rejectedKind)
      throw new AppError('UNPROCESSABLE', blocklistMessages.rejectedOrderFixed);
    if (!canMoveOrder(order.status, to)) throw refusedMove(order.status, to);
    const changeId = await moveOrder(tx, order, to, by, now());
    if (to === 'CANCELLED') await giveStockBack(tx, order.id);
    await delivery.enqueue(tx, orderStatusChangedMessage(order, to, changeId, pressed));
    const letter = await statusLetterMessage(tx, order, to, changeId);
    if (letter) await delivery.enqueue(tx, letter);
    await shopEvents.record(tx, orderEvent('order.status_changed', order));
    await webhooks.statusChanged(tx, order, to, () => linesOfOrder(tx, order.id));
    return true;
  }

  /** Once a move has committed: the workers send its messages, a cancel's stock shows again. */
  function afterMove(shopId: number, to: OrderStatus) {
    delivery.nudge();
    if (to === 'CANCELLED') stockChanged(shopId);
  }

  return {
    async list(shopId: number, query: OrdersFilter & { limit: number; before?: number }) {
      // One more than asked tells whether another page follows.
      const rows = await listOrders(db, shopId, query, query.limit + 1, query.before);
      const page = rows.slice(0, query.limit);
      return {
        orders: await withLines(page),
        next_before: rows.length > query.limit ? page.at(-1)!.id : null,
      } satisfies OrdersPage['data'];
    },

    /** How many orders are NEW, and the newest orders of any status: one query. */
    /** A message about an order failed for good: the shop's open consoles hear of it. */
    async deliveryFailed(tx: Db, message: { shopId: number | null; dedupeKey: string }) {
      const orderId = orderOfMessageKey(message.dedupeKey);
      if (orderId === undefined || message.shopId === null) return;
      const order = await findOrder(tx, message.shopId, orderId);
      if (order) await shopEvents.record(tx, orderEvent('delivery.failed', order));
    },

    async inbox(shopId: number): Promise<OrdersInbox> {
      const rows = await latestOrders(db, shopId, ORDERS_INBOX_LATEST);
      // No order at all is no NEW order either.
      return { new_count: rows[0]?.newCount ?? 0, latest: await withLines(rows) };
    },

    /**
     * The newest `ORDERS_EXPORT_MAX` orders of the filtered list, newest first, to be read a page
     * at a time as they are written, and the zone (read now: 404 before any page is written).
     */
    async exportRows(shopId: number, filter: OrdersFilter): Promise<OrdersExport> {
      const timeZone = await shopTimeZone(db, shopId);
      if (timeZone === undefined) throw new NotFoundError();
      return { pages: exportPages(shopId, filter), timeZone, linesOf: exportLinesOf };
    },

    get: detail,

    /**
     * A member's change from the console: a status move (422 when the order may not go
     * there) and the note, in one transaction on the locked order.
     */
    async update(
      { shopId, actorId }: { shopId: number; actorId: number },
      id: number,
      update: OrderUpdate,
    ): Promise<OrderDetail> {
      const moved = await withLockedOrder(shopId, id, async (tx, order) => {
        const { status, note } = update;
        const by = { source: 'console', actor: accountEmail(actorId) } as const;
        const hasMoved = status !== undefined && (await move(tx, order, status, by));
        if (note !== undefined) await setOrderNote(tx, id, note);
        return hasMoved;
      });
      if (moved) afterMove(shopId, update.status!);
      return detail(shopId, id);
    },

    /** The merchant of the order, for a chat to check that it may change it. */
    ownerOf: (id: number): Promise<number | undefined> => ownerOfOrder(db, id),

    /**
     * A move asked from a chat's button on the `pressed` card: made when the order may go there,
     * and its message edits that card with the others; otherwise (an older card, a second press)
     * nothing changes and the card shows where the order stands.
     */
    async moveFromChat(
      shopId: number,
      id: number,
      to: OrderStatus,
      actor: string,
      pressed?: ChatCard,
    ) {
      const result = await withLockedOrder(shopId, id, async (tx, locked): Promise<ChatMove> => {
        if (!canMoveOrder(locked.status, to)) return { moved: false, status: locked.status };
        await move(tx, locked, to, { source: 'telegram', actor }, pressed);
        return { moved: true, status: to };
      });
      if (result.moved) afterMove(shopId, to);
      return result;
    },

    /** The merchant's order as its chats' cards show it; undefined when there is none. */
    async cardOf(shopId: number, id: number): Promise<OrderCard | undefined> {
      const row = await findOrderWithActor(db, shopId, id);
      if (!row) return undefined;
      const [lines, paid] = await Promise.all([linesOfOrder(db, id), payments.ofOrders([id])]);
      const payload = orderCreatedPayload(row.order, lines);
      const payment = paid.get(id)?.status ?? null;
      return { payload, status: row.order.status, by: row.actor, payment };
    },

    /** Queues a failed message about the order again; 404 for another's, 422 if not failed. */
    async sendAgain(shopId: number, orderId: number, deliveryId: number): Promise<OrderDetail> {
      const keyPrefix = orderMessagesKeyPrefix(orderId);
      if (!(await delivery.sendAgain({ shopId, id: deliveryId, keyPrefix }))) {
        const known = await messagesOfCause(db, shopId, keyPrefix);
        if (!known.some((message) => message.id === deliveryId)) throw new NotFoundError();
        throw new AppError('UNPROCESSABLE', messages.orders.deliveryNotFailed);
      }
      return detail(shopId, orderId);
    },
  };
}
