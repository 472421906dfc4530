import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import { createTestDatabase } from '../../testing/test-database';
import { createHealthService } from './health.service';

/** More than node-postgres's pool holds (10), and PGlite's single connection. */
const HELD_CONNECTIONS = 11;

/**
 * Keeps every connection busy inside open transactions until `release` is called: the database
 * is alive but cannot answer anything new.
 */
function occupyConnections(database: Database) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holders = Array.from({ length: HELD_CONNECTIONS }, () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await released;
    }),
  );
  return {
    async release() {
      release();
      await Promise.all(holders);
    },
  };
}

describe('the health probe', () => {
  let database: Database;

  beforeEach(async () => {
    database = await createTestDatabase(createLogger('silent'));
  });

  afterEach(async () => {
    await database.close();
  });

  it('says ok when the database answers', async () => {
    expect(await createHealthService({ db: database.db }).check()).toBe('ok');
  });

  it('says degraded within its timeout when the database is too busy to answer', async () => {
    const health = createHealthService({ db: database.db, timeoutMs: 50 });
    const busy = occupyConnections(database);
    const startedAt = performance.now();

    const statuses = await Promise.all(Array.from({ length: 20 }, () => health.check()));

    expect(new Set(statuses)).toEqual(new Set(['degraded']));
    expect(performance.now() - startedAt).toBeLessThan(1000);
    await busy.release();
    expect(await health.check()).toBe('ok');
  });

  it('says error when the database is gone', async () => {
    const health = createHealthService({ db: database.db });
    await database.close();

    expect(await health.check()).toBe('error');
  });

  it('answers from its last settled probe while that is fresh, and probes again after', async () => {
    const fresh = createHealthService({ db: database.db, freshMs: 60_000 });
    const unkept = createHealthService({ db: database.db, freshMs: 0 });
    expect([await fresh.check(), await unkept.check()]).toEqual(['ok', 'ok']);

    await database.close();

    expect([await fresh.check(), await unkept.check()]).toEqual(['ok', 'error']);
  });
});
