import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import {
  createSharedPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
} from '../../testing/test-database';
import { createChanges, type ChangeKind, type Changes } from './changes';

const logger = createLogger('silent');

/** Starts `changes` listening; `heard` resolves once `count` announcements have come. */
async function listening(changes: Changes, count: number) {
  const changed: [ChangeKind, number][] = [];
  let done!: (changed: [ChangeKind, number][]) => void;
  const heard = new Promise<[ChangeKind, number][]>((resolve) => (done = resolve));
  const hear = (kind: ChangeKind) => (id: number) => {
    changed.push([kind, id]);
    if (changed.length === count) done(changed);
  };
  await changes.listen({
    merchant: hear('merchant'),
    user: hear('user'),
    membership: hear('membership'),
    blocklist: hear('blocklist'),
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

describe('changes between server processes', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const each of opened.splice(0).reverse()) await each.close();
  });

  async function processes() {
    const connections = await twoConnections();
    opened.push(connections);
    const here = createChanges(connections.first, logger);
    const there = createChanges(connections.second, logger);
    const third = createChanges(connections.second, logger);
    opened.push(here, there, third);
    return { here, there, third };
  }

  it('tells the other processes what changed, each kind to its own handler', async () => {
    const { here, there } = await processes();
    const { heard } = await listening(there, 3);

    await here.announce('merchant', 7);
    await here.announce('user', 7);
    await here.announce('merchant', 12);

    expect(await heard).toEqual([
      ['merchant', 7],
      ['user', 7],
      ['merchant', 12],
    ]);
  });

  it('does not tell a process of its own writes: it has forgotten its copies already', async () => {
    const { here, third } = await processes();
    const { heard } = await listening(here, 1);

    // Both are sent, in this order: had the first been heard, it would be the one seen.
    await here.announce('user', 7);
    await third.announce('user', 8);

    expect(await heard).toEqual([['user', 8]]);
  });
});
