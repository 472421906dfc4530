import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Keeps every connection of the database (node-postgres's pool holds 10, PGlite one) busy inside
 * open transactions; answers how to let them go, which waits for them to end.
 */
export function occupyConnections(database: Database): () => Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: 11 }, () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await released;
    }),
  );
  return async () => {
    release();
    await Promise.all(holders);
  };
}
