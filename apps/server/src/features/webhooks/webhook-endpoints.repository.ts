import type { WebhookEvent } from '@vitrina/contracts/webhooks';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  outboxMessages,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookEndpointRow,
} from '../../db/schema';

/** What an enabled address hears: the statement an event's transaction reads when not kept. */
export interface Subscription {
  id: number;
  events: WebhookEvent[];
}

export const ownEndpoint = (shopId: number, id: number) =>
  and(eq(webhookEndpoints.shopId, shopId), eq(webhookEndpoints.id, id));

export function listEndpoints(db: Db, shopId: number): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.shopId, shopId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Db, shopId: number, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(ownEndpoint(shopId, id));
  return row;
}

export async function countEndpoints(db: Db, shopId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.shopId, shopId));
  return row?.count ?? 0;
}

/** The new address; undefined when the shop has this address already. */
export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateEndpoint(
  db: Db,
  shopId: number,
  id: number,
  changes: Partial<Pick<WebhookEndpointRow, 'enabled' | 'events'>>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(ownEndpoint(shopId, id))
    .returning();
  return row;
}

/** Deletes the address with its deliveries and their tries; answers it, if it was there. */
export async function deleteEndpoint(db: Db, shopId: number, id: number) {
  const [row] = await db.delete(webhookEndpoints).where(ownEndpoint(shopId, id)).returning();
  return row;
}

export function selectSubscriptions(db: Db, shopId: number): Promise<Subscription[]> {
  return db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.shopId, shopId), eq(webhookEndpoints.enabled, true)))
    .orderBy(asc(webhookEndpoints.id));
}

/** The newest delivery to each of the addresses, how it stands and the status of its last try. */
export function lastDeliveriesOf(db: Db, endpointIds: number[]) {
  if (endpointIds.length === 0) return Promise.resolve([]);
  const lastStatusCode = sql<number | null>`(
    select ${webhookAttempts.statusCode} from ${webhookAttempts}
    where ${webhookAttempts.deliveryId} = ${webhookDeliveries.id}
    order by ${webhookAttempts.id} desc limit 1)`;
  return db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: outboxMessages.status,
      statusCode: lastStatusCode,
      at: outboxMessages.updatedAt,
    })
    .from(webhookDeliveries)
    .innerJoin(outboxMessages, eq(outboxMessages.dedupeKey, webhookDeliveries.dedupeKey))
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id));
}
