import {
  WEBHOOK_LIMITS,
  webhookMessages as texts,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEndpointUpdate,
} from '@vitrina/contracts/webhooks';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { SecretsCipher } from '../../infra/secrets/secrets-cipher';
import type { Acting } from '../../shared/acting';
import type { DeliveryService } from '../delivery/delivery.service';
import type { ShopJournal } from '../team/shop-journal.service';
import { checkedAddress, urlRefused, type AddressRules } from './webhook-address';
import {
  countEndpoints,
  deleteEndpoint,
  insertEndpoint,
  lastDeliveriesOf,
  listEndpoints,
  updateEndpoint,
} from './webhook-endpoints.repository';
import { endpointJson } from './webhook-json';
import { endpointKeyPrefix } from './webhook-queue';
import { newSecret, secretContext } from './webhook-signature';

interface WebhookEndpointsDeps extends AddressRules {
  db: Db;
  cipher: SecretsCipher;
  delivery: Pick<DeliveryService, 'dropUnsent'>;
  /** Adding, changing and deleting an address are written into the shop's journal. */
  journal: Pick<ShopJournal, 'record'>;
}

/**
 * A shop's addresses (issue 36): added once the guarded fetcher would reach them, each with a
 * secret shown once and kept encrypted (decision 63's cipher, the shop as its context).
 */
export function createWebhookEndpoints(deps: WebhookEndpointsDeps) {
  const { db, cipher, delivery, journal } = deps;

  return {
    async list(shopId: number): Promise<WebhookEndpoint[]> {
      const rows = await listEndpoints(db, shopId);
      const last = await lastDeliveriesOf(
        db,
        rows.map((row) => row.id),
      );
      const byEndpoint = new Map(last.map((each) => [each.endpointId, each]));
      return rows.map((row) => endpointJson(row, byEndpoint.get(row.id)));
    },

    /** Checks the address outside any transaction (it resolves the name), then keeps it. */
    async create(
      { shopId, actorId }: Acting,
      { url: typed, events }: WebhookEndpointCreate,
    ): Promise<WebhookEndpointCreated> {
      const url = await checkedAddress(typed, deps);
      const secret = newSecret();
      const row = await db.transaction(async (tx) => {
        if ((await countEndpoints(tx, shopId)) >= WEBHOOK_LIMITS.endpointsPerShop) {
          throw new AppError('UNPROCESSABLE', texts.tooManyEndpoints);
        }
        const added = await insertEndpoint(tx, {
          shopId,
          url,
          events,
          secretEncrypted: cipher.encrypt(secret, secretContext(shopId)),
          secretLast4: secret.slice(-WEBHOOK_LIMITS.secretShownLength),
        });
        if (!added) throw urlRefused(texts.urlTaken);
        await journal.record(tx, { shopId, actorId, action: 'webhook.added', subject: url });
        return added;
      });
      return { ...endpointJson(row), secret };
    },

    /** On or off, or its events; a switched-off address's waiting deliveries end unsent. */
    async update(
      { shopId, actorId }: Acting,
      id: number,
      { enabled, events }: WebhookEndpointUpdate,
    ): Promise<WebhookEndpoint> {
      const row = await db.transaction(async (tx) => {
        const updated = await updateEndpoint(tx, shopId, id, { enabled, events });
        if (!updated) throw new NotFoundError();
        const subject = updated.url;
        await journal.record(tx, { shopId, actorId, action: 'webhook.changed', subject });
        return updated;
      });
      const [last] = await lastDeliveriesOf(db, [row.id]);
      return endpointJson(row, last);
    },

    /** With its log, and its messages not yet sent. */
    async remove({ shopId, actorId }: Acting, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await deleteEndpoint(tx, shopId, id);
        if (!deleted) throw new NotFoundError();
        await delivery.dropUnsent(tx, shopId, { keys: [], prefixes: [endpointKeyPrefix(id)] });
        const subject = deleted.url;
        await journal.record(tx, { shopId, actorId, action: 'webhook.deleted', subject });
      });
    },
  };
}
