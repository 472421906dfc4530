import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema';
import type { LastDelivery, OutgoingMessage } from './delivery-types';

/** A message a worker has taken for one try; `attempts` counts that try. */
export type LeasedMessage = Pick<
  OutboxMessageRow,
  'id' | 'userId' | 'kind' | 'recipientId' | 'payload' | 'dedupeKey' | 'attempts'
>;

/** What a try's result changes in its row. */
export type OutcomeChanges = Pick<
  Partial<OutboxMessageRow>,
  'status' | 'dueAt' | 'lastError' | 'deliveredAt'
>;

export async function insertMessage(db: Db, message: OutgoingMessage, time: Date) {
  await db
    .insert(outboxMessages)
    .values({ ...message, dueAt: time, createdAt: time, updatedAt: time })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/**
 * Takes up to `limit` due messages for one try each, in one statement: the row locks skipped
 * by `SKIP LOCKED` keep workers of any process from taking the same row, and a taken row comes
 * due again when its lease ends, so the message of a try that never recorded its result (a
 * crashed process) is tried again.
 */
export async function leaseDueMessages(
  db: Db,
  limit: number,
  time: Date,
  leaseSeconds: number,
): Promise<LeasedMessage[]> {
  if (limit <= 0) return [];
  const leaseEnd = new Date(time.getTime() + leaseSeconds * 1000);
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.dueAt, time)))
    .orderBy(asc(outboxMessages.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      dueAt: leaseEnd,
      leasedUntil: leaseEnd,
      updatedAt: time,
    })
    .where(inArray(outboxMessages.id, due))
    .returning({
      id: outboxMessages.id,
      userId: outboxMessages.userId,
      kind: outboxMessages.kind,
      recipientId: outboxMessages.recipientId,
      payload: outboxMessages.payload,
      dedupeKey: outboxMessages.dedupeKey,
      attempts: outboxMessages.attempts,
    });
}

/**
 * Records the result of try `attempt`, ending its lease. Answers false when the row has moved
 * on (its lease ran out and another try took it, or its contact was deleted): the try's number
 * fences a late result off from a newer one.
 */
export async function recordOutcome(
  db: Db,
  { id, attempts }: Pick<LeasedMessage, 'id' | 'attempts'>,
  changes: OutcomeChanges,
  time: Date,
): Promise<boolean> {
  const recorded = await db
    .update(outboxMessages)
    .set({ ...changes, leasedUntil: null, updatedAt: time })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.attempts, attempts),
        eq(outboxMessages.status, 'PENDING'),
      ),
    )
    .returning({ id: outboxMessages.id });
  return recorded.length > 0;
}

/** The newest message to each of the merchant's recipients, by recipient id, in one query. */
export async function lastDeliveriesTo(
  db: Db,
  userId: number,
  recipientIds: number[],
): Promise<Map<number, LastDelivery>> {
  if (recipientIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([outboxMessages.recipientId], {
      recipientId: outboxMessages.recipientId,
      at: outboxMessages.updatedAt,
      status: outboxMessages.status,
      error: outboxMessages.lastError,
    })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.userId, userId), inArray(outboxMessages.recipientId, recipientIds)),
    )
    .orderBy(outboxMessages.recipientId, desc(outboxMessages.id));
  return new Map(rows.map(({ recipientId, ...last }) => [recipientId!, last]));
}

/** Drops the messages still to deliver to a recipient, in the transaction that deletes it. */
export async function deletePendingTo(db: Db, userId: number, recipientId: number) {
  await db
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.userId, userId),
        eq(outboxMessages.recipientId, recipientId),
        eq(outboxMessages.status, 'PENDING'),
      ),
    );
}
