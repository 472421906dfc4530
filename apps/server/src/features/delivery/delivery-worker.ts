import { createHash } from 'node:crypto';
import type { DeliverySettings } from '../../config/delivery';
import type { Db } from '../../db/client';
import { describeQueryFailure } from '../../db/query-failure';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../logger';
import { createBell } from '../../shared/bell';
import type { DeliveryService } from './delivery.service';
import type { DeliveryAttempt, DeliveryOutcome } from './delivery-types';
import { withoutSecrets, type MessageDefinition, type MessageRegistry } from './message-kind';
import {
  leaseDueMessages,
  markTryStarted,
  recordOutcome,
  type LeasedMessage,
  type OutcomeChanges,
} from './outbox.repository';
import { outcomeChanges } from './retry-policy';

export interface DeliveryWorkerDeps {
  db: Db;
  /** The one source of the outbox's times: due, lease, delivered. */
  now: Clock;
  logger: Logger;
  delivery: Pick<DeliveryService, 'onNudge'>;
  /** Each kind of message: its payload's schema and who delivers it. */
  messages: MessageRegistry;
  settings: DeliverySettings;
  /** The backoff's jitter, a number in [0, 1); tests pass a fixed one. */
  random?: () => number;
  /** How long `stop` waits for tries under way; a try cut off is taken again after its lease. */
  stopWaitMs?: number;
}

/** Within the 10 s that a stopping server gives itself (stop-on-signals.ts). */
const STOP_WAIT_MS = 5000;

/** Why a try failed on this side of the channel, in words for the merchant. */
const REASONS = {
  noHandler: 'Сервер не умеет отправлять сообщения этого вида',
  badPayload: 'Сообщение записано в виде, которого сервер не понимает',
  handlerError: 'Сбой на сервере при отправке',
  leasesRanOut: 'Отправка несколько раз прерывалась, попытки исчерпаны',
};

/** Stable across the tries of a message, and says nothing of its content. */
const idempotencyKeyOf = ({ id, dedupeKey }: LeasedMessage) =>
  createHash('sha256').update(`${id}:${dedupeKey}`).digest('hex').slice(0, 32);

const attemptOf = (message: LeasedMessage, payload: Record<string, unknown>): DeliveryAttempt => ({
  messageId: message.id,
  kind: message.kind,
  shopId: message.shopId,
  userId: message.userId,
  recipientId: message.recipientId,
  payload,
  attempt: message.attempts,
  idempotencyKey: idempotencyKeyOf(message),
  possiblySent: message.possiblySent,
});

/** What a log may say of a failure: a query's statement and code but never its values. */
const loggable = (error: unknown) =>
  describeQueryFailure(error) ?? { reason: error instanceof Error ? error.message : String(error) };

/** Resolves once all `promises` settle, or after `ms`, whichever is first; leaves no timer. */
async function settledWithin(promises: Iterable<Promise<unknown>>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([Promise.allSettled(promises), deadline]);
  clearTimeout(timer);
}

/**
 * Takes due messages from the outbox, delivers each through the handler of its kind, at most
 * `settings.concurrency` at once, and records what became of it (decision 20).
 */
