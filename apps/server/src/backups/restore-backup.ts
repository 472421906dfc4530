import { chmod, copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { migrationEntries, migrationsThrough } from '../db/migration-level';
import { createMediaStorage } from '../infra/media/create-media-storage';
import type { MediaStorage } from '../infra/media/media-storage';
import type { Logger } from '../logger';
import { unpackArchive } from './backup-archive';
import {
  DATABASE_FILES,
  MEDIA_FOLDER,
  readManifest,
  SECRETS_FOLDER,
  type BackupManifest,
} from './backup-manifest';
import { loadEmbeddedData } from './embedded-data';
import { runOn } from './foreign-keys';
import { deleteAllMedia, mediaIsEmpty, mediaSummaryOf, putMediaFromFolder } from './media-files';
import { dataScriptOfDump, loadPostgresData, restorePostgresDump } from './postgres-data';
import { countDifferences, emptyDatabase, hasTables, tableCounts } from './table-counts';

/** A restore that would overwrite data, refused; said as what to do. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreOptions {
  /** Replace what the target holds instead of refusing a target that is not empty. */
  force: boolean;
  config: Pick<Config, 'storage' | 'media'>;
  logger: Logger;
}

/** What the target holds that a restore would overwrite, named; empty when nothing. */
async function occupiedParts(database: Database, media: MediaStorage): Promise<string[]> {
  const parts: string[] = [];
  if (await hasTables(runOn(database.db))) parts.push(`the database (${database.description})`);
  if (!(await mediaIsEmpty(media))) parts.push('the media storage');
  return parts;
}

async function checkMigrationKnown(manifest: BackupManifest) {
  const { migration } = manifest.database;
  if ((await migrationEntries()).some((entry) => entry.tag === migration)) return;
  throw new RestoreRefusedError(
    `This backup was made by a newer Vitrina (its schema is at ${migration}): ` +
      'restore it with that release or a later one.',
  );
}

/** The backup's rows into the database, then the rest of this release's migrations. */
async function restoreDatabase(
  manifest: BackupManifest,
  folder: string,
  database: Database,
  databaseUrl: string | undefined,
) {
  const { engine, migration, tables } = manifest.database;
  const dataFile = join(folder, DATABASE_FILES[engine]);
  if (engine === 'postgresql' && databaseUrl) await restorePostgresDump(databaseUrl, dataFile);
  else {
    const schemaOfBackup = await migrationsThrough(migration);
    try {
      await database.migrate(schemaOfBackup);
    } finally {
      await rm(schemaOfBackup, { recursive: true, force: true });
    }
    const script = engine === 'embedded' ? dataFile : join(folder, 'data-of-dump.sql');
    if (engine === 'postgresql') await dataScriptOfDump(dataFile, script);
    if (database.embeddedClient) await loadEmbeddedData(database.embeddedClient, script);
    else await loadPostgresData(database.db, databaseUrl!, script);
  }
  const differences = countDifferences(tables, await tableCounts(runOn(database.db)));
  if (differences.length > 0) {
    throw new Error(`The restored rows differ from the backup's: ${differences.join('; ')}`);
  }
  await database.migrate();
}

async function restoreMedia(manifest: BackupManifest, folder: string, media: MediaStorage) {
  await putMediaFromFolder(join(folder, MEDIA_FOLDER), media);
  const restored = await mediaSummaryOf(media);
  if (restored.checksum !== manifest.media.checksum) {
    throw new Error(
      `The restored media differ from the backup's: ${restored.files} files of ` +
        `${manifest.media.files}, checksum ${restored.checksum} instead of ${manifest.media.checksum}`,
    );
  }
}

/** The backup's kept secrets into the data folder, readable by their owner only. */
async function restoreSecrets(manifest: BackupManifest, folder: string, dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  for (const name of manifest.secrets) {
    const target = join(dataDir, name);
    await copyFile(join(folder, SECRETS_FOLDER, name), target);
    await chmod(target, 0o600);
  }
}

/**
 * Restores a backup into the configured database (the embedded one in DATA_DIR, or PostgreSQL)
 * and media storage, either engine from either engine. Refuses a target that holds data unless
 * forced; checks the rows of every table and the media's checksum against the backup's.
 */
export async function restoreBackup(
  file: string,
  options: RestoreOptions,
): Promise<BackupManifest> {
  const { storage } = options.config;
  await mkdir(storage.dataDir, { recursive: true });
  const staging = await mkdtemp(join(storage.dataDir, '.vitrina-restore-'));
  try {
    await unpackArchive(file, staging);
    const manifest = await readManifest(staging);
    await checkMigrationKnown(manifest);
    const database = await createDatabase(storage, options.logger);
    const media = await createMediaStorage(options.config, options.logger);
    try {
      const occupied = await occupiedParts(database, media);
      if (occupied.length > 0 && !options.force) {
        throw new RestoreRefusedError(
          `Not restoring: ${occupied.join(' and ')} ${occupied.length > 1 ? 'are' : 'is'} not ` +
            'empty. Restore into an empty data folder or database, or add --force to replace ' +
            'what it holds with the backup.',
        );
      }
      if (options.force) {
        await emptyDatabase(database.db);
        await deleteAllMedia(media);
      }
      await restoreDatabase(manifest, staging, database, storage.databaseUrl);
      await restoreMedia(manifest, staging, media);
      await restoreSecrets(manifest, staging, storage.dataDir);
      return manifest;
    } finally {
      await Promise.all([database.close(), media.close()]);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
