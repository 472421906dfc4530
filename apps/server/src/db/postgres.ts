import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './client';
import { closeOnce } from './close-once';
import { migratePostgres } from './migrate';
import { listenOnPostgres } from './postgres-listen';
import * as schema from './schema';

/** "PostgreSQL at host:port/dbname": the URL without its credentials. */
export function describePostgresUrl(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL at ${hostname}:${port || '5432'}${pathname}`;
}

export function connectPostgres(url: string, logger: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection emits on the pool; unheard, it would end the process.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL connection lost'));
  const db = drizzle(pool, { schema });
  return {
    db,
    description: describePostgresUrl(url),
    embedded: false,
    migrate: (folder) => migratePostgres(pool, folder),
    embeddedClient: undefined,
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload, logger),
    close: closeOnce(() => pool.end()),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
