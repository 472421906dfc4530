import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { createLogger } from '../../logger';
import { createTestDatabase } from '../../testing/test-database';
import { createDeliveryService } from './delivery.service';
import type { DeliveryHandler } from './delivery-types';
import { createDeliveryWorker } from './delivery-worker';
import { insertShop, TEST_DELIVERY_SETTINGS, testKinds, testMessage } from '../../testing/outbox';
import { sinkHandler, startSink, type Sink } from '../../testing/delivery-sink';

const MESSAGES = 1000;
const CONCURRENCY = 8;

/** Wraps `handler`, keeping the most tries it ever had under way at once. */
function measuringConcurrency(handler: DeliveryHandler) {
  const seen = { now: 0, most: 0 };
  const measured: DeliveryHandler = async (attempt) => {
    seen.now += 1;
    seen.most = Math.max(seen.most, seen.now);
    try {
      return await handler(attempt);
    } finally {
      seen.now -= 1;
    }
  };
  return { measured, seen };
}

describe('a backlog of queued messages', () => {
  let database: Database;
  let sink: Sink;

  beforeAll(async () => {
    database = await createTestDatabase(createLogger('silent'));
    sink = await startSink();
  });

  afterAll(async () => {
    await sink?.close();
    await database?.close();
  });

  it(`drains ${MESSAGES} messages through a loopback channel, never more than ${CONCURRENCY} at once`, async ({
    annotate,
  }) => {
    const { db } = database;
    const now = () => new Date();
    const delivery = createDeliveryService({ db, now });
    const shopId = await insertShop(db);
    const messages = Array.from({ length: MESSAGES }, () => testMessage(shopId));
    await db.transaction(async (tx) => {
      for (const message of messages) await delivery.enqueue(tx, message);
    });
    const { measured, seen } = measuringConcurrency(sinkHandler(sink.url));
    const worker = createDeliveryWorker({
      db,
      now,
      logger: createLogger('silent'),
      delivery,
      messages: testKinds({ 'test.sink': measured }),
      settings: { ...TEST_DELIVERY_SETTINGS, concurrency: CONCURRENCY },
    });

    const started = performance.now();
    worker.start();
    delivery.nudge();
    await sink.received(MESSAGES);
    await worker.stop();
    const seconds = (performance.now() - started) / 1000;

    const [delivered] = await db
      .select({ count: count() })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'DELIVERED'));
    expect(delivered!.count).toBe(MESSAGES);
    expect(sink.shown()).toBe(MESSAGES);
    // Never more than the limit; how close a run comes to it depends on how fast the sink answers.
    expect(seen.most).toBeLessThanOrEqual(CONCURRENCY);
    expect(seen.most).toBeGreaterThan(1);
    await annotate(`${MESSAGES} messages delivered and recorded in ${seconds.toFixed(2)} s`);
  }, 120_000);
});
