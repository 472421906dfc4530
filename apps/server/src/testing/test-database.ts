import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from '../db/client';
import { closeOnce } from '../db/close-once';
import { migratePglite } from '../db/migrate';
import { openPgliteInMemory } from '../db/pglite';
import { connectPostgres } from '../db/postgres';
import * as schema from '../db/schema';
import type { Logger } from '../logger';

let pgliteSnapshot: Promise<Blob> | undefined;

/** Starting an empty PGlite takes seconds; loading a migrated snapshot, made once per worker, far less. */
function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const client = new PGlite();
    await migratePglite(drizzle(client, { schema }));
    const snapshot = await client.dumpDataDir('none');
    await client.close();
    return snapshot;
  })();
  return pgliteSnapshot;
}

async function runAsAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the server of `adminUrl`, dropped when it is closed. */
async function createPostgresDatabase(adminUrl: string, logger: Logger): Promise<Database> {
  const name = `vitrina_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), logger);
  return {
    ...database,
    close: closeOnce(async () => {
      await database.close();
      await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }),
  };
}

/**
 * A migrated database that no other test file sees: a fresh one on the PostgreSQL server of
 * TEST_DATABASE_URL when it is set, otherwise an in-memory PGlite.
 */
export async function createTestDatabase(logger: Logger): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl
    ? await createPostgresDatabase(adminUrl, logger)
    : await openPgliteInMemory(await migratedPgliteSnapshot());
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
