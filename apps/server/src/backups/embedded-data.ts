import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { foreignKeysAround, type RunQuery } from './foreign-keys';
import type { TableCounts } from './table-counts';

/** How a data script begins: the same settings pg_dump's scripts start with. */
const SCRIPT_HEADER = [
  '-- Vitrina data: the rows of every table, in COPY blocks as pg_dump writes them',
  "SET client_encoding = 'UTF8';",
  'SET standard_conforming_strings = on;',
  '',
];

/** Rows one COPY statement loads at most, so a large table never sits whole in memory twice. */
const ROWS_PER_COPY = 20_000;

const runOn =
  (tx: Transaction): RunQuery =>
  async <Row>(text: string) =>
    (await tx.query<Row>(text)).rows;

interface TableColumns {
  table: string;
  name: string;
  columns: string;
}

const tablesOf = (run: RunQuery) =>
  run<TableColumns>(`
    select format('%I.%I', n.nspname, c.relname) as "table", c.relname as name,
           string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
    group by n.nspname, c.relname
    order by c.relname`);

const sequenceStatements = (run: RunQuery) =>
  run<{ statement: string }>(`
    select format('SELECT pg_catalog.setval(%L, %s, true);',
                  format('%I.%I', schemaname, sequencename), last_value) as statement
    from pg_sequences where schemaname = 'public' and last_value is not null
    order by sequencename`);

/**
 * Writes every row of the embedded database to `file` as a data script (COPY blocks and the
 * sequences' values), read in one repeatable-read transaction: a consistent snapshot. The
 * embedded database runs one statement at a time, so the server's queries wait meanwhile.
 */
export async function writeEmbeddedData(client: PGlite, file: string): Promise<TableCounts> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const counts: TableCounts = {};
  await client.transaction(async (tx) => {
    await tx.exec('set transaction isolation level repeatable read, read only');
    const run = runOn(tx);
    await write(SCRIPT_HEADER.join('\n'));
    for (const { table, name, columns } of await tablesOf(run)) {
      const copied = await tx.query(`COPY ${table} (${columns}) TO '/dev/blob'`);
      const rows = (await copied.blob?.text()) ?? '';
      counts[name] = rows === '' ? 0 : rows.split('\n').length - 1;
      await write(`COPY ${table} (${columns}) FROM stdin;\n${rows}\\.\n\n`);
    }
    for (const { statement } of await sequenceStatements(run)) await write(`${statement}\n`);
  });
  out.end();
  await once(out, 'finish');
  return counts;
}

/**
 * Runs a data script (ours, or what `pg_restore --data-only` writes) on the embedded database,
 * in one transaction with the foreign keys dropped around it. A COPY block loads through the
 * client's blob device; psql's `\restrict` lines are skipped, any other meta-command refused.
 */
export async function loadEmbeddedData(client: PGlite, file: string): Promise<void> {
  await client.transaction(async (tx) => {
    const keys = await foreignKeysAround(runOn(tx));
    await tx.exec(keys.before.join('\n'));
    await runScript(tx, createInterface({ input: createReadStream(file), crlfDelay: Infinity }));
    await tx.exec(keys.after.join('\n'));
  });
}

const COPY_FROM_STDIN = /^(COPY .+) FROM stdin;$/;

async function runScript(tx: Transaction, lines: AsyncIterable<string>): Promise<void> {
  let statements: string[] = [];
  let copy: { head: string; rows: string[] } | undefined;
  const loadRows = async () => {
    if (!copy || copy.rows.length === 0) return;
    const blob = new Blob([`${copy.rows.join('\n')}\n`]);
    await tx.query(`${copy.head} FROM '/dev/blob'`, [], { blob });
    copy.rows = [];
  };
  const runStatements = async () => {
    if (statements.some((line) => line.trim() !== '')) await tx.exec(statements.join('\n'));
    statements = [];
  };
  for await (const line of lines) {
    if (copy) {
      if (line === '\\.') {
        await loadRows();
        copy = undefined;
      } else if (copy.rows.push(line) >= ROWS_PER_COPY) await loadRows();
    } else if (COPY_FROM_STDIN.test(line)) {
      await runStatements();
      copy = { head: COPY_FROM_STDIN.exec(line)![1]!, rows: [] };
    } else if (line.startsWith('\\')) {
      if (!/^\\(un)?restrict\b/.test(line)) throw new Error(`Not a data script: ${line}`);
    } else statements.push(line);
  }
  if (copy) throw new Error('The data script ends inside a COPY block');
  await runStatements();
}
