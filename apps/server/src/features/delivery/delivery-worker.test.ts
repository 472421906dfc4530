import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Logger } from '../../logger';
import { createLogger } from '../../logger';
import { captureLogs } from '../../testing/capture-logs';
import { testClock } from '../../testing/test-clock';
import { occupyConnections } from '../../testing/busy-database';
import { createTestDatabase } from '../../testing/test-database';
import { createDeliveryService } from './delivery.service';
import type { DeliveryAttempt, DeliveryHandler, DeliveryOutcome } from './delivery-types';
import { createDeliveryWorker, type DeliveryWorkerDeps, type TryResult } from './delivery-worker';
import { leaseDueMessages, markTryStarted } from './outbox.repository';
import { RETRY_BASE_MS } from './retry-policy';
import { notingChannel } from './try-channel';
import { eventually } from '../../testing/letters';
import {
  insertShop,
  outboxRow,
  scriptedHandler,
  TEST_DELIVERY_SETTINGS,
  testKinds,
  testMessage,
} from '../../testing/outbox';

/** A handler whose tries end only when the test says so. */
function heldHandler() {
  const started: DeliveryAttempt[] = [];
  const waiting: Array<() => void> = [];
  let finish: (outcome: DeliveryOutcome) => void = () => {};
  const finished = new Promise<DeliveryOutcome>((resolve) => (finish = resolve));
  const handler: DeliveryHandler = (attempt) => {
    started.push(attempt);
    waiting.splice(0).forEach((wake) => wake());
    return finished;
  };
  return {
    handler,
    started,
    /** Resolves once a try has begun. */
    begun: () =>
      new Promise<void>((resolve) => (started.length > 0 ? resolve() : waiting.push(resolve))),
    finish,
  };
}