export function createDeliveryWorker(deps: DeliveryWorkerDeps) {
  const { db, now, logger, messages, settings } = deps;
  const policy = { maxAttempts: settings.maxAttempts, random: deps.random ?? Math.random };
  const inFlight = new Set<Promise<void>>();
  const bell = createBell();
  let loop: Promise<void> | undefined;
  let stopNudges: (() => void) | undefined;
  let stopping = false;
  /** Set while the worker, full, waits for a try to end. */
  let placeWanted = false;

  async function tryOnce(
    message: LeasedMessage,
    definition: MessageDefinition | undefined,
  ): Promise<DeliveryOutcome> {
    const about = { messageId: message.id, kind: message.kind, attempt: message.attempts };
    // Its last tries never recorded a result: a message that crashes its process stops here.
    if (message.attempts > settings.maxAttempts) {
      return { type: 'failed', reason: REASONS.leasesRanOut };
    }
    if (!definition) {
      logger.error(about, `Delivery: no handler delivers messages of kind ${message.kind}`);
      return { type: 'failed', reason: REASONS.noHandler };
    }
    const payload = definition.schema.safeParse(message.payload);
    if (!payload.success) {
      // Where and what kind of mismatch, never a value: a payload may hold a link's token.
      const issues = payload.error.issues.map(({ path, code }) => `${path.join('.')}: ${code}`);
      logger.error({ ...about, issues }, 'Delivery: the payload does not fit its kind');
      return { type: 'failed', reason: REASONS.badPayload };
    }
    try {
      return await definition.handler(attemptOf(message, payload.data));
    } catch (error) {
      logger.error({ ...about, ...loggable(error) }, 'Delivery: the handler threw; will retry');
      return { type: 'retry', reason: REASONS.handlerError };
    }
  }

  function logOutcome(message: LeasedMessage, changes: OutcomeChanges) {
    const about = { messageId: message.id, kind: message.kind, attempt: message.attempts };
    if (changes.status === 'DELIVERED') logger.info(about, 'Delivery: delivered');
    else if (changes.status === 'FAILED') {
      logger.error({ ...about, reason: changes.lastError }, 'Delivery: failed for good');
    } else {
      logger.warn(
        { ...about, reason: changes.lastError, dueAt: changes.dueAt },
        'Delivery: will retry',
      );
    }
  }

  /**
   * Records that the try begins, before its channel is called (decision 53); false when it must
   * not go on: its row moved on, or the start could not be recorded (the message is taken again
   * once its lease ends).
   */
  async function startTry(message: LeasedMessage): Promise<boolean> {
    const about = { messageId: message.id, attempt: message.attempts };
    try {
      if (await markTryStarted(db, message, now())) return true;
      logger.warn(
        about,
        'Delivery: a try did not start; its lease had run out, or its recipient was deleted',
      );
    } catch (error) {
      logger.error({ ...about, ...loggable(error) }, 'Delivery: a try could not record its start');
    }
    return false;
  }

  async function deliver(message: LeasedMessage) {
    if (!(await startTry(message))) return;
    const definition = messages.find(message.kind);
    const outcome = await tryOnce(message, definition);
    const time = now();
    const changes = outcomeChanges(outcome, message.attempts, policy, time);
    // A message delivered or failed for good (a retry sets no status) keeps no secret, such as
    // its link's token: the database holds only the hashes of working tokens.
    if (changes.status && definition?.secrets.length) {
      changes.payload = withoutSecrets(message.payload, definition.secrets);
    }
    try {
      if (await recordOutcome(db, message, changes, time)) logOutcome(message, changes);
      else {
        logger.warn(
          { messageId: message.id, attempt: message.attempts },
          'Delivery: a late result was dropped; its lease had run out, or its recipient was deleted',
        );
      }
    } catch (error) {
      logger.error({ messageId: message.id, ...loggable(error) }, 'Delivery: result not recorded');
    }
  }

  /**
   * Fills the free places with due messages; answers how many it took and whether it is full
   * (every place taken, so more may be due).
   */
  async function takeDue(): Promise<{ taken: number; filled: boolean }> {
    const free = settings.concurrency - inFlight.size;
    const messages = await leaseDueMessages(db, free, now(), settings.leaseSeconds);
    for (const message of messages) {
      const delivering = deliver(message).finally(() => {
        inFlight.delete(delivering);
        if (!placeWanted) return;
        placeWanted = false;
        bell.ring();
      });
      inFlight.add(delivering);
    }
    return { taken: messages.length, filled: messages.length === free };
  }

  /** Takes what is due whenever a nudge, the poll or a freed place (when it was full) wakes it. */
  async function run() {
    while (!stopping) {
      let filled = false;
      try {
        filled = (await takeDue()).filled;
      } catch (error) {
        logger.error(loggable(error), 'Delivery: could not take due messages');
      }
      // Tries may have ended while it leased: a place is free already.
      if (filled && inFlight.size < settings.concurrency) continue;
      placeWanted = filled;
      await bell.wait(settings.pollIntervalMs);
      placeWanted = false;
    }
  }

  return {
    /** Runs until `stop`: at every poll, nudge and freed place it takes what is due. */
    start() {
      if (loop) return;
      stopNudges = deps.delivery.onNudge(() => bell.ring());
      loop = run();
    },

    /**
     * Takes no more messages, waits up to 5 s for the tries under way and leaves no timer; a try
     * still running after that is taken again once its lease runs out.
     */
    async stop() {
      stopping = true;
      stopNudges?.();
      bell.ring();
      await loop;
      await settledWithin(inFlight, deps.stopWaitMs ?? STOP_WAIT_MS);
    },

    /**
     * For tests, with the worker not started: delivers every message due now, and any that comes
     * due meanwhile, at most `concurrency` at once; resolves when all their tries are recorded,
     * with the number of tries.
     */
    async drainOnce(): Promise<number> {
      let tries = 0;
      for (;;) {
        tries += (await takeDue()).taken;
        if (inFlight.size === 0) return tries;
        await Promise.race(inFlight);
      }
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
