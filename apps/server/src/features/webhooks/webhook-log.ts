import {
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  webhookMessages as texts,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
} from '@vitrina/contracts/webhooks';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { DeliveryService } from '../delivery/delivery.service';
import { attemptsOf, deliveriesOf, findDelivery } from './webhook-deliveries.repository';
import { findEndpoint } from './webhook-endpoints.repository';
import { deliveryJson } from './webhook-json';
import { queueDeliveries, type QueueDeps, type QueuedDelivery } from './webhook-queue';

interface WebhookLogDeps extends QueueDeps {
  db: Db;
  delivery: Pick<DeliveryService, 'enqueueAll' | 'nudge'>;
}

/** An address's deliveries with their tries, and what the merchant sends from there. */
export function createWebhookLog({ db, now, delivery }: WebhookLogDeps) {
  /** The shop's address that may send now: 404 for another's, 422 while it is switched off. */
  async function sendingEndpoint(shopId: number, id: number) {
    const endpoint = await findEndpoint(db, shopId, id);
    if (!endpoint) throw new NotFoundError();
    if (!endpoint.enabled) throw new AppError('UNPROCESSABLE', texts.endpointDisabled);
    return endpoint;
  }

  /** Queues one delivery and wakes the workers once it is written: answered pending. */
  async function send(shopId: number, queued: QueuedDelivery): Promise<WebhookDelivery> {
    const [row] = await db.transaction((tx) =>
      queueDeliveries(tx, shopId, [queued], { now, delivery }),
    );
    delivery.nudge();
    return deliveryJson(row!, 'PENDING', []);
  }

  return {
    /** The newest deliveries first, `WEBHOOK_LIMITS.logPageSize` at a time. */
    async deliveries(shopId: number, id: number, before?: number): Promise<WebhookDeliveriesPage> {
      if (!(await findEndpoint(db, shopId, id))) throw new NotFoundError();
      const limit = WEBHOOK_LIMITS.logPageSize;
      const rows = await deliveriesOf(db, id, limit + 1, before);
      const page = rows.slice(0, limit);
      const attempts = await attemptsOf(
        db,
        page.map(({ delivery: row }) => row.id),
      );
      return {
        deliveries: page.map(({ delivery: row, status }) =>
          deliveryJson(row, status, attempts.get(row.id) ?? []),
        ),
        next_before: rows.length > limit ? page.at(-1)!.delivery.id : null,
      };
    },

    /** «Проверить»: a test event to the address, now. */
    async sendTest(shopId: number, id: number): Promise<WebhookDelivery> {
      await sendingEndpoint(shopId, id);
      return send(shopId, {
        endpointId: id,
        event: WEBHOOK_TEST_EVENT,
        eventId: randomUUID(),
        occurredAt: now(),
        data: { message: texts.testMessage },
      });
    },

    /**
     * «Отправить ещё раз»: the same event (its id, time and data) as a new delivery, once the
     * earlier one has ended, delivered or not.
     */
    async resend(shopId: number, id: number, deliveryId: number): Promise<WebhookDelivery> {
      await sendingEndpoint(shopId, id);
      const found = await findDelivery(db, id, deliveryId);
      if (!found) throw new NotFoundError();
      if (found.status === 'PENDING') throw new AppError('UNPROCESSABLE', texts.deliveryUnderWay);
      const { event, eventId, occurredAt, data } = found.delivery;
      return send(shopId, {
        endpointId: id,
        event,
        eventId,
        occurredAt,
        data,
        resentFrom: deliveryId,
      });
    },
  };
}
