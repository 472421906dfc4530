import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outboxMessages, shops } from '../../db/schema';
import { createLogger } from '../../logger';
import { countQueries } from '../../testing/count-queries';
import { testClock } from '../../testing/test-clock';
import { createTestDatabase } from '../../testing/test-database';
import { createDeliveryService } from './delivery.service';
import { insertShop, outboxRow, testMessage } from '../../testing/outbox';

describe('the delivery outbox', () => {
  let database: Database;
  const clock = testClock();
  const db = () => database.db;
  const service = () => createDeliveryService({ db: db(), now: clock.now });

  beforeAll(async () => {
    database = await createTestDatabase(createLogger('silent'));
  });

  afterAll(async () => {
    await database?.close();
  });

  describe('enqueue', () => {
    it('writes a message due now, by the app clock, with no try yet', async () => {
      const shopId = await insertShop(db());
      const message = testMessage(shopId, { recipientId: 7, payload: { text: 'Заказ №1' } });

      await db().transaction((tx) => service().enqueue(tx, message));

      expect(await outboxRow(db(), message.dedupeKey)).toMatchObject({
        shopId,
        kind: 'test.sink',
        recipientId: 7,
        payload: { text: 'Заказ №1' },
        status: 'PENDING',
        attempts: 0,
        dueAt: clock.now(),
        leasedUntil: null,
        lastError: null,
        deliveredAt: null,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
    });

    it('keeps the id of the request being answered, or none outside a request', async () => {
      const shopId = await insertShop(db());
      const [asked, unasked] = [testMessage(shopId), testMessage(shopId)];
      const inRequest = createDeliveryService({ db: db(), now: clock.now, requestId: () => 'r-1' });
      const outside = createDeliveryService({
        db: db(),
        now: clock.now,
        requestId: () => undefined,
      });

      await inRequest.enqueue(db(), asked);
      await outside.enqueue(db(), unasked);

      expect((await outboxRow(db(), asked.dedupeKey))?.requestId).toBe('r-1');
      expect((await outboxRow(db(), unasked.dedupeKey))?.requestId).toBeNull();
    });

    it('leaves nothing when the transaction of its cause rolls back', async () => {
      const shopId = await insertShop(db());
      const message = testMessage(shopId);

      await expect(
        db().transaction(async (tx) => {
          await service().enqueue(tx, message);
          throw new Error('the cause failed');
        }),
      ).rejects.toThrow('the cause failed');

      expect(await outboxRow(db(), message.dedupeKey)).toBeUndefined();
    });

    it('adds nothing for a dedupe key already queued, and keeps the first message', async () => {
      const shopId = await insertShop(db());
      const first = testMessage(shopId, { payload: { text: 'первое' } });

      await service().enqueue(db(), first);
      await service().enqueue(db(), { ...first, payload: { text: 'второе' } });

      const rows = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, first.dedupeKey));
      expect(rows.map((row) => row.payload)).toEqual([{ text: 'первое' }]);
    });

    it("goes with the merchant's account", async () => {
      const shopId = await insertShop(db());
      const message = testMessage(shopId);
      await service().enqueue(db(), message);

      await db().delete(shops).where(eq(shops.id, shopId));

      expect(await outboxRow(db(), message.dedupeKey)).toBeUndefined();
    });
  });

  describe('nudge', () => {
    it('calls the listeners of this process until they leave', () => {
      const delivery = service();
      const heard: string[] = [];
      const leave = delivery.onNudge(() => heard.push('worker'));

      delivery.nudge();
      leave();
      delivery.nudge();

      expect(heard).toEqual(['worker']);
    });
  });

  describe('lastDeliveries', () => {
    /** Writes a message to `recipientId` and gives it a status, as a worker would. */
    async function messageTo(
      shopId: number,
      recipientId: number,
      changes: Partial<typeof outboxMessages.$inferInsert> = {},
    ) {
      const message = testMessage(shopId, { recipientId });
      await service().enqueue(db(), message);
      if (Object.keys(changes).length > 0) {
        await db()
          .update(outboxMessages)
          .set(changes)
          .where(eq(outboxMessages.dedupeKey, message.dedupeKey));
      }
    }

    it("answers each recipient's newest message, for many recipients in one query", async () => {
      const shopId = await insertShop(db());
      const tried = new Date('2026-03-02T09:05:00Z');
      await messageTo(shopId, 101, { status: 'DELIVERED' });
      await messageTo(shopId, 101, { status: 'FAILED', lastError: 'Чат удалён', updatedAt: tried });
      await messageTo(shopId, 102, { status: 'DELIVERED', updatedAt: tried });
      await messageTo(shopId, 103, { lastError: 'Сервер не ответил', updatedAt: tried });
      await messageTo(shopId, 103);

      let answer = new Map();
      const queries = await countQueries(db(), async () => {
        answer = await service().lastDeliveries(shopId, [101, 102, 103, 104]);
      });

      expect(queries).toBe(1);
      expect(answer).toEqual(
        new Map([
          [101, { at: tried, status: 'FAILED', error: 'Чат удалён' }],
          [102, { at: tried, status: 'DELIVERED', error: null }],
          [103, { at: clock.now(), status: 'PENDING', error: null }],
        ]),
      );
    });

    it("never reports another merchant's messages", async () => {
      const owner = await insertShop(db());
      const other = await insertShop(db());
      await messageTo(owner, 201, { status: 'DELIVERED' });

      expect(await service().lastDeliveries(other, [201])).toEqual(new Map());
    });

    it('asks nothing for no recipients', async () => {
      const shopId = await insertShop(db());

      expect(await countQueries(db(), () => service().lastDeliveries(shopId, []))).toBe(0);
    });
  });

  describe('forgetRecipient', () => {
    it("drops the recipient's pending messages and keeps its history and others' messages", async () => {
      const shopId = await insertShop(db());
      const other = await insertShop(db());
      const pending = testMessage(shopId, { recipientId: 301 });
      const delivered = testMessage(shopId, { recipientId: 301 });
      const toAnother = testMessage(shopId, { recipientId: 302 });
      const othersPending = testMessage(other, { recipientId: 301 });
      for (const message of [pending, delivered, toAnother, othersPending]) {
        await service().enqueue(db(), message);
      }
      await db()
        .update(outboxMessages)
        .set({ status: 'DELIVERED' })
        .where(eq(outboxMessages.dedupeKey, delivered.dedupeKey));

      await db().transaction((tx) => service().forgetRecipient(tx, shopId, 301));

      expect(await outboxRow(db(), pending.dedupeKey)).toBeUndefined();
      expect(await outboxRow(db(), delivered.dedupeKey)).toMatchObject({ status: 'DELIVERED' });
      expect(await outboxRow(db(), toAnother.dedupeKey)).toMatchObject({ status: 'PENDING' });
      expect(await outboxRow(db(), othersPending.dedupeKey)).toMatchObject({ status: 'PENDING' });
    });
  });
});
