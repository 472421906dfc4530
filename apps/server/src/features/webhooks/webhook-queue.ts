import type { WebhookDeliveryEvent } from '@vitrina/contracts/webhooks';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { messageKind, type DeliveryService } from '../delivery/delivery.service';
import { insertDeliveries } from './webhook-deliveries.repository';

/** The outbox kind of a delivery to an address: its payload names the delivery's row. */
export const webhookDelivery = messageKind(
  'webhooks.delivery',
  z.object({ deliveryId: z.number().int() }),
);

/** The start of the dedupe keys of an address's messages: they go when it is deleted. */
export const endpointKeyPrefix = (endpointId: number) => `${webhookDelivery.kind}:${endpointId}:`;

/** One event for one address: what its body will say. */
export interface QueuedDelivery {
  endpointId: number;
  event: WebhookDeliveryEvent;
  eventId: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  resentFrom?: number;
}

export interface QueueDeps {
  now: Clock;
  delivery: Pick<DeliveryService, 'enqueueAll'>;
}

/**
 * Writes the deliveries and their outbox messages in the transaction `tx` (of their cause, or of
 * the merchant's «Проверить» or resend); answers the rows written. The caller nudges the workers
 * once it has committed.
 */
export async function queueDeliveries(
  tx: Db,
  shopId: number,
  deliveries: QueuedDelivery[],
  { now, delivery }: QueueDeps,
) {
  const createdAt = now();
  const rows = await insertDeliveries(
    tx,
    deliveries.map((each) => ({
      ...each,
      dedupeKey: `${endpointKeyPrefix(each.endpointId)}${randomUUID()}`,
      createdAt,
    })),
  );
  const messages = rows.map(({ id, dedupeKey }) =>
    webhookDelivery.message({ shopId, payload: { deliveryId: id }, dedupeKey }),
  );
  await delivery.enqueueAll(tx, messages);
  return rows;
}
