import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Database } from '../db/client';
import { appliedMigrationLevel } from '../db/migration-level';
import type { MediaStorage } from '../infra/media/media-storage';
import {
  DATABASE_FILES,
  MEDIA_FOLDER,
  SECRETS_FOLDER,
  writeManifest,
  type BackupManifest,
} from './backup-manifest';
import { packFolder } from './backup-archive';
import { writeEmbeddedData } from './embedded-data';
import { copyKeptSecrets } from './kept-secrets';
import { copyMediaToFolder } from './media-files';
import { dumpPostgres } from './postgres-data';
import type { TableCounts } from './table-counts';

/** What a backup is made of: the open database, the media storage and the data folder. */
export interface BackupSources {
  database: Database;
  /** Set for PostgreSQL, which pg_dump reaches by it. */
  databaseUrl: string | undefined;
  media: MediaStorage;
  dataDir: string;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

/** A dated archive's name: its time sorts as its text, and names no `:` for other systems. */
export function datedBackupName(time: Date): string {
  return `vitrina-${time
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

async function backUpDatabase(
  { database, databaseUrl }: BackupSources,
  folder: string,
): Promise<BackupManifest['database']> {
  const noSchema = () => new Error('The database has no Vitrina schema yet: nothing to back up');
  if (database.embeddedClient) {
    const migration = await appliedMigrationLevel(database.db);
    if (!migration) throw noSchema();
    const file = join(folder, DATABASE_FILES.embedded);
    const tables = await writeEmbeddedData(database.embeddedClient, file);
    return { engine: 'embedded', migration, tables };
  }
  if (!databaseUrl) throw new Error('A PostgreSQL backup needs the database URL');
  const dumped = await dumpPostgres(
    database.db,
    databaseUrl,
    join(folder, DATABASE_FILES.postgresql),
  );
  if (!dumped.migration) throw noSchema();
  return { engine: 'postgresql', migration: dumped.migration, tables: dumped.tables };
}

/**
 * One archive of the database, then the media, then the data folder's kept secrets. The
 * database comes first: a photo uploaded meanwhile is an unused file in the backup, harmless,
 * where media first would miss the file of a row in it. Staged beside the archive, on its disk.
 */
export async function createBackup(sources: BackupSources, file: string): Promise<BackupResult> {
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), '.vitrina-backup-'));
  try {
    const database = await backUpDatabase(sources, staging);
    const media = await copyMediaToFolder(sources.media, join(staging, MEDIA_FOLDER));
    const secrets = await copyKeptSecrets(sources.dataDir, join(staging, SECRETS_FOLDER));
    const manifest: BackupManifest = {
      format: 'vitrina-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database,
      media,
      secrets,
    };
    await writeManifest(staging, manifest);
    await packFolder(staging, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Rows in all tables, for a summary line. */
export const totalRows = (tables: TableCounts) =>
  Object.values(tables).reduce((sum, rows) => sum + rows, 0);
