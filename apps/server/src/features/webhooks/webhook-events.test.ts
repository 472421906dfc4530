import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import {
  orderItems,
  orders,
  webhookDeliveries,
  webhookEndpoints,
  type OrderRow,
} from '../../db/schema';
import { createDeliveryService } from '../delivery/delivery.service';
import { ownShopId } from '../../testing/accounts';
import { placedOrderId, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { createWebhookEvents } from './webhook-events';

/** `db` whose `select` calls are counted: the reads the events' statements begin with. */
function countingSelects(db: Db) {
  let selects = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'select') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Db['select']>) => {
        selects += 1;
        return target.select(...args);
      };
    },
  });
  return { db: counted, selects: () => selects };
}

describe('the shop’s events, queued for the addresses that hear them', () => {
  const session = useSignedInApp();
  const db = () => session.testApp.database.db;
  let shopId: number;
  let order: OrderRow;

  beforeAll(async () => {
    shopId = await ownShopId(db(), session.merchant.email);
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Кружка', price: 500 },
    });
    const id = await placedOrderId(session, showcase, '203.0.113.40');
    order = (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  });

  const eventsOf = () =>
    createWebhookEvents({
      now: () => new Date(),
      delivery: createDeliveryService({ db: db(), now: () => new Date() }),
      cacheTtlMs: 60_000,
    });
  const deliveriesOfShop = () =>
    db()
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookEndpoints.shopId, shopId));
  const lines = () => db().select().from(orderItems).where(eq(orderItems.orderId, order.id));

  it('reads a shop without addresses once, then costs its orders no statement', async () => {
    const events = eventsOf();
    const counted = countingSelects(db());
    const linesOf = vi.fn(lines);

    await events.orderCreated(counted.db, order, []);
    await events.orderCreated(counted.db, order, []);
    await events.statusChanged(counted.db, order, 'IN_PROGRESS', linesOf);
    await events.paid(counted.db, order, {} as never, linesOf);

    expect(counted.selects()).toBe(1);
    expect(linesOf).not.toHaveBeenCalled();
    expect(await deliveriesOfShop()).toEqual([]);
  });

  it('hears an address added only once the merchant’s write is told, and then queues the event', async () => {
    const events = eventsOf();
    await events.orderCreated(db(), order, await lines());
    await db()
      .insert(webhookEndpoints)
      .values([
        {
          shopId,
          url: 'https://crm.example.ru/created',
          events: ['order.created'],
          secretEncrypted: 'v1.unused',
          secretLast4: 'used',
        },
        {
          shopId,
          url: 'https://crm.example.ru/off',
          events: ['order.created'],
          secretEncrypted: 'v1.unused',
          secretLast4: 'used',
          enabled: false,
        },
      ]);

    await events.orderCreated(db(), order, await lines());
    expect(await deliveriesOfShop()).toEqual([]);

    events.forgetMerchant(shopId);
    const counted = countingSelects(db());
    await events.orderCreated(counted.db, order, await lines());
    await events.orderCreated(counted.db, order, await lines());

    expect(counted.selects()).toBe(1);
    expect(await deliveriesOfShop()).toHaveLength(2);
  });
});
