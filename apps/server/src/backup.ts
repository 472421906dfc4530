// `npm run backup [-- FILE]`: one archive of the database, the media and the data folder's kept
// secrets (decision 65), by default a dated file in DATA_DIR/backups.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupByRunningServer } from './backups/backup-socket';
import {
  createBackup,
  datedBackupName,
  totalRows,
  type BackupResult,
} from './backups/create-backup';
import type { Config } from './config';
import { createDatabase } from './db/client';
import { createMediaStorage } from './infra/media/create-media-storage';
import { loadConfigOrExit } from './load-config-or-exit';
import { createLogger } from './logger';

const logger = createLogger('warn');

/** Without a server on the data folder, this process opens the database itself. */
async function backUpHere(config: Config, file: string): Promise<BackupResult> {
  const { storage } = config;
  if (!storage.databaseUrl && !existsSync(join(storage.dataDir, 'pglite'))) {
    throw new Error(`No embedded database in ${storage.dataDir}: nothing to back up`);
  }
  const database = await createDatabase(storage, logger);
  const media = await createMediaStorage(config, logger);
  try {
    const sources = { database, databaseUrl: storage.databaseUrl, media, dataDir: storage.dataDir };
    return await createBackup(sources, file);
  } finally {
    await Promise.all([database.close(), media.close()]);
  }
}

const config = loadConfigOrExit();
const [given] = process.argv.slice(2);
const file = given ? resolve(given) : join(config.backups.folder, datedBackupName(new Date()));
try {
  const result =
    (!config.storage.databaseUrl && (await backupByRunningServer(config.storage.dataDir, file))) ||
    (await backUpHere(config, file));
  const { database, media } = result.manifest;
  const tables = Object.keys(database.tables).length;
  process.stdout.write(
    `Backup written: ${result.file}\n` +
      `  database (${database.engine}, schema ${database.migration}): ` +
      `${totalRows(database.tables)} rows in ${tables} tables\n` +
      `  media: ${media.files} files, ${(media.bytes / 1048576).toFixed(1)} MiB\n`,
  );
} catch (error) {
  process.stderr.write(
    `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
