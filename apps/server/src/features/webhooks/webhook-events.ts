import type { OrderStatus } from '@vitrina/contracts/orders';
import type { WebhookEvent, WebhookEventData } from '@vitrina/contracts/webhooks';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { OrderItemRow, OrderPaymentRow, OrderRow } from '../../db/schema';
import { createMerchantCache } from '../../infra/merchant-cache/merchant-cache';
import { selectSubscriptions, type Subscription } from './webhook-endpoints.repository';
import {
  orderCreatedData,
  paymentSucceededData,
  statusChangedData,
  type LinesOf,
} from './webhook-order';
import { queueDeliveries, type QueueDeps } from './webhook-queue';

interface WebhookEventsDeps extends QueueDeps {
  /** How long a process keeps a shop's subscriptions after a write it was not told of. */
  cacheTtlMs: number;
}

/**
 * The shop's events, each queued for every enabled address that hears it, in the transaction of
 * the event. Which addresses hear what is kept in memory per shop and forgotten on any write of
 * the merchant (`forgetMerchant`, in every process): a shop without webhooks costs its orders no
 * statement once it is kept.
 */
export function createWebhookEvents({ now, delivery, cacheTtlMs }: WebhookEventsDeps) {
  const subscriptions = createMerchantCache<Subscription[]>({ now, ttlMs: cacheTtlMs });

  /** Read in `tx`: PGlite's one connection is the transaction's while it runs. */
  async function subscriptionsOf(tx: Db, shopId: number): Promise<Subscription[]> {
    const kept = subscriptions.get(shopId);
    if (kept) return kept;
    const version = subscriptions.versionOf(shopId);
    const read = await selectSubscriptions(tx, shopId);
    subscriptions.set(shopId, shopId, version, read);
    return read;
  }

  /** Queues `event` for the addresses that hear it; its data is built only when one does. */
  async function tell<Event extends WebhookEvent>(
    tx: Db,
    shopId: number,
    event: Event,
    data: () => Promise<WebhookEventData[Event]> | WebhookEventData[Event],
  ): Promise<void> {
    const hearing = (await subscriptionsOf(tx, shopId)).filter((each) =>
      each.events.includes(event),
    );
    if (hearing.length === 0) return;
    const built = await data();
    const happened = { event, eventId: randomUUID(), occurredAt: now(), data: built };
    const deliveries = hearing.map(({ id }) => ({ endpointId: id, ...happened }));
    await queueDeliveries(tx, shopId, deliveries, { now, delivery });
  }

  return {
    /** A buyer placed the order: in its transaction, with its lines. */
    orderCreated: (tx: Db, order: OrderRow, lines: OrderItemRow[]) =>
      tell(tx, order.shopId, 'order.created', () => orderCreatedData(order, lines)),

    /** The order (as it was before) moves to `to`, in the move's transaction. */
    statusChanged: (tx: Db, order: OrderRow, to: OrderStatus, linesOf: LinesOf) =>
      tell(tx, order.shopId, 'order.status_changed', async () =>
        statusChangedData(order, to, await linesOf()),
      ),

    /** The order's online payment succeeded, in the payment's transaction. */
    paid: (tx: Db, order: OrderRow, payment: OrderPaymentRow, linesOf: LinesOf) =>
      tell(tx, order.shopId, 'payment.succeeded', async () =>
        paymentSucceededData(order, payment, await linesOf()),
      ),

    forgetMerchant: (shopId: number) => subscriptions.merchantChanged(shopId),
  };
}

export type WebhookEvents = ReturnType<typeof createWebhookEvents>;
