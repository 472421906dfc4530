import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Rows } from '../../db/client';
import { orders } from '../../db/schema';
import { ownShopId, registerAccount } from '../../testing/accounts';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { useTestApp } from '../../testing/signed-in-app';
import { testDatabaseUrl } from '../../testing/test-database';
import { lastShopEventId, recordShopEvent, shopEventsAfter } from './shop-events.repository';

// Two transactions at once need PostgreSQL's connections (PGlite runs one at a time).
describe.runIf(testDatabaseUrl)("a shop's events, recorded by transactions at once", () => {
  const testApp = useTestApp();

  /** Whether a transaction of this database waits for a shop's events lock. */
  async function waitsForTheLock(shopId: number): Promise<boolean> {
    const { rows } = (await testApp.database.db.execute(sql`
      select count(*)::int as waiting from pg_locks
      where locktype = 'advisory' and not granted and objid = ${shopId}
        and database = (select oid from pg_database where datname = current_database())
    `)) as Rows<{ waiting: number }>;
    return rows[0]!.waiting > 0;
  }

  it('commit in the order of their ids, so no stream passes one over', async () => {
    const { app, database } = testApp;
    const merchant = await registerAccount(app);
    const showcase = await publishedShowcase(testApp, merchant);
    await postOrder(app, orderFor(showcase));
    const shopId = await ownShopId(database.db, merchant.email);
    const [order] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.shopId, shopId));
    const before = await lastShopEventId(database.db, shopId);
    const event = { shopId, orderId: order!.id, orderNumber: 1 };
    let recorded!: () => void;
    let commit!: () => void;
    const firstRecorded = new Promise<void>((resolve) => (recorded = resolve));
    const committing = new Promise<void>((resolve) => (commit = resolve));

    // A long transaction (an order's) records its event first and has not committed…
    const first = database.db.transaction(async (tx) => {
      await recordShopEvent(tx, { ...event, kind: 'order.created' });
      recorded();
      await committing;
    });
    await firstRecorded;
    // …when a short one (a status change) records the shop's next.
    const second = database.db.transaction((tx) =>
      recordShopEvent(tx, { ...event, kind: 'order.status_changed' }),
    );
    await expect.poll(() => waitsForTheLock(shopId), { timeout: 10_000 }).toBe(true);
    expect(await shopEventsAfter(database.db, shopId, before, 10)).toEqual([]);

    commit();
    await Promise.all([first, second]);
    const events = await shopEventsAfter(database.db, shopId, before, 10);
    expect(events.map((row) => row.kind)).toEqual(['order.created', 'order.status_changed']);
  });
});
