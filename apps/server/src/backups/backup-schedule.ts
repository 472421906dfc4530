import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { datedBackupName, type BackupResult } from './create-backup';

const DATED_BACKUP = /^vitrina-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;

/** The dated archives in the folder, oldest first (their names sort as their times). */
async function datedBackups(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => []);
  return names.filter((name) => DATED_BACKUP.test(name)).sort();
}

/** Removes all but the newest `keep` dated archives of the folder. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = await datedBackups(folder);
  const removed = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(removed.map((name) => rm(join(folder, name), { force: true })));
  return removed;
}

/** When the newest dated archive was made, read from its name; undefined without one. */
async function newestBackupTime(folder: string): Promise<number | undefined> {
  const newest = (await datedBackups(folder)).at(-1);
  if (!newest) return undefined;
  const stamp = newest.slice('vitrina-'.length, -'.tar.gz'.length);
  return Date.parse(stamp.replace(/T(\d\d)-(\d\d)-(\d\d)Z/, 'T$1:$2:$3Z'));
}

/**
 * How long until the first backup: an interval after the newest archive already there, at least
 * `settleMs`; `settleMs` when there is none.
 */
export async function delayBeforeFirst(
  folder: string,
  intervalMs: number,
  settleMs: number,
  now: number,
): Promise<number> {
  const newest = await newestBackupTime(folder);
  const due = newest === undefined ? 0 : newest + intervalMs - now;
  return Math.max(settleMs, due);
}

interface ScheduleDeps {
  folder: string;
  intervalMs: number;
  keep: number;
  /** A backup due at start waits this long, so that it never slows the start down. */
  settleMs: number;
  backUp: (file: string) => Promise<BackupResult>;
  logger: Logger;
  now?: () => number;
}

/**
 * Backups every interval into the folder, keeping the newest `keep`. The first comes an interval
 * after the newest one already there (or soon after start when it is overdue), so a server that
 * restarts often still backs up on time.
 */
export function scheduleBackups({
  folder,
  intervalMs,
  keep,
  settleMs,
  backUp,
  logger,
  now = Date.now,
}: ScheduleDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce() {
    try {
      const { file, manifest } = await backUp(join(folder, datedBackupName(new Date(now()))));
      const removed = await pruneBackups(folder, keep);
      logger.info({ file, media: manifest.media.files, removed }, 'Scheduled backup written');
    } catch (error) {
      logger.error({ err: error }, 'The scheduled backup failed');
    }
  }

  function next(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => next(intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    async start() {
      next(await delayBeforeFirst(folder, intervalMs, settleMs, now()));
    },
    /** Waits for a backup under way: the database must not close under it. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
