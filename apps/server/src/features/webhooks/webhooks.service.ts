import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { PageFetcher } from '../../infra/page-fetcher/page-fetcher';
import type { SecretsCipher } from '../../infra/secrets/secrets-cipher';
import type { DeliveryService } from '../delivery/delivery.service';
import type { ShopJournal } from '../team/shop-journal.service';
import { createWebhookEndpoints } from './webhook-endpoints';
import { createWebhookEvents } from './webhook-events';
import { createWebhookLog } from './webhook-log';
import { createWebhookSending } from './webhook-sending';

interface WebhooksDeps {
  db: Db;
  now: Clock;
  delivery: Pick<DeliveryService, 'enqueueAll' | 'nudge' | 'dropUnsent'>;
  /** The secrets' cipher of decision 63, under the server's secret. */
  cipher: SecretsCipher;
  /** The guarded fetcher, which checks an address before it is kept. */
  fetcher: Pick<PageFetcher, 'checkAddress'>;
  journal: Pick<ShopJournal, 'record'>;
  /** Plain http too: only where private addresses are fetched (ALLOW_PRIVATE_FETCH, tests). */
  allowPlainHttp: boolean;
  /** How long a process keeps which addresses hear a shop after a write it was not told of. */
  cacheTtlMs: number;
}

/**
 * A shop's outgoing webhooks (issue 36, decision 73): its addresses, their deliveries through
 * the outbox with a log of every try, «Проверить» and resends, and the events of its orders
 * queued in their transactions.
 */
export function createWebhooks(deps: WebhooksDeps) {
  const { db, now, delivery, cipher } = deps;
  const events = createWebhookEvents({ now, delivery, cacheTtlMs: deps.cacheTtlMs });
  return {
    endpoints: createWebhookEndpoints(deps),
    log: createWebhookLog({ db, now, delivery }),
    sending: createWebhookSending({ db, now, cipher }),
    events,
    /** Which addresses hear the shop is read anew after any write of the merchant. */
    forgetMerchant: events.forgetMerchant,
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
/** What the orders tell: a new order, a status move, a payment. */
export type OrderWebhooks = Webhooks['events'];