describe('the delivery worker', () => {
  let database: Database;
  let clock = testClock();
  const db = () => database.db;
  const delivery = () => createDeliveryService({ db: db(), now: clock.now });

  function worker(
    handlers: Record<string, DeliveryHandler>,
    {
      logger = createLogger('silent'),
      ...changes
    }: Partial<DeliveryWorkerDeps> & {
      logger?: Logger;
    } = {},
  ) {
    return createDeliveryWorker({
      db: db(),
      now: clock.now,
      logger,
      delivery: delivery(),
      messages: testKinds(handlers),
      settings: TEST_DELIVERY_SETTINGS,
      random: () => 0.5,
      ...changes,
    });
  }

  async function enqueued(changes: Parameters<typeof testMessage>[1] = {}) {
    const message = testMessage(await insertShop(db()), changes);
    await delivery().enqueue(db(), message);
    return message;
  }

  beforeAll(async () => {
    database = await createTestDatabase(createLogger('silent'));
  });

  afterEach(async () => {
    // Each test finds no message of another still due.
    await db().delete(outboxMessages);
    clock = testClock();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('hands the message to the handler of its kind and records it delivered', async () => {
    const message = await enqueued({ recipientId: 12, payload: { text: 'Заказ №7' } });
    const { handler, attempts } = scriptedHandler({ type: 'delivered' });

    expect(await worker({ 'test.sink': handler }).drainOnce()).toBe(1);

    const row = await outboxRow(db(), message.dedupeKey);
    expect(attempts).toEqual([
      {
        messageId: row!.id,
        kind: 'test.sink',
        shopId: message.shopId,
        userId: null,
        recipientId: 12,
        payload: { text: 'Заказ №7' },
        attempt: 1,
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
        possiblySent: false,
      },
    ]);
    expect(row).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
      deliveredAt: clock.now(),
      updatedAt: clock.now(),
      leasedUntil: null,
      lastError: null,
    });
  });

  it('retries after the backoff, with the same idempotency key, and then delivers', async () => {
    const message = await enqueued();
    const { handler, attempts } = scriptedHandler(
      { type: 'retry', reason: 'Сервер не ответил' },
      { type: 'delivered' },
    );
    const sink = worker({ 'test.sink': handler });

    await sink.drainOnce();
    // random() is 0.5: half the first ceiling.
    const retryAt = new Date(clock.now().getTime() + RETRY_BASE_MS / 2);
    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      dueAt: retryAt,
      leasedUntil: null,
      lastError: 'Сервер не ответил',
    });
    clock.advanceSeconds(RETRY_BASE_MS / 2000 - 1);
    expect(await sink.drainOnce()).toBe(0);

    clock.advanceSeconds(1);
    expect(await sink.drainOnce()).toBe(1);

    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      status: 'DELIVERED',
      attempts: 2,
      lastError: null,
    });
    expect(attempts.map((attempt) => attempt.attempt)).toEqual([1, 2]);
    expect(attempts[1]!.idempotencyKey).toBe(attempts[0]!.idempotencyKey);
  });

  it("waits the channel's own time when it is later than the backoff (retry_after)", async () => {
    const message = await enqueued();
    const { handler } = scriptedHandler({
      type: 'retry',
      reason: 'Слишком много сообщений',
      afterMs: 42_000,
    });

    await worker({ 'test.sink': handler }).drainOnce();

    expect((await outboxRow(db(), message.dedupeKey))!.dueAt).toEqual(
      new Date(clock.now().getTime() + 42_000),
    );
  });

  it('fails a message for good after the last attempt, with its last error', async () => {
    const message = await enqueued();
    const { handler, attempts } = scriptedHandler({ type: 'retry', reason: 'Сервер не ответил' });
    const sink = worker({ 'test.sink': handler });

    for (let attempt = 1; attempt <= TEST_DELIVERY_SETTINGS.maxAttempts; attempt += 1) {
      expect(await sink.drainOnce()).toBe(1);
      clock.advanceSeconds(3600);
    }
    expect(await sink.drainOnce()).toBe(0);

    expect(attempts).toHaveLength(TEST_DELIVERY_SETTINGS.maxAttempts);
    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      status: 'FAILED',
      attempts: TEST_DELIVERY_SETTINGS.maxAttempts,
      lastError: 'Сервер не ответил',
      deliveredAt: null,
    });
  });

  it('fails a message at once on a permanent failure', async () => {
    const message = await enqueued();
    const { handler } = scriptedHandler({ type: 'failed', reason: 'Бот удалён из чата' });

    await worker({ 'test.sink': handler }).drainOnce();

    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'Бот удалён из чата',
    });
  });

  // `constructor` would find Object's own function on a plain object of handlers.
  it.each(['order.unknown', 'constructor'])(
    'fails a message of a kind no handler delivers (%s), saying so',
    async (kind) => {
      const message = await enqueued({ kind });
      const { logger, lines } = captureLogs();
      const { handler, attempts } = scriptedHandler({ type: 'delivered' });

      await worker({ 'test.sink': handler }, { logger }).drainOnce();

      expect(attempts).toEqual([]);
      expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
        status: 'FAILED',
        lastError: 'Сервер не умеет отправлять сообщения этого вида',
      });
      expect(lines.map((line) => line.msg)).toContain(
        `Delivery: no handler delivers messages of kind ${kind}`,
      );
    },
  );

  it('logs the tries of a message under the id of the request that caused it', async () => {
    const { logger, lines } = captureLogs();
    const shopId = await insertShop(db());
    const inRequest = createDeliveryService({ db: db(), now: clock.now, requestId: () => 'r-42' });
    await inRequest.enqueue(db(), testMessage(shopId));
    await delivery().enqueue(db(), testMessage(shopId));
    const { handler } = scriptedHandler({ type: 'delivered' });

    await worker({ 'test.sink': handler }, { logger }).drainOnce();

    const delivered = lines.filter((line) => line.msg === 'Delivery: delivered');
    expect(delivered.map((line) => line.reqId).sort()).toEqual(['r-42', undefined]);
  });

  it('counts each recorded result by the channel its handler called', async () => {
    const calls: string[] = [];
    const chat = notingChannel('telegram', { send: async (text: string) => calls.push(text) }, [
      'send',
    ]);
    const counted: { channel: string; result: TryResult }[] = [];
    const results = { inc: (labels: (typeof counted)[number]) => counted.push(labels) };
    const outcomes: Record<string, DeliveryOutcome> = {
      sent: { type: 'delivered' },
      later: { type: 'retry', reason: 'Занято' },
      refused: { type: 'failed', reason: 'Нет' },
    };
    const handler: DeliveryHandler = async ({ payload }) => {
      const text = String(payload.text);
      if (text !== 'refused') await chat.send(text);
      return outcomes[text]!;
    };
    for (const text of Object.keys(outcomes)) await enqueued({ payload: { text } });

    await worker({ 'test.sink': handler }, { results }).drainOnce();

    expect(calls.sort()).toEqual(['later', 'sent']);
    expect(counted).toHaveLength(3);
    expect(counted).toEqual(
      expect.arrayContaining([
        { channel: 'telegram', result: 'delivered' },
        { channel: 'telegram', result: 'retry' },
        { channel: 'none', result: 'failed' },
      ]),
    );
  });

  it("retries a handler's exception and logs its message, never the payload it carried", async () => {
    const message = await enqueued({ payload: { text: 'секрет заказа' } });
    const { logger, lines } = captureLogs();
    const failing: DeliveryHandler = async ({ payload }) => {
      throw Object.assign(new Error('socket hang up'), { payload });
    };

    await worker({ 'test.sink': failing }, { logger }).drainOnce();

    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: 'Сбой на сервере при отправке',
    });
    const thrown = lines.find((line) => line.msg === 'Delivery: the handler threw; will retry');
    expect(thrown).toMatchObject({ kind: 'test.sink', attempt: 1, reason: 'socket hang up' });
    expect(JSON.stringify(lines)).not.toContain('секрет заказа');
  });

  it('tries again a message whose lease ran out, and drops the late result of the lost try', async () => {
    const message = await enqueued();
    const { logger, lines } = captureLogs();
    const stuck = heldHandler();
    const first = worker({ 'test.sink': stuck.handler }, { logger });
    const { handler, attempts } = scriptedHandler({ type: 'delivered' });
    const second = worker({ 'test.sink': handler });

    const stuckDrain = first.drainOnce();
    await stuck.begun();
    expect(await second.drainOnce()).toBe(0);
    clock.advanceSeconds(TEST_DELIVERY_SETTINGS.leaseSeconds);
    expect(await second.drainOnce()).toBe(1);
    stuck.finish({ type: 'failed', reason: 'поздний ответ' });
    await stuckDrain;

    expect(attempts.map((attempt) => attempt.attempt)).toEqual([2]);
    expect(attempts[0]!.idempotencyKey).toBe(stuck.started[0]!.idempotencyKey);
    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      status: 'DELIVERED',
      attempts: 2,
      lastError: null,
    });
    expect(lines.map((line) => line.msg)).toContain(
      'Delivery: a late result was dropped; its lease had run out, or its recipient was deleted',
    );
  });

  it('tells every later try of a message whose try began and was lost that it may be out', async () => {
    const message = await enqueued();
    const stuck = heldHandler();
    void worker({ 'test.sink': stuck.handler }).drainOnce();
    await stuck.begun();
    clock.advanceSeconds(TEST_DELIVERY_SETTINGS.leaseSeconds);
    const { handler, attempts } = scriptedHandler(
      { type: 'retry', reason: 'Сервер не ответил' },
      { type: 'delivered' },
    );
    const next = worker({ 'test.sink': handler });

    await next.drainOnce();
    clock.advanceSeconds(3600);
    await next.drainOnce();

    expect(stuck.started.map((attempt) => attempt.possiblySent)).toEqual([false]);
    expect(attempts.map(({ attempt, possiblySent }) => ({ attempt, possiblySent }))).toEqual([
      { attempt: 2, possiblySent: true },
      { attempt: 3, possiblySent: true },
    ]);
    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      status: 'DELIVERED',
      startedAt: null,
      possiblySent: true,
    });
    stuck.finish({ type: 'delivered' });
  });

  it('tries a message taken by a process that died before its try began as never sent', async () => {
    const message = await enqueued();
    await leaseDueMessages(db(), 1, clock.now(), TEST_DELIVERY_SETTINGS.leaseSeconds);
    clock.advanceSeconds(TEST_DELIVERY_SETTINGS.leaseSeconds);
    const { handler, attempts } = scriptedHandler({ type: 'delivered' });

    await worker({ 'test.sink': handler }).drainOnce();

    expect(attempts.map(({ attempt, possiblySent }) => ({ attempt, possiblySent }))).toEqual([
      { attempt: 2, possiblySent: false },
    ]);
    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({ status: 'DELIVERED' });
  });

  it('does not begin a try whose lease ran out before it could start', async () => {
    const message = await enqueued();
    const [lost] = await leaseDueMessages(
      db(),
      1,
      clock.now(),
      TEST_DELIVERY_SETTINGS.leaseSeconds,
    );
    clock.advanceSeconds(TEST_DELIVERY_SETTINGS.leaseSeconds);
    const [taken] = await leaseDueMessages(
      db(),
      1,
      clock.now(),
      TEST_DELIVERY_SETTINGS.leaseSeconds,
    );

    expect(await markTryStarted(db(), lost!, clock.now())).toBe(false);
    expect(await markTryStarted(db(), taken!, clock.now())).toBe(true);
    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      attempts: 2,
      startedAt: clock.now(),
    });
  });

  it('fails a message whose tries keep being lost, without trying it again', async () => {
    const message = await enqueued();
    const stuck = heldHandler();
    const settings = { ...TEST_DELIVERY_SETTINGS, maxAttempts: 1 };
    void worker({ 'test.sink': stuck.handler }, { settings }).drainOnce();
    await stuck.begun();
    clock.advanceSeconds(TEST_DELIVERY_SETTINGS.leaseSeconds);
    const { handler, attempts } = scriptedHandler({ type: 'delivered' });

    expect(await worker({ 'test.sink': handler }, { settings }).drainOnce()).toBe(1);

    expect(attempts).toEqual([]);
    expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      lastError: 'Отправка несколько раз прерывалась, попытки исчерпаны',
    });
    stuck.finish({ type: 'delivered' });
  });

  describe('running', () => {
    it('delivers a message as soon as it is nudged, and records it before it stops', async () => {
      const service = delivery();
      const held = heldHandler();
      const running = worker({ 'test.sink': held.handler }, { delivery: service });
      running.start();

      const message = await enqueued();
      service.nudge();
      await held.begun();
      const stopped = running.stop();
      held.finish({ type: 'delivered' });
      await stopped;

      expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({ status: 'DELIVERED' });
    });

    it('finds a message nobody nudged for at its next poll', async () => {
      const held = heldHandler();
      const settings = { ...TEST_DELIVERY_SETTINGS, pollIntervalMs: 100 };
      const running = worker({ 'test.sink': held.handler }, { settings });
      running.start();

      await enqueued();
      await held.begun();
      held.finish({ type: 'delivered' });
      await running.stop();

      expect(held.started).toHaveLength(1);
    });

    it('stops waiting for a try that does not end, leaving its message to the lease', async () => {
      const service = delivery();
      const held = heldHandler();
      const running = worker({ 'test.sink': held.handler }, { delivery: service, stopWaitMs: 50 });
      running.start();
      const message = await enqueued();
      service.nudge();
      await held.begun();

      await running.stop();

      expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
        status: 'PENDING',
        attempts: 1,
        leasedUntil: new Date(clock.now().getTime() + TEST_DELIVERY_SETTINGS.leaseSeconds * 1000),
      });
      held.finish({ type: 'delivered' });
    });

    it('says it runs from its start until it is stopped', async () => {
      const running = worker({});
      expect(running.running()).toBe(false);

      running.start();
      expect(running.running()).toBe(true);
      await running.stop();

      expect(running.running()).toBe(false);
    });

    it('says it does not run while a round is stuck past its limit, and again once it goes on', async () => {
      const settings = { ...TEST_DELIVERY_SETTINGS, pollIntervalMs: 20 };
      const running = worker({}, { settings, stuckAfterMs: 200 });
      running.start();

      const release = occupyConnections(database);
      await eventually(async () => (running.running() ? undefined : true), 'the stuck round');
      await release();
      await eventually(async () => (running.running() ? true : undefined), 'the next round');
      await running.stop();
    });

    it('takes nothing once stopped, nudged or not', async () => {
      const service = delivery();
      const { handler, attempts } = scriptedHandler({ type: 'delivered' });
      const running = worker({ 'test.sink': handler }, { delivery: service });
      running.start();
      await running.stop();

      const message = await enqueued();
      service.nudge();

      expect(attempts).toEqual([]);
      expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({ attempts: 0 });
    });
  });
});
