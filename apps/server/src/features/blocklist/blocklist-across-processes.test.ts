import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { callApi } from '../../testing/catalog';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { testDatabaseUrl } from '../../testing/test-database';
import { heardAnnouncement, useTwoProcesses, type TwoProcesses } from '../../testing/two-processes';

const plenty = { max: 1000, windowSeconds: 60 };

/**
 * Two apps, as two server processes, on one embedded database: each has its own id for its
 * announcements, so each hears the other's alone, as processes on PostgreSQL do.
 */
function useTwoAppsOnPglite(): TwoProcesses {
  const heard = new EventEmitter();
  const apps = {
    readerHears: (kind, id) => heardAnnouncement(heard, kind, id),
  } as TwoProcesses;

  beforeAll(async () => {
    apps.writer = await buildTestApp({ rateLimits: { ordersPerIp: plenty } });
    const shared = apps.writer.database;
    apps.reader = await buildTestApp({
      rateLimits: { ordersPerIp: plenty },
      database: {
        ...shared,
        listen: (channel, onPayload) =>
          shared.listen(channel, (payload) => {
            onPayload(payload);
            heard.emit('heard', payload);
          }),
        // The writer's app closes the one database.
        close: async () => {},
      },
    });
    await Promise.all([apps.writer.app.ready(), apps.reader.app.ready()]);
  });

  afterAll(async () => {
    await apps.reader?.close();
    await apps.writer?.close();
  });

  return apps;
}

describe('a shop’s blocked list kept by two server processes', () => {
  const apps = testDatabaseUrl ? useTwoProcesses() : useTwoAppsOnPglite();
  let merchant: Account;
  let showcase: PublishedShowcase;
  let shopId: number;

  const writer = () => apps.writer as TestApp;
  const rejectionOfOrder = async (phone: string) => {
    const placed = await postOrder(apps.reader.app, orderFor(showcase, { phone }));
    expect(placed.statusCode).toBe(201);
    const [row] = await writer()
      .database.db.select()
      .from(orders)
      .where(eq(orders.number, placed.json().data.number));
    return row!.rejectedKind;
  };

  beforeAll(async () => {
    merchant = await registerAccount(writer().app);
    showcase = await publishedShowcase(writer(), merchant);
    shopId = await ownShopId(writer().database.db, merchant.email);
  });

  it('refuses the next order in the other process once an entry is added, and takes it once deleted', async () => {
    // The reader keeps the shop's (empty) list from this order on.
    expect(await rejectionOfOrder('+79160001122')).toBeNull();

    const addHeard = apps.readerHears('blocklist', shopId);
    const added = await callApi(writer().app, merchant, 'POST', 'platform/service/blocklist/', {
      kind: 'PHONE',
      value: '+79160001122',
    });
    await addHeard;
    const whileBlocked = await rejectionOfOrder('+79160001122');
    const deleteHeard = apps.readerHears('blocklist', shopId);
    await callApi(
      writer().app,
      merchant,
      'DELETE',
      `platform/service/blocklist/${added.json().data.id}/`,
    );
    await deleteHeard;

    expect(whileBlocked).toBe('PHONE');
    expect(await rejectionOfOrder('+79160001122')).toBeNull();
  });
});
