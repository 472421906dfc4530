import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import { occupyConnections } from '../../testing/busy-database';
import { createTestDatabase } from '../../testing/test-database';
import { createHealthService } from './health.service';
import { lastMigrationApplied, lastMigrationOfRelease } from '../../db/migration-level';
import { createReadinessService } from './readiness.service';

describe('readiness', () => {
  let database: Database;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase(createLogger('silent'));
    folder = await mkdtemp(join(tmpdir(), 'vitrina-readiness-'));
  });

  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const readiness = (changes: Partial<Parameters<typeof createReadinessService>[0]> = {}) =>
    createReadinessService({
      db: database.db,
      health: createHealthService({ db: database.db }),
      deliveryRunning: () => true,
      ...changes,
    });

  it("finds the database at this release's last migration", async () => {
    expect(await lastMigrationApplied(database.db)).toBe(await lastMigrationOfRelease());
    expect(await readiness().check()).toEqual({
      ready: true,
      checks: { migrations: true, database: true, delivery: true },
    });
  });

  it('is not ready while the worker does not run', async () => {
    expect(await readiness({ deliveryRunning: () => false }).check()).toEqual({
      ready: false,
      checks: { migrations: true, database: true, delivery: false },
    });
  });

  it('is not ready under a release with a migration the database lacks', async () => {
    const when = (await lastMigrationApplied(database.db)) + 1;
    await mkdir(join(folder, 'meta'), { recursive: true });
    const journal = join(folder, 'meta/_journal.json');
    await writeFile(journal, JSON.stringify({ entries: [{ tag: '9999_next', when }] }));

    expect(await readiness({ migrationsFolder: folder }).check()).toMatchObject({
      ready: false,
      checks: { migrations: false },
    });
  });

  it('says not migrated within its timeout when the database does not answer', async () => {
    const release = occupyConnections(database);
    const busy = readiness({
      timeoutMs: 50,
      health: createHealthService({ db: database.db, timeoutMs: 50 }),
    });

    const checked = await busy.check();
    await release();

    // Busy is not down: the database counts, the migrations are not known yet.
    expect(checked).toEqual({
      ready: false,
      checks: { migrations: false, database: true, delivery: true },
    });
    expect(await busy.check()).toMatchObject({ ready: true });
  });
});
