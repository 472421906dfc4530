import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '../db/client';
import { createLogger } from '../logger';
import { createSharedPostgresDatabase, testDatabaseUrl } from './test-database';

/** A database that this process and a server or worker process it starts use in turn. */
export interface ProcessDatabase {
  /** Tells the child process where the database is. */
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

const silent = createLogger('silent');

/**
 * A PostgreSQL database of the caller's own when TEST_DATABASE_URL is set, otherwise a PGlite
 * folder, which one process opens at a time.
 */
export async function processDatabase(): Promise<ProcessDatabase> {
  if (testDatabaseUrl) {
    const shared = await createSharedPostgresDatabase(testDatabaseUrl);
    return {
      env: { DATABASE_URL: shared.url },
      open: async () => shared.connect(silent),
      remove: shared.drop,
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-processes-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => createDatabase({ databaseUrl: undefined, dataDir }, silent),
    // A killed process's last writes may still land in the folder as it is removed: try again.
    remove: () => rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  };
}
