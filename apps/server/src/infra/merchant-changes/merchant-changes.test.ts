import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import {
  createSharedPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
} from '../../testing/test-database';
import { createMerchantChanges, type MerchantChanges } from './merchant-changes';

const logger = createLogger('silent');

/** Starts `changes` listening; `heard` resolves once `count` announcements have come. */
async function listening(changes: MerchantChanges, count: number) {
  const userIds: number[] = [];
  let done!: (userIds: number[]) => void;
  const heard = new Promise<number[]>((resolve) => (done = resolve));
  await changes.listen((userId) => {
    userIds.push(userId);
    if (userIds.length === count) done(userIds);
  });
  return { heard };
}

/** Two connections to one database, as two server processes have; on PGlite, one shared. */
async function twoConnections(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  if (!testDatabaseUrl) {
    const database = await createTestDatabase(logger);
    return { first: database, second: database, close: () => database.close() };
  }
  const shared = await createSharedPostgresDatabase(testDatabaseUrl);
  const [first, second] = [shared.connect(logger), shared.connect(logger)];
  return {
    first,
    second,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await shared.drop();
    },
  };
}

describe('merchant changes between server processes', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const each of opened.splice(0).reverse()) await each.close();
  });

  async function processes() {
    const connections = await twoConnections();
    opened.push(connections);
    const here = createMerchantChanges(connections.first, logger);
    const there = createMerchantChanges(connections.second, logger);
    const third = createMerchantChanges(connections.second, logger);
    opened.push(here, there, third);
    return { here, there, third };
  }

  it('tells the other processes which merchant wrote', async () => {
    const { here, there } = await processes();
    const { heard } = await listening(there, 2);

    await here.announce(7);
    await here.announce(12);

    expect(await heard).toEqual([7, 12]);
  });

  it('does not tell a process of its own writes: it has forgotten its copies already', async () => {
    const { here, third } = await processes();
    const { heard } = await listening(here, 1);

    // Both are sent, in this order: had the first been heard, it would be the one seen.
    await here.announce(7);
    await third.announce(8);

    expect(await heard).toEqual([8]);
  });
});
