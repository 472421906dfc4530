import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePgliteDatabase } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { migrationsFolder } from './migration-level';
import type * as schema from './schema';

/** The advisory lock migrations run under: any number, the same in every server process. */
const MIGRATIONS_LOCK_KEY = 0x76697472; // "vitr"

/**
 * Several server processes may start together on one database: the first to take the lock
 * migrates, the others wait for it and then find nothing to do (decision 49). The lock belongs to
 * one connection, so the migrations run on that connection.
 */
export async function migratePostgres(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder: folder });
  } finally {
    // Closing the connection lets the lock go, whatever became of the migrations.
    client.release(true);
  }
}

/**
 * The embedded database has no autovacuum, so nothing else gathers the statistics the planner
 * needs for the catalog's indexes (decision 36): they are refreshed on every start.
 */
export async function migratePglite(
  db: PgliteDatabase<typeof schema>,
  folder = migrationsFolder,
): Promise<void> {
  await migratePgliteDatabase(db, { migrationsFolder: folder });
  await db.execute(sql`analyze`);
}
