import type { DeliveryStatus } from '@vitrina/contracts/notifier';

declare const checkedByItsKind: unique symbol;

/**
 * A message to deliver, as its cause writes it into the outbox. Only a kind's `message` makes
 * one (message-kind.ts), so its payload has passed the kind's schema.
 */
export interface OutgoingMessage {
  readonly [checkedByItsKind]: true;
  /** Whose it is: a shop's, or (an account's own letters) a user's; exactly one is set. */
  shopId: number | null;
  userId: number | null;
  /** What it is and which handler delivers it, e.g. 'notifier.test'. */
  kind: string;
  /** The contact it goes to (a notifier contact id), or null. */
  recipientId: number | null;
  payload: Record<string, unknown>;
  /**
   * Enqueueing the same key again is a no-op (ON CONFLICT DO NOTHING). Unique across all
   * merchants and kinds, so a key names its kind and its cause: `notifier.test:<contact>:<uuid>`.
   */
  dedupeKey: string;
}

/** One try at delivering a message, as its handler receives it: the payload its schema read. */
export interface DeliveryAttempt<Payload = Record<string, unknown>> {
  messageId: number;
  kind: string;
  shopId: number | null;
  userId: number | null;
  recipientId: number | null;
  payload: Payload;
  /** 1 for the first try. */
  attempt: number;
  /** Stable across retries of this message: channels that can deduplicate use it. */
  idempotencyKey: string;
  /**
   * An earlier try began to call the channel and never recorded how it went (its process died):
   * the message may be out already. A handler that can tell looks before sending it again.
   */
  possiblySent: boolean;
}

/** What a handler made of a try; a handler that throws counts as a retry. */
export type DeliveryOutcome =
  | { type: 'delivered' }
  /** `afterMs`: the channel's own wait, such as Telegram's retry_after; the later of it and the backoff wins. */
  | { type: 'retry'; reason: string; afterMs?: number }
  /** Permanent: no more attempts. */
  | { type: 'failed'; reason: string };

export type DeliveryHandler = (attempt: DeliveryAttempt) => Promise<DeliveryOutcome>;

/** The newest message to a recipient: when it was queued or last tried, and how it went. */
export interface LastDelivery {
  at: Date;
  status: DeliveryStatus;
  /** Why its last try failed, in words for the merchant; null once delivered or before a try. */
  error: string | null;
}

/** The shop of a shop's message (an order, a contact's message): its handlers read it here. */
export function shopOf(attempt: Pick<DeliveryAttempt<unknown>, 'shopId' | 'messageId'>): number {
  if (attempt.shopId === null) throw new Error(`Message ${attempt.messageId} names no shop`);
  return attempt.shopId;
}
