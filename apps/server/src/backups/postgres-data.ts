import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Db } from '../db/client';
import { appliedMigrationLevel } from '../db/migration-level';
import { foreignKeysAround, runOn } from './foreign-keys';
import { runTool } from './postgres-tools';
import { tableCounts, type TableCounts } from './table-counts';

/**
 * pg_dump's custom-format archive of the database in `file`, taken in the snapshot of a
 * repeatable-read transaction that reads the tables' counts and the migration level too: the
 * three describe one moment, whatever the server processes write meanwhile.
 */
export async function dumpPostgres(
  db: Db,
  databaseUrl: string,
  file: string,
): Promise<{ tables: TableCounts; migration: string | undefined }> {
  return db.transaction(
    async (tx) => {
      const run = runOn(tx);
      const [exported] = await run<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const tables = await tableCounts(run);
      const migration = await appliedMigrationLevel(tx);
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${exported!.snapshot}`,
          `--file=${file}`,
        ],
        { databaseUrl },
      );
      return { tables, migration };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A pg_dump archive restored whole (schema and data) into an empty PostgreSQL database. */
export async function restorePostgresDump(databaseUrl: string, file: string): Promise<void> {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${database}`,
      file,
    ],
    { databaseUrl },
  );
}

/** The data of a pg_dump archive's public schema as a data script in `scriptFile`. */
export async function dataScriptOfDump(dumpFile: string, scriptFile: string): Promise<void> {
  await runTool('pg_restore', ['--data-only', '--schema=public', `--file=${scriptFile}`, dumpFile]);
}

/**
 * A data script loaded into PostgreSQL by psql, in one transaction with the foreign keys
 * dropped around it (see foreign-keys.ts).
 */
export async function loadPostgresData(db: Db, databaseUrl: string, file: string): Promise<void> {
  const keys = await db.transaction((tx) => foreignKeysAround(runOn(tx)));
  async function* script() {
    yield `${keys.before.join('\n')}\n`;
    yield* createReadStream(file);
    yield `\n${keys.after.join('\n')}\n`;
  }
  await runTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', '--file=-'],
    { databaseUrl, input: Readable.from(script()) },
  );
}
