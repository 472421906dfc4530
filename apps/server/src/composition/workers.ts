import type { Config } from '../config';
import { messageRegistry, type MessageDefinition } from '../features/delivery/delivery.service';
import { accountMessages } from '../features/auth/account-messages';
import { createDeliveryWorker, type TryResultCounter } from '../features/delivery/delivery-worker';
import { notingChannel } from '../features/delivery/try-channel';
import { createImportWorker } from '../features/catalog-import/import-worker';
import { teamMessages } from '../features/team/invitation-letter';
import { notifierMessages } from '../features/notifier/notifier-handlers';
import { buyerLetterMessages } from '../features/orders/buyer-letter.handler';
import { webhookMessages } from '../features/webhooks/webhook-delivery.handler';
import { createWebhookLogPruning } from '../features/webhooks/webhook-log-pruning';
import type { Logger } from '../logger';
import type { Infrastructure } from './infrastructure';
import type { Services } from './services';

/**
 * Every kind of outbox message with its handler (decision 51): a feature that sends messages
 * adds its definitions here, under kinds named after it (`notifier.test`). The handlers' mailer,
 * bot and webhooks' fetcher note their channel in the try that calls them, for the count of
 * results by channel.
 */
function messageDefinitions(
  infra: Infrastructure,
  { orders, webhooks, shopTemplates: templates }: Services,
  config: Config,
): MessageDefinition[] {
  const { db } = infra;
  const mailer = notingChannel('email', infra.mailer, ['send']);
  const telegram = infra.telegram && notingChannel('telegram', infra.telegram, ['send', 'edit']);
  const publicUrl = config.http.publicUrl;
  return [
    ...accountMessages({ mailer, publicUrl }),
    ...notifierMessages({ db, telegram, mailer, publicUrl, orders, templates }),
    ...teamMessages({ mailer, publicUrl }),
    ...buyerLetterMessages({ mailer, publicUrl, templates }),
    ...webhookMessages({
      sending: webhooks.sending,
      fetcher: notingChannel('webhook', infra.pageFetcher, ['post']),
      now: infra.now,
    }),
  ];
}

/** A job's lease outlives a slow batch; a job left by a dead process waits at most this. */
const IMPORT_WORKER_SETTINGS = { leaseSeconds: 120, pollIntervalMs: 2000 };

/** What the app gives the workers beside the parts every piece gets. */
export interface WorkerOptions {
  /** Kinds of a test's own. */
  extraKinds?: MessageDefinition[];
  /** Counts the outbox's tries by channel and result: the metrics', when they are on. */
  deliveryResults?: TryResultCounter;
}

/**
 * The background workers, built once from the services they serve: the app starts them once it
 * is ready and stops them before it closes.
 */
export function createWorkers(
  infra: Infrastructure,
  services: Services,
  config: Config,
  logger: Logger,
  { extraKinds = [], deliveryResults }: WorkerOptions = {},
) {
  const delivery = createDeliveryWorker({
    db: infra.db,
    now: infra.now,
    logger,
    delivery: services.delivery,
    messages: messageRegistry([...messageDefinitions(infra, services, config), ...extraKinds]),
    settings: config.delivery,
    failedForGood: services.orders.deliveryFailed,
    results: deliveryResults,
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
  const webhookLog = createWebhookLogPruning({ db: infra.db, now: infra.now, logger });
  return {
    /** DELIVERY_CONCURRENCY=0 leaves delivery to other server processes. */
    start() {
      if (config.delivery.concurrency > 0) delivery.start();
      imports.start();
      services.paymentPoll.start();
      webhookLog.start();
    },
    /** Whether this process delivers as it is set to: its worker runs, or it is to run none. */
    deliveryRunning: () => config.delivery.concurrency === 0 || delivery.running(),
    stop: () =>
      Promise.all([
        delivery.stop(),
        imports.stop(),
        services.paymentPoll.stop(),
        webhookLog.stop(),
      ]).then(() => undefined),
  };
}
