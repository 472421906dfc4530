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
import { tryScope } from './try-channel';

/** What became of a try, as the metrics count it. */
export type TryResult = 'delivered' | 'retry' | 'failed';

/** Counts the tries' results by channel (a metrics counter, given by the composition root). */
export interface TryResultCounter {
  inc(labels: { channel: string; result: TryResult }): void;
}

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
  /** Told, in the transaction that records it, of a message that failed for good. */
  failedForGood?: (tx: Db, message: LeasedMessage) => Promise<void>;
  /** Told of every try whose result is recorded: its channel and result. */
  results?: TryResultCounter;
  /** How long the loop may go without a round before `running` says it is stuck. */
  stuckAfterMs?: number;
}

/** Within the 10 s that a stopping server gives itself (stop-on-signals.ts). */
const STOP_WAIT_MS = 5000;

/**
 * A round begins at least once per poll interval, plus the time its lease query takes: none for
 * three intervals, and never less than 30 s (a database slow for a while), means it is stuck.
 */
const stuckAfterMs = ({ pollIntervalMs }: DeliverySettings) => Math.max(3 * pollIntervalMs, 30_000);

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

const resultOf = (changes: OutcomeChanges): TryResult =>
  changes.status === 'DELIVERED' ? 'delivered' : changes.status === 'FAILED' ? 'failed' : 'retry';

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
  /** When the loop last began a round (performance.now()); undefined while it does not run. */
  let roundAt: number | undefined;
  const stuckAfter = deps.stuckAfterMs ?? stuckAfterMs(settings);

  /** A message's lines carry the id of the request that caused it, as that request's line does. */
  const logOf = ({ requestId }: LeasedMessage): Logger =>
    requestId ? logger.child({ reqId: requestId }) : logger;

  async function tryOnce(
    message: LeasedMessage,
    definition: MessageDefinition | undefined,
    log: Logger,
  ): Promise<DeliveryOutcome> {
    const about = { messageId: message.id, kind: message.kind, attempt: message.attempts };
    // Its last tries never recorded a result: a message that crashes its process stops here.
    if (message.attempts > settings.maxAttempts) {
      return { type: 'failed', reason: REASONS.leasesRanOut };
    }
    if (!definition) {
      log.error(about, `Delivery: no handler delivers messages of kind ${message.kind}`);
      return { type: 'failed', reason: REASONS.noHandler };
    }
    const payload = definition.schema.safeParse(message.payload);
    if (!payload.success) {
      // Where and what kind of mismatch, never a value: a payload may hold a link's token.
      const issues = payload.error.issues.map(({ path, code }) => `${path.join('.')}: ${code}`);
      log.error({ ...about, issues }, 'Delivery: the payload does not fit its kind');
      return { type: 'failed', reason: REASONS.badPayload };
    }
    try {
      return await definition.handler(attemptOf(message, payload.data));
    } catch (error) {
      log.error({ ...about, ...loggable(error) }, 'Delivery: the handler threw; will retry');
      return { type: 'retry', reason: REASONS.handlerError };
    }
  }

  function logOutcome(log: Logger, message: LeasedMessage, changes: OutcomeChanges) {
    const about = { messageId: message.id, kind: message.kind, attempt: message.attempts };
    if (changes.status === 'DELIVERED') log.info(about, 'Delivery: delivered');
    else if (changes.status === 'FAILED') {
      log.error({ ...about, reason: changes.lastError }, 'Delivery: failed for good');
    } else {
      log.warn(
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
  async function startTry(message: LeasedMessage, log: Logger): Promise<boolean> {
    const about = { messageId: message.id, attempt: message.attempts };
    try {
      if (await markTryStarted(db, message, now())) return true;
      log.warn(
        about,
        'Delivery: a try did not start; its lease had run out, or its recipient was deleted',
      );
    } catch (error) {
      log.error({ ...about, ...loggable(error) }, 'Delivery: a try could not record its start');
    }
    return false;
  }

  /** Records a try's result; a failure for good is told in the same transaction. */
  async function record(message: LeasedMessage, changes: OutcomeChanges, time: Date) {
    const { failedForGood } = deps;
    if (changes.status !== 'FAILED' || !failedForGood) {
      return recordOutcome(db, message, changes, time);
    }
    return db.transaction(async (tx) => {
      const recorded = await recordOutcome(tx, message, changes, time);
      if (recorded) await failedForGood(tx, message);
      return recorded;
    });
  }

  async function deliver(message: LeasedMessage) {
    const log = logOf(message);
    if (!(await startTry(message, log))) return;
    const definition = messages.find(message.kind);
    const scope = tryScope();
    const outcome = await scope.run(() => tryOnce(message, definition, log));
    const time = now();
    const changes = outcomeChanges(outcome, message.attempts, policy, time);
    // A message delivered or failed for good (a retry sets no status) keeps no secret, such as
    // its link's token: the database holds only the hashes of working tokens.
    if (changes.status && definition?.secrets.length) {
      changes.payload = withoutSecrets(message.payload, definition.secrets);
    }
    try {
      if (await record(message, changes, time)) {
        logOutcome(log, message, changes);
        deps.results?.inc({ channel: scope.channel(), result: resultOf(changes) });
      } else {
        log.warn(
          { messageId: message.id, attempt: message.attempts },
          'Delivery: a late result was dropped; its lease had run out, or its recipient was deleted',
        );
      }
    } catch (error) {
      log.error({ messageId: message.id, ...loggable(error) }, 'Delivery: result not recorded');
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
      roundAt = performance.now();
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
      loop = run().finally(() => {
        roundAt = undefined;
      });
    },

    /**
     * Whether the loop runs: started, not stopped, and a round begun within `stuckAfterMs` (a
     * round waits at most the poll's interval for the next).
     */
    running(): boolean {
      return !stopping && roundAt !== undefined && performance.now() - roundAt <= stuckAfter;
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
