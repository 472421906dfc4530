import { WEBHOOK_LIMITS } from '@vitrina/contracts/webhooks';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { periodicRound } from '../../infra/rounds/periodic-round';
import type { Logger } from '../../logger';
import { pruneEndedDeliveries } from './webhook-deliveries.repository';

/** How often the log is pruned: its deliveries are kept for days, so an hour late is nothing. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Deliveries forgotten in one transaction; a round goes on until none is left. */
const PRUNE_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

interface WebhookLogPruningDeps {
  db: Db;
  now: Clock;
  logger: Logger;
}

/**
 * Forgets the deliveries that ended more than `WEBHOOK_LIMITS.logKeptDays` ago, hourly: the log
 * stays as long as a merchant looks back, not as long as the shop lives. Processes pruning
 * together delete each row once (the deletes of one round wait for another's).
 */
export function createWebhookLogPruning({ db, now, logger }: WebhookLogPruningDeps) {
  async function round() {
    const before = new Date(now().getTime() - WEBHOOK_LIMITS.logKeptDays * DAY_MS);
    while ((await pruneEndedDeliveries(db, before, PRUNE_BATCH)) === PRUNE_BATCH);
  }
  return periodicRound({
    round,
    intervalMs: PRUNE_EVERY_MS,
    onError: (error) => logger.warn({ err: error }, 'Webhooks: could not prune the log'),
    runAtStart: true,
  });
}
