import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { LastDelivery, OutgoingMessage } from './delivery-types';
import {
  deletePendingOfCauses,
  type MessageCauses,
  deletePendingTo,
  insertMessage,
  insertMessages,
  lastDeliveriesTo,
  newestOfKinds,
  outboxState,
  requeueFailed,
  type OutboxState,
} from './outbox.repository';

// Other features reach the delivery types through this service module, as lint has it.
export type * from './delivery-types';
export type { MessageCauses, OutboxState } from './outbox.repository';
export { shopOf } from './delivery-types';
export { letterOutcome } from './letter-outcome';
export { RETRY_CAP_MS } from './retry-policy';
export {
  messageKind,
  messageRegistry,
  type KindHandler,
  type MessageDefinition,
  type MessageKind,
} from './message-kind';

interface DeliveryServiceDeps {
  db: Db;
  now: Clock;
  /** The id of the request being answered, if any: kept with its messages for the logs. */
  requestId?: () => string | undefined;
}

/** The durable outbox (decision 20): messages are written with their cause and delivered after. */
export function createDeliveryService({ db, now, requestId }: DeliveryServiceDeps) {
  const nudgeListeners = new Set<() => void>();
  /**
   * Wakes this process's workers once an enqueueing transaction has committed, so the message
   * goes out now rather than at the next poll; workers of other processes find it by polling.
   */
  function nudge() {
    for (const listener of nudgeListeners) listener();
  }
  return {
    /**
     * Writes a message to deliver. Call it inside the transaction of its cause, so the message
     * exists exactly when the cause does; a message with a dedupe key already used adds nothing.
     */
    enqueue: (tx: Db, message: OutgoingMessage): Promise<void> =>
      insertMessage(tx, message, now(), requestId?.() ?? null),

    /** Writes several messages of one cause as `enqueue` does, in one statement. */
    enqueueAll: (tx: Db, messages: OutgoingMessage[]): Promise<void> =>
      insertMessages(tx, messages, now(), requestId?.() ?? null),

    nudge,

    /** For the workers of this process: `listener` runs on every nudge until the answer is called. */
    onNudge(listener: () => void): () => void {
      nudgeListeners.add(listener);
      return () => nudgeListeners.delete(listener);
    },

    /** What waits, what is under way and what failed for good, now: for monitoring. */
    state: (): Promise<OutboxState> => outboxState(db, now()),

    /** The merchant's newest message of any of `kinds`, as a letter's fate is shown to them. */
    newestOfKinds: (userId: number, kinds: string[]) => newestOfKinds(db, userId, kinds),

    /** The newest message to each of the merchant's recipients that has one, in one query. */
    lastDeliveries: (shopId: number, recipientIds: number[]): Promise<Map<number, LastDelivery>> =>
      lastDeliveriesTo(db, shopId, recipientIds),

    /**
     * Tries a failed message of the merchant's again, from its first try, and wakes the workers;
     * `keyPrefix` limits it to one cause's messages. False when there is no such failed message.
     * The count of tries starts over, so its number no longer fences a try of before the failure
     * off: one whose lease ran out long before could still record its late result.
     */
    async sendAgain(message: { shopId: number; id: number; keyPrefix: string }): Promise<boolean> {
      const requeued = await requeueFailed(db, message, now());
      if (requeued) nudge();
      return requeued;
    },

    /**
     * In the transaction of what makes them wrong to send (an erased buyer): the shop's messages
     * of `causes` still to deliver.
     */
    dropUnsent: (tx: Db, shopId: number, causes: MessageCauses): Promise<void> =>
      deletePendingOfCauses(tx, shopId, causes),

    /** In the transaction that deletes a contact: its messages still to deliver go with it. */
    forgetRecipient: (tx: Db, shopId: number, recipientId: number): Promise<void> =>
      deletePendingTo(tx, shopId, recipientId),
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
