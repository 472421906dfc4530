import { join } from 'node:path';
import { integerBetween, type VariablesOf } from './variable-rules';

/** Backups the server writes itself, of the embedded database (decision 65). */
export interface BackupSettings {
  /** Hours between two scheduled backups; 0 schedules none. Only the embedded database has them. */
  intervalHours: number;
  /** How many scheduled backups stay in `folder`; older ones are removed. */
  keep: number;
  /** Where backups go unless given a file: DATA_DIR/backups. */
  folder: string;
}

export const DEFAULT_BACKUP_INTERVAL_HOURS = 24;
export const DEFAULT_BACKUP_KEEP = 7;

export const backupVariables = {
  BACKUP_INTERVAL_HOURS: integerBetween(0, 24 * 366).default(DEFAULT_BACKUP_INTERVAL_HOURS),
  BACKUP_KEEP: integerBetween(1, 1000).default(DEFAULT_BACKUP_KEEP),
};

export function readBackupSettings(
  variables: VariablesOf<typeof backupVariables>,
  dataDir: string,
): BackupSettings {
  return {
    intervalHours: variables.BACKUP_INTERVAL_HOURS,
    keep: variables.BACKUP_KEEP,
    folder: join(dataDir, 'backups'),
  };
}
