import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { createLogger } from '../../logger';
import { buildTestApp } from '../../testing/build-test-app';
import {
  createSharedPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
} from '../../testing/test-database';
import { createDeliveryService } from './delivery.service';
import type { DeliveryHandler, OutgoingMessage } from './delivery-types';
import { insertShop, outboxRow, sinkKind, testMessage } from '../../testing/outbox';
import { sinkHandler, startSink } from '../../testing/delivery-sink';

const silent = createLogger('silent');

/** Writes `messages` in one transaction, as their causes would, straight into `database`. */
async function enqueueAll(database: Database, messages: OutgoingMessage[]) {
  const delivery = createDeliveryService({ db: database.db, now: () => new Date() });
  await database.db.transaction(async (tx) => {
    for (const message of messages) await delivery.enqueue(tx, message);
  });
}

describe('the outbox in the app', () => {
  it('is delivered by the worker of a ready app, whose close waits for the try under way', async () => {
    const database = await createTestDatabase(silent);
    let finish: () => void = () => {};
    let begun: () => void = () => {};
    const tryBegun = new Promise<void>((resolve) => (begun = resolve));
    const held: DeliveryHandler = async () => {
      begun();
      await new Promise<void>((resolve) => (finish = resolve));
      return { type: 'delivered' };
    };
    // The app closes its database; this one stays open for a look after the close.
    const testApp = await buildTestApp({
      database: { ...database, close: async () => {} },
      config: { delivery: { concurrency: 2, pollIntervalMs: 50 } },
      messageKinds: [sinkKind(held)],
    });
    await testApp.app.ready();
    const message = testMessage(await insertShop(database.db));

    await enqueueAll(database, [message]);
    await tryBegun;
    const closed = testApp.close();
    finish();
    await closed;

    expect(await outboxRow(database.db, message.dedupeKey)).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
    });
    await database.close();
  });
});

describe.skipIf(!testDatabaseUrl)(
  'two apps on one PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    it('deliver each message once, both taking part', async () => {
      const shared = await createSharedPostgresDatabase(testDatabaseUrl ?? '');
      const database = shared.connect(silent);
      await database.migrate();
      const sink = await startSink({ latencyMs: 2 });
      const apps = await Promise.all(
        ['first', 'second'].map((sender) =>
          buildTestApp({
            database: shared.connect(silent),
            config: { delivery: { concurrency: 4, pollIntervalMs: 20 } },
            messageKinds: [sinkKind(sinkHandler(sink.url, sender))],
          }),
        ),
      );
      await Promise.all(apps.map((testApp) => testApp.app.ready()));
      const shopId = await insertShop(database.db);
      const messages = Array.from({ length: 300 }, () => testMessage(shopId));

      await enqueueAll(database, messages);
      await sink.received(messages.length);
      await Promise.all(apps.map((testApp) => testApp.close()));

      expect(sink.requests).toHaveLength(messages.length);
      expect(sink.shown()).toBe(messages.length);
      const senders = new Set(sink.requests.map((request) => request.sender));
      expect(senders).toEqual(new Set(['first', 'second']));
      const rows = await database.db
        .select({ status: outboxMessages.status, attempts: outboxMessages.attempts })
        .from(outboxMessages)
        .where(eq(outboxMessages.shopId, shopId));
      expect(rows).toHaveLength(messages.length);
      expect(rows.every((row) => row.status === 'DELIVERED' && row.attempts === 1)).toBe(true);
      await sink.close();
      await database.close();
      await shared.drop();
    });
  },
);
