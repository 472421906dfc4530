import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { fromServerRoot } from '../server-root';
import type { Db, Rows } from './client';

/** Every migration of this release (drizzle-kit's folder). */
export const migrationsFolder = fromServerRoot('drizzle');
const JOURNAL = 'meta/_journal.json';

/** One migration as drizzle-kit's journal lists it: `when` is what the database records. */
export interface MigrationEntry {
  tag: string;
  when: number;
}

export async function migrationEntries(folder = migrationsFolder): Promise<MigrationEntry[]> {
  const journal = JSON.parse(await readFile(join(folder, JOURNAL), 'utf8')) as {
    entries: MigrationEntry[];
  };
  return journal.entries;
}

/** When drizzle-kit made this release's last migration: what the database records once applied. */
export async function lastMigrationOfRelease(folder = migrationsFolder): Promise<number> {
  return Math.max(...(await migrationEntries(folder)).map((entry) => entry.when));
}

/**
 * When the last migration the database applied was made, as Drizzle's migrator records it and
 * compares it (a migration runs when it is newer than that): 0 when none has run, or when the
 * migrator never made its table.
 */
export async function lastMigrationApplied(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`
    select (select max(created_at) from drizzle.__drizzle_migrations)::text as "when"
    where exists (select from pg_tables where schemaname = 'drizzle')
  `)) as Rows<{ when: string | null }>;
  return Number(rows[0]?.when ?? 0);
}

/**
 * The tag of the last migration a database has applied, undefined for one never migrated; a
 * level this release does not know (a newer release's) is named by its time instead.
 */
export async function appliedMigrationLevel(db: Db): Promise<string | undefined> {
  const when = await lastMigrationApplied(db);
  if (when === 0) return undefined;
  const entry = (await migrationEntries()).find((known) => known.when === when);
  return entry?.tag ?? `unknown migration of ${when}`;
}

/** A copy of the migrations folder whose journal keeps only the entries `keep` says. */
export async function migrationsWhere(
  keep: (entry: MigrationEntry, index: number) => boolean,
): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = JSON.parse(await readFile(join(folder, JOURNAL), 'utf8')) as {
    entries: MigrationEntry[];
  };
  journal.entries = journal.entries.filter(keep);
  await writeFile(join(folder, JOURNAL), JSON.stringify(journal));
  return folder;
}

/** The migrations up to and including `tag`: the schema a backup made at that level had. */
export async function migrationsThrough(tag: string): Promise<string> {
  const entries = await migrationEntries();
  const last = entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`This release does not know the migration ${tag}`);
  return migrationsWhere((_entry, index) => index <= last);
}
