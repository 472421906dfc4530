import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { closeOnce } from './close-once';
import { migratePglite } from './migrate';
import * as schema from './schema';

async function asDatabase(client: PGlite, description: string): Promise<Database> {
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db,
    description,
    embedded: true,
    migrate: (folder) => migratePglite(db, folder),
    embeddedClient: client,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: closeOnce(() => client.close()),
  };
}

/** The extensions the migrations create: pg_trgm backs the product search (migration 0014). */
export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's default 128 MB of shared buffers are all written when the embedded database
 * starts, so a server idled at about 400 MiB; 32 MB (4 096 pages) holds a small shop's working
 * set and brings it under 300 MiB (decision 68). A shop that outgrows it moves to PostgreSQL.
 */
const pgliteOptions = {
  extensions: pgliteExtensions,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

/** The embedded database kept in a folder on disk. */
export async function openPgliteInFolder(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  return asDatabase(new PGlite(dataDir, pgliteOptions), `embedded PGlite at ${dataDir}`);
}

/** An embedded database in memory: empty, or loaded from a snapshot made by `dumpDataDir`. */
export function openPgliteInMemory(snapshot?: Blob): Promise<Database> {
  return asDatabase(
    new PGlite({ ...pgliteOptions, loadDataDir: snapshot }),
    'embedded PGlite in memory',
  );
}
