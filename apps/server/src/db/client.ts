import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { StorageSettings } from '../config/storage';
import { openPgliteInFolder } from './pglite';
import { connectPostgres } from './postgres';
import type * as schema from './schema';

/** The Drizzle query interface, the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.execute` of a raw statement answers, read as rows of `Row`. */
export type Rows<Row> = { rows: Row[] };

/** How many connections a pool holds, how many of them are idle, and how many queries wait. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** An open database: queries go through `db`; the app closes it when it stops. */
export interface Database {
  readonly db: Db;
  /** Where the data lives, for logs; never shows a password. */
  readonly description: string;
  /** The embedded PGlite: one process, and no autovacuum keeping the planner's statistics. */
  readonly embedded: boolean;
  /** Applies the migrations of `folder` (by default all of this release's) not yet applied. */
  migrate(folder?: string): Promise<void>;
  /** The embedded database's own client, for what Drizzle does not reach (COPY, for backups). */
  readonly embeddedClient: PGlite | undefined;
  /**
   * Hears what `pg_notify(channel, payload)` sends, from any connection, until the returned stop
   * is called: how server processes on one PostgreSQL tell each other of a change.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Safe to call more than once. */
  close(): Promise<void>;
  /** The connection pool's use now, for metrics; none where there is no pool (PGlite). */
  poolUse?(): PoolUse;
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/pglite. */
export function createDatabase(
  storage: Pick<StorageSettings, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
): Promise<Database> {
  return storage.databaseUrl
    ? Promise.resolve(connectPostgres(storage.databaseUrl, logger))
    : openPgliteInFolder(join(storage.dataDir, 'pglite'));
}
