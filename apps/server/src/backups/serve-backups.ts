import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMediaStorage } from '../infra/media/create-media-storage';
import type { Logger } from '../logger';
import { listenForBackups } from './backup-socket';
import { scheduleBackups } from './backup-schedule';
import { createBackup, datedBackupName } from './create-backup';

const HOUR_MS = 3_600_000;
/** A backup overdue at start waits a minute: the start and its first requests come first. */
const SETTLE_MS = 60_000;

/**
 * The backups of a server on the embedded database (decision 65): `npm run backup` asks it
 * over the data folder's socket, and BACKUP_INTERVAL_HOURS schedules its own. On PostgreSQL
 * neither: pg_dump backs up from any machine, with the server running or not.
 */
export function serveBackups(
  app: FastifyInstance,
  { config, database, logger }: { config: Config; database: Database; logger: Logger },
) {
  if (!database.embeddedClient) return;
  const { dataDir } = config.storage;
  const { folder, intervalHours, keep } = config.backups;
  const quiet = logger.child({}, { level: 'warn' });
  const backUp = async (file: string) => {
    const media = await createMediaStorage(config, quiet);
    try {
      return await createBackup({ database, databaseUrl: undefined, media, dataDir }, file);
    } finally {
      await media.close();
    }
  };
  const schedule =
    intervalHours > 0
      ? scheduleBackups({
          folder,
          intervalMs: intervalHours * HOUR_MS,
          keep,
          settleMs: SETTLE_MS,
          backUp,
          logger,
        })
      : undefined;
  let stopListening = async () => {};
  app.addHook('onReady', async () => {
    stopListening = await listenForBackups(
      dataDir,
      (file) => backUp(file ?? join(folder, datedBackupName(new Date()))),
      logger,
    );
    await schedule?.start();
  });
  app.addHook('preClose', async () => {
    await stopListening();
    await schedule?.stop();
  });
}
