import type { Config } from '../config';
import { messageRegistry, type MessageDefinition } from '../features/delivery/delivery.service';
import { accountMessages } from '../features/auth/account-messages';
import { createDeliveryWorker } from '../features/delivery/delivery-worker';
import { createImportWorker } from '../features/catalog-import/import-worker';
import { teamMessages } from '../features/team/invitation-letter';
import { notifierMessages } from '../features/notifier/notifier-handlers';
import { buyerLetterMessages } from '../features/orders/buyer-letter.handler';
import type { Logger } from '../logger';
import type { Infrastructure } from './infrastructure';
import type { Services } from './services';

/**
 * Every kind of outbox message with its handler (decision 51): a feature that sends messages
 * adds its definitions here, under kinds named after it (`notifier.test`).
 */
function messageDefinitions(
  { db, mailer, telegram }: Infrastructure,
  { orders }: Services,
  config: Config,
): MessageDefinition[] {
  const publicUrl = config.http.publicUrl;
  return [
    ...accountMessages({ mailer, publicUrl }),
    ...notifierMessages({ db, telegram, mailer, publicUrl, orders }),
    ...teamMessages({ mailer, publicUrl }),
    ...buyerLetterMessages({ mailer, publicUrl }),
  ];
}

/** A job's lease outlives a slow batch; a job left by a dead process waits at most this. */
const IMPORT_WORKER_SETTINGS = { leaseSeconds: 120, pollIntervalMs: 2000 };

/**
 * The background workers, built once from the services they serve: the app starts them once it
 * is ready and stops them before it closes. `extraKinds` are kinds of a test's own.
 */
export function createWorkers(
  infra: Infrastructure,
  services: Services,
  config: Config,
  logger: Logger,
  extraKinds: MessageDefinition[] = [],
) {
  const delivery = createDeliveryWorker({
    db: infra.db,
    now: infra.now,
    logger,
    delivery: services.delivery,
    messages: messageRegistry([...messageDefinitions(infra, services, config), ...extraKinds]),
    settings: config.delivery,
  });
  const imports = createImportWorker({
    db: infra.db,
    now: infra.now,
    logger,
    collections: services.collections,
    characteristics: services.characteristics,
    photos: services.productPhotos,
    fetcher: infra.pageFetcher,
    photoUrlBase: services.photoUrlBase,
    changed: services.merchantReads.changed,
    bell: services.importJobs,
    refreshStatistics: infra.embeddedDatabase,
    ...IMPORT_WORKER_SETTINGS,
  });
  return {
    /** DELIVERY_CONCURRENCY=0 leaves delivery to other server processes. */
    start() {
      if (config.delivery.concurrency > 0) delivery.start();
      imports.start();
    },
    stop: () => Promise.all([delivery.stop(), imports.stop()]).then(() => undefined),
  };
}
