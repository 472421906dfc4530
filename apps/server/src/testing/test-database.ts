import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import { closeOnce } from '../db/close-once';
import { migratePglite } from '../db/migrate';
import { openPgliteInMemory, pgliteExtensions } from '../db/pglite';
import { connectPostgres } from '../db/postgres';
import * as schema from '../db/schema';
import type { Logger } from '../logger';

/** The PostgreSQL server that tests may use (TEST_DATABASE_URL); without it they run on PGlite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

let pgliteSnapshot: Promise<Blob> | undefined;

/** Starting an empty PGlite takes seconds; loading a migrated snapshot, made once per worker, far less. */
function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const client = new PGlite({ extensions: pgliteExtensions });
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

/**
 * A fresh database on the PostgreSQL server of `adminUrl` for several connections, as several
 * server processes would have; `drop` removes it once they are closed.
 */
export async function createSharedPostgresDatabase(adminUrl: string) {
  const name = `vitrina_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    connect: (logger: Logger) => connectPostgres(url.toString(), logger),
    drop: () => runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** A database of its own on the server of `adminUrl`, dropped when it is closed. */
async function createPostgresDatabase(adminUrl: string, logger: Logger): Promise<Database> {
  const shared = await createSharedPostgresDatabase(adminUrl);
  const database = shared.connect(logger);
  return {
    ...database,
    close: closeOnce(async () => {
      await database.close();
      await shared.drop();
    }),
  };
}

/**
 * Shops numbered far from users: a shop's id mistaken for its owner's (or the reverse) then
 * names nothing, and fails a test, instead of matching by the coincidence of a fresh database.
 */
const SHOPS_APART_FROM_USERS = 'ALTER SEQUENCE "shops_id_seq" RESTART WITH 700001';

/** An in-memory embedded database, migrated, whatever TEST_DATABASE_URL says. */
export async function migratedPglite(): Promise<Database> {
  return openPgliteInMemory(await migratedPgliteSnapshot());
}

/**
 * A migrated database that no other test file sees: a fresh one on the PostgreSQL server of
 * TEST_DATABASE_URL when it is set, otherwise an in-memory PGlite.
 */
export async function createTestDatabase(logger: Logger): Promise<Database> {
  const database = testDatabaseUrl
    ? await createPostgresDatabase(testDatabaseUrl, logger)
    : await openPgliteInMemory(await migratedPgliteSnapshot());
  try {
    await database.migrate();
    await database.db.execute(sql.raw(SHOPS_APART_FROM_USERS));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
