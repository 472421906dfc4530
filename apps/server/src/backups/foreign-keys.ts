import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Runs one statement and answers its rows: the embedded client's or a pool's, alike. */
export type RunQuery = <Row>(text: string) => Promise<Row[]>;

/** RunQuery through Drizzle, on either engine (or in a transaction). */
export const runOn =
  (db: Db): RunQuery =>
  async <Row>(text: string) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * The foreign keys of the public schema, with names written fully qualified (the statement runs
 * with only pg_catalog on the search path), so the statements made of them hold whatever
 * search path a restore script sets. Call it inside a transaction: the path is set for it only.
 */
async function foreignKeysOf(run: RunQuery): Promise<ForeignKey[]> {
  await run(`set local search_path = pg_catalog`);
  return run<ForeignKey>(`
    select format('%I.%I', n.nspname, c.relname) as "table",
           quote_ident(con.conname) as name,
           pg_get_constraintdef(con.oid) as definition
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where con.contype = 'f' and n.nspname = 'public'
    order by 1, 2`);
}

/**
 * The statements around a load of data: its foreign keys dropped before and made again after,
 * which checks every row at once. Rows then load in any order, a table that refers to itself
 * (categories, refresh tokens) included, without the superuser a disabled trigger needs.
 */
export async function foreignKeysAround(
  run: RunQuery,
): Promise<{ before: string[]; after: string[] }> {
  const keys = await foreignKeysOf(run);
  return {
    before: keys.map((key) => `ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name};`),
    after: keys.map(
      (key) => `ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition};`,
    ),
  };
}
