import type { DeliveryOutcome } from './delivery-types';
import type { OutcomeChanges } from './outbox.repository';

/** The first retry waits up to this long, and each next one up to twice as long as the last. */
export const RETRY_BASE_MS = 10_000;
/** No retry waits longer than an hour, unless the channel itself asks for longer. */
export const RETRY_CAP_MS = 3_600_000;

export interface RetryPolicy {
  maxAttempts: number;
  /** A number in [0, 1): the jitter. */
  random: () => number;
}

/**
 * Exponential backoff with full jitter: anywhere below min(cap, base · 2^(attempt − 1)), so the
 * messages of a channel that failed them all at once come back spread out rather than together.
 * The channel's own wait (`afterMs`, such as Telegram's retry_after) is a floor.
 */
export function retryDelayMs(attempt: number, random: () => number, afterMs = 0): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (attempt - 1));
  return Math.max(Math.floor(random() * ceiling), afterMs);
}

/**
 * What try `attempt`'s outcome makes of its message: delivered; due again after its backoff;
 * or failed for good, on a permanent failure or once `maxAttempts` tries are spent.
 */
export function outcomeChanges(
  outcome: DeliveryOutcome,
  attempt: number,
  { maxAttempts, random }: RetryPolicy,
  time: Date,
): OutcomeChanges {
  switch (outcome.type) {
    case 'delivered':
      return { status: 'DELIVERED', deliveredAt: time, lastError: null };
    case 'failed':
      return { status: 'FAILED', lastError: outcome.reason };
    case 'retry': {
      if (attempt >= maxAttempts) return { status: 'FAILED', lastError: outcome.reason };
      const delayMs = retryDelayMs(attempt, random, outcome.afterMs);
      return { dueAt: new Date(time.getTime() + delayMs), lastError: outcome.reason };
    }
  }
}
