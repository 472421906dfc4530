import type { Db } from '../db/client';

interface QueryClient {
  query: (...args: never[]) => Promise<unknown>;
}

/**
 * Counts the statements `db` sends while `run` runs, by wrapping its client's `query` (PGlite
 * and node-postgres's pool both send every statement outside a transaction through it).
 */
export async function countQueries(db: Db, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  let queries = 0;
  client.query = (...args) => {
    queries += 1;
    return original.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return queries;
}
