import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RunQuery } from './foreign-keys';

export type TableCounts = Record<string, number>;

/** The rows of every table of the public schema, in two statements whatever their number. */
export async function tableCounts(run: RunQuery): Promise<TableCounts> {
  const [statement] = await run<{ text: string | null }>(`
    select string_agg(
      format('select %L as name, count(*)::int as rows from %I.%I', tablename, schemaname, tablename),
      ' union all ' order by tablename) as text
    from pg_tables where schemaname = 'public'`);
  if (!statement?.text) return {};
  const rows = await run<{ name: string; rows: number }>(statement.text);
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}

/** The tables whose rows differ from `expected`, described: empty when all match. */
export function countDifferences(expected: TableCounts, actual: TableCounts): string[] {
  return Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(([table, rows]) => `${table}: ${rows} in the backup, ${actual[table] ?? 'none'} restored`);
}

/** Whether the database has any table in Vitrina's schemas yet, even an empty one. */
export async function hasTables(run: RunQuery): Promise<boolean> {
  const [row] = await run<{ tables: number }>(
    `select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  return (row?.tables ?? 0) > 0;
}

/** Everything in Vitrina's schemas dropped, on either engine: what `restore --force` replaces. */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`drop schema if exists public cascade`);
    await tx.execute(sql`create schema public`);
  });
}
