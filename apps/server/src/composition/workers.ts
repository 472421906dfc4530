import type { Config } from '../config';
import type { DeliveryHandler } from '../features/delivery/delivery.service';
import { createDeliveryWorker } from '../features/delivery/delivery-worker';
import { createNotifierHandlers } from '../features/notifier/notifier-handlers';
import { createBuyerLetterHandlers } from '../features/orders/buyer-letter.handler';
import type { Logger } from '../logger';
import type { Infrastructure } from './infrastructure';
import type { Services } from './services';

/**
 * Who delivers each kind of outbox message: a feature that sends messages adds its handlers
 * here, under kinds named after it (`notifier.test`).
 */
function deliveryHandlers(
  { db, mailer, telegram }: Infrastructure,
  { orders }: Services,
  config: Config,
): Record<string, DeliveryHandler> {
  const publicUrl = config.http.publicUrl;
  return {
    ...createNotifierHandlers({ db, telegram, mailer, publicUrl, orders }),
    ...createBuyerLetterHandlers({ mailer, publicUrl }),
  };
}

/**
 * The background workers, built once from the services they serve: the app starts them once it
 * is ready and stops them before it closes. `extraHandlers` deliver kinds of a test's own.
 */
export function createWorkers(
  infra: Infrastructure,
  services: Services,
  config: Config,
  logger: Logger,
  extraHandlers: Record<string, DeliveryHandler> = {},
) {
  const delivery = createDeliveryWorker({
    db: infra.db,
    now: infra.now,
    logger,
    delivery: services.delivery,
    handlers: { ...deliveryHandlers(infra, services, config), ...extraHandlers },
    settings: config.delivery,
  });
  return {
    /** DELIVERY_CONCURRENCY=0 leaves delivery to other server processes. */
    start() {
      if (config.delivery.concurrency > 0) delivery.start();
    },
    stop: () => delivery.stop(),
  };
}
