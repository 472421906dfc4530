import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../testing/earlier-release';
import { startMain, type RunningMain } from '../testing/main-process';
import { createSharedPostgresDatabase, testDatabaseUrl } from '../testing/test-database';

describe.runIf(testDatabaseUrl)(
  'servers started together on an empty PostgreSQL database (none on PGlite: one process opens its folder)',
  () => {
    let database: Awaited<ReturnType<typeof createSharedPostgresDatabase>>;
    let dataDir: string;
    const started: RunningMain[] = [];

    beforeAll(async () => {
      database = await createSharedPostgresDatabase(testDatabaseUrl!);
      dataDir = await mkdtemp(join(tmpdir(), 'vitrina-together-'));
    });

    afterAll(async () => {
      for (const main of started) if (main.child.exitCode === null) main.child.kill('SIGKILL');
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    // Four servers from their source on a busy 2-core machine take up to a minute to start.
    it('migrate it once between them and all four serve', { timeout: 120_000 }, async () => {
      for (let index = 0; index < 4; index++) {
        started.push(startMain({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: database.url }));
      }

      const serving = await Promise.all(
        started.map((main) => main.logged(/^Vitrina is serving at /)),
      );

      for (const line of serving) {
        const health = await fetch(`${String(line.url)}/api/health`);
        expect(health.status).toBe(200);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const applied = await client.query('select hash from drizzle.__drizzle_migrations');
        const migrations = readMigrationFiles({ migrationsFolder });
        expect(applied.rows).toHaveLength(migrations.length);
      } finally {
        await client.end();
      }
    });
  },
);
