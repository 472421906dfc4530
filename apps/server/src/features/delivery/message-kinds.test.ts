import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import { captureLogs } from '../../testing/capture-logs';
import { insertShop, outboxRow, TEST_DELIVERY_SETTINGS } from '../../testing/outbox';
import { testClock } from '../../testing/test-clock';
import { createTestDatabase } from '../../testing/test-database';
import { createDeliveryService } from './delivery.service';
import type { DeliveryOutcome } from './delivery-types';
import { createDeliveryWorker } from './delivery-worker';
import { messageKind, messageRegistry, type MessageDefinition } from './message-kind';
import { insertMessage } from './outbox.repository';

/** A letter's kind as the account letters are: an address and the link's token, a secret. */
const linkLetter = messageKind(
  'test.link-letter',
  z.object({ to: z.email(), token: z.string().min(20) }),
  { secrets: ['token'] },
);

const TOKEN = 'a-token-that-opens-an-account';

describe('kinds of messages, their schemas and secrets', () => {
  let database: Database;
  const clock = testClock();
  const db = () => database.db;
  const delivery = () => createDeliveryService({ db: db(), now: clock.now });

  beforeAll(async () => {
    database = await createTestDatabase(createLogger('silent'));
  });

  afterAll(async () => {
    await database?.close();
  });

  /** The kind delivered by a handler that answers `outcome` and keeps the payloads it read. */
  function deliveredAs(outcome: DeliveryOutcome) {
    const payloads: unknown[] = [];
    const definition = linkLetter.deliveredBy(async ({ payload }) => {
      payloads.push(payload);
      return outcome;
    });
    return { definition, payloads };
  }

  function drain(definitions: MessageDefinition[], logger = createLogger('silent')) {
    return createDeliveryWorker({
      db: db(),
      now: clock.now,
      logger,
      delivery: delivery(),
      messages: messageRegistry(definitions),
      settings: TEST_DELIVERY_SETTINGS,
      random: () => 0.5,
    }).drainOnce();
  }

  async function enqueuedLetter(dedupeKey: string) {
    const shopId = await insertShop(db());
    const payload = { to: 'anna@example.com', token: TOKEN };
    await delivery().enqueue(db(), linkLetter.message({ shopId, payload, dedupeKey }));
  }

  it('refuses, at enqueueing, a payload its schema does not take, and writes nothing', async () => {
    const shopId = await insertShop(db());
    const dedupeKey = 'test.link-letter:bad';

    expect(() =>
      linkLetter.message({
        shopId,
        // @ts-expect-error -- the payload type is the kind's: a token is required.
        payload: { to: 'anna@example.com' },
        dedupeKey,
      }),
    ).toThrow(z.ZodError);
    expect(() =>
      linkLetter.message({ shopId, payload: { to: 'not an address', token: TOKEN }, dedupeKey }),
    ).toThrow(z.ZodError);
    expect(await outboxRow(db(), dedupeKey)).toBeUndefined();
  });

  it('hands the handler the payload its schema read', async () => {
    await enqueuedLetter('test.link-letter:read');
    const { definition, payloads } = deliveredAs({ type: 'delivered' });

    await drain([definition]);

    expect(payloads).toEqual([{ to: 'anna@example.com', token: TOKEN }]);
  });

  it('fails for good, without its handler, a row whose payload does not fit its kind', async () => {
    const shopId = await insertShop(db());
    const dedupeKey = 'test.link-letter:written-elsewhere';
    // As an older release, or a hand in the database, could have written it.
    const payload = { to: 'anna@example.com', token: 42 };
    await insertMessage(
      db(),
      {
        ...linkLetter.message({
          shopId,
          payload: { to: 'x@example.com', token: TOKEN },
          dedupeKey,
        }),
        payload,
      },
      clock.now(),
    );
    const { definition, payloads } = deliveredAs({ type: 'delivered' });
    const { logger, lines } = captureLogs();

    await drain([definition], logger);

    expect(payloads).toEqual([]);
    expect(await outboxRow(db(), dedupeKey)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'Сообщение записано в виде, которого сервер не понимает',
    });
    expect(
      lines.find((line) => line.msg === 'Delivery: the payload does not fit its kind'),
    ).toMatchObject({
      kind: 'test.link-letter',
      issues: ['token: invalid_type'],
    });
  });

  it('drops the secret of a message delivered, and of one failed for good', async () => {
    await enqueuedLetter('test.link-letter:delivered');
    await drain([deliveredAs({ type: 'delivered' }).definition]);
    await enqueuedLetter('test.link-letter:refused');
    await drain([deliveredAs({ type: 'failed', reason: 'Нет такого ящика' }).definition]);

    for (const key of ['test.link-letter:delivered', 'test.link-letter:refused']) {
      expect((await outboxRow(db(), key))?.payload).toEqual({ to: 'anna@example.com' });
    }
  });

  it('keeps the secret of a message that will be tried again', async () => {
    await enqueuedLetter('test.link-letter:retried');

    await drain([deliveredAs({ type: 'retry', reason: 'Сервер занят' }).definition]);

    expect(await outboxRow(db(), 'test.link-letter:retried')).toMatchObject({
      status: 'PENDING',
      payload: { to: 'anna@example.com', token: TOKEN },
    });
  });

  it('will not hold one kind twice', () => {
    const { definition } = deliveredAs({ type: 'delivered' });

    expect(() => messageRegistry([definition, definition])).toThrow(
      'The outbox message kind test.link-letter is defined twice',
    );
  });
});
