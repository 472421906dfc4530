import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DeliverySettings } from '../config/delivery';
import type { Db } from '../db/client';
import { outboxMessages, shops } from '../db/schema';
import type { DeliveryHandler, OutgoingMessage } from '../features/delivery/delivery-types';
import {
  messageKind,
  messageRegistry,
  type MessageDefinition,
  type MessageRegistry,
} from '../features/delivery/message-kind';

/** Settings for a worker under test: deliveries wait for a nudge or an explicit drain. */
export const TEST_DELIVERY_SETTINGS: DeliverySettings = {
  concurrency: 4,
  pollIntervalMs: 3_600_000,
  maxAttempts: 5,
  leaseSeconds: 60,
};

/** A shop's row, enough for messages to belong to. */
export async function insertShop(db: Db): Promise<number> {
  const [shop] = await db.insert(shops).values({ title: 'Магазин' }).returning({ id: shops.id });
  return shop!.id;
}

/** The tests' own kind of message, whose payload is any JSON object. */
const TEST_SINK = messageKind('test.sink', z.record(z.string(), z.unknown()));

/** The kind `test.sink` delivered by `handler`, for an app's registry (`messageKinds`). */
export const sinkKind = (handler: DeliveryHandler): MessageDefinition =>
  TEST_SINK.deliveredBy(handler);

/** A worker's registry of test kinds, each delivered by its handler and taking any payload. */
export function testKinds(handlers: Record<string, DeliveryHandler>): MessageRegistry {
  return messageRegistry(
    Object.entries(handlers).map(([kind, handler]) =>
      messageKind(kind, TEST_SINK.schema).deliveredBy(handler),
    ),
  );
}

/** A message of the test kind `test.sink`, under a dedupe key of its own. */
export const testMessage = (
  shopId: number,
  changes: Partial<OutgoingMessage> = {},
): OutgoingMessage => ({
  ...TEST_SINK.message({
    shopId,
    payload: { text: 'Новая заявка с сайта' },
    dedupeKey: `test:${randomUUID()}`,
  }),
  ...changes,
});

export async function outboxRow(db: Db, dedupeKey: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.dedupeKey, dedupeKey));
  return row;
}

/**
 * A handler that answers `outcomes` in turn (the last one ever after) and keeps every attempt
 * it was given.
 */
export function scriptedHandler(...outcomes: Awaited<ReturnType<DeliveryHandler>>[]) {
  const attempts: Parameters<DeliveryHandler>[0][] = [];
  const handler: DeliveryHandler = async (attempt) => {
    attempts.push(attempt);
    return outcomes[Math.min(attempts.length, outcomes.length) - 1]!;
  };
  return { handler, attempts };
}
