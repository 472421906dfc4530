import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DeliveryStatus } from '@vitrina/contracts/notifier';
import type { Db } from '../../db/client';
import {
  outboxMessages,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookAttemptRow,
} from '../../db/schema';

export type NewDelivery = typeof webhookDeliveries.$inferInsert;
export type NewAttempt = typeof webhookAttempts.$inferInsert;

export function insertDeliveries(db: Db, rows: NewDelivery[]) {
  return db.insert(webhookDeliveries).values(rows).returning();
}

export async function insertAttempt(db: Db, row: NewAttempt) {
  await db.insert(webhookAttempts).values(row);
}

/** A delivery of the shop with its address as it is now: what a try sends, and where. */
export async function deliveryToSend(db: Db, shopId: number, deliveryId: number) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      secretEncrypted: webhookEndpoints.secretEncrypted,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.shopId, shopId)))
    .limit(1);
  return row;
}

const deliveryWithStatus = {
  delivery: webhookDeliveries,
  status: outboxMessages.status,
};

/** A delivery to the address with how it stands; the address must be the shop's own already. */
export async function findDelivery(db: Db, endpointId: number, deliveryId: number) {
  const [row] = await db
    .select(deliveryWithStatus)
    .from(webhookDeliveries)
    .innerJoin(outboxMessages, eq(outboxMessages.dedupeKey, webhookDeliveries.dedupeKey))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/**
 * The address's deliveries, newest first, `limit` of them before the id `before`, each with how
 * it stands: its outbox message is written in the same transaction, so every delivery has one.
 */
export function deliveriesOf(db: Db, endpointId: number, limit: number, before?: number) {
  return db
    .select(deliveryWithStatus)
    .from(webhookDeliveries)
    .innerJoin(outboxMessages, eq(outboxMessages.dedupeKey, webhookDeliveries.dedupeKey))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        before === undefined ? undefined : lt(webhookDeliveries.id, before),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/** The tries of the deliveries, oldest first, by delivery. */
export async function attemptsOf(
  db: Db,
  deliveryIds: number[],
): Promise<Map<number, WebhookAttemptRow[]>> {
  const byDelivery = new Map<number, WebhookAttemptRow[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookAttempts.id));
  for (const row of rows) {
    byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), row]);
  }
  return byDelivery;
}

/** How a delivery stands once nothing more will be tried. */
const ENDED: DeliveryStatus[] = ['DELIVERED', 'FAILED'];

/**
 * Forgets at most `batch` deliveries that ended and were made before `before`: with their tries
 * (by the cascade) and their outbox messages, in one transaction. Answers how many went.
 */
export function pruneEndedDeliveries(db: Db, before: Date, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .select({ id: webhookDeliveries.id, dedupeKey: webhookDeliveries.dedupeKey })
      .from(webhookDeliveries)
      .innerJoin(outboxMessages, eq(outboxMessages.dedupeKey, webhookDeliveries.dedupeKey))
      .where(and(lt(webhookDeliveries.createdAt, before), inArray(outboxMessages.status, ENDED)))
      .limit(batch);
    if (ended.length === 0) return 0;
    const ids = ended.map(({ id }) => id);
    await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
    const keys = ended.map(({ dedupeKey }) => dedupeKey);
    await tx.delete(outboxMessages).where(inArray(outboxMessages.dedupeKey, keys));
    return ended.length;
  });
}
