import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import { countQueries } from '../../testing/count-queries';
import { insertShop, testMessage } from '../../testing/outbox';
import { testClock } from '../../testing/test-clock';
import { createTestDatabase } from '../../testing/test-database';
import { createDeliveryService } from './delivery.service';
import { leaseDueMessages, recordOutcome } from './outbox.repository';

/** The outbox's counts that /metrics shows, on a database of its own. */
describe("the outbox's state", () => {
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

  it('counts what is due, leased and failed, and how long the oldest due has waited', async () => {
    expect(await delivery().state()).toEqual({
      due: 0,
      leased: 0,
      failed: 0,
      oldestDueSeconds: 0,
    });
    const shopId = await insertShop(db());
    for (let each = 0; each < 3; each += 1) await delivery().enqueue(db(), testMessage(shopId));
    expect(await delivery().state()).toEqual({ due: 3, leased: 0, failed: 0, oldestDueSeconds: 0 });

    const [held, failing] = await leaseDueMessages(db(), 2, clock.now(), 60);
    await recordOutcome(db(), failing!, { status: 'FAILED', lastError: 'Нет' }, clock.now());
    clock.advanceSeconds(30);
    expect(held).toBeDefined();
    expect(await delivery().state()).toEqual({
      due: 1,
      leased: 1,
      failed: 1,
      oldestDueSeconds: 30,
    });

    // The held try's lease has run out: its message is due again, from the lease's end.
    clock.advanceSeconds(60);
    expect(await delivery().state()).toEqual({
      due: 2,
      leased: 0,
      failed: 1,
      oldestDueSeconds: 90,
    });
  });

  it('is read in one statement', async () => {
    expect(await countQueries(db(), () => delivery().state())).toBe(1);
  });
});
