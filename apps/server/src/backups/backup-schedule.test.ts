import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silent } from '../testing/backups';
import { delayBeforeFirst, pruneBackups, scheduleBackups } from './backup-schedule';
import { datedBackupName, type BackupResult } from './create-backup';

const HOUR = 3_600_000;

describe('scheduled backups', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'vitrina-scheduled-'));
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const dated = (iso: string) => datedBackupName(new Date(iso));
  const place = (names: string[]) =>
    Promise.all(names.map((name) => writeFile(join(folder, name), '')));

  it('name their archives by their time, in an order their names keep', () => {
    expect(dated('2026-11-29T03:04:05.678Z')).toBe('vitrina-2026-11-29T03-04-05Z.tar.gz');
  });

  it('keep the newest archives and remove the older, leaving other files alone', async () => {
    const names = ['2026-11-01', '2026-11-03', '2026-11-02', '2026-11-04'].map((day) =>
      dated(`${day}T00:00:00Z`),
    );
    await place([...names, 'by-hand.tar.gz']);

    const removed = await pruneBackups(folder, 2);

    expect(removed).toEqual([names[0], names[2]]);
    expect((await readdir(folder)).sort()).toEqual(['by-hand.tar.gz', names[3], names[1]].sort());
  });

  /** A schedule whose backups write empty archives and tell the test of each. */
  function schedule(now: number, intervalMs: number) {
    const written: string[] = [];
    let wrote: () => void = () => {};
    const backUp = async (file: string): Promise<BackupResult> => {
      await writeFile(file, '');
      written.push(file);
      wrote();
      return { file, manifest: { media: { files: 0 } } } as BackupResult;
    };
    const next = () => new Promise<void>((resolve) => (wrote = resolve));
    const scheduled = scheduleBackups({
      folder,
      intervalMs,
      keep: 2,
      settleMs: 0,
      backUp,
      logger: silent,
      now: () => now,
    });
    return { scheduled, written, next };
  }

  it('back up soon after start when none is there, then every interval, keeping `keep`', async () => {
    const { scheduled, written, next } = schedule(Date.parse('2026-11-29T10:00:00Z'), 20);
    const three = (async () => {
      for (let count = 0; count < 3; count += 1) await next();
    })();

    await scheduled.start();
    await three;
    await scheduled.stop();

    expect(written.length).toBeGreaterThanOrEqual(3);
    expect((await readdir(folder)).length).toBeLessThanOrEqual(2);
  });

  it('wait the rest of the interval after the newest archive already there', async () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    const delay = () => delayBeforeFirst(folder, 2 * HOUR, 60_000, now);

    expect(await delay()).toBe(60_000);
    await place([dated('2026-11-28T10:00:00Z'), dated('2026-11-29T09:00:00Z')]);
    expect(await delay()).toBe(HOUR);
    await place([dated('2026-11-29T09:59:30Z')]);
    expect(await delay()).toBe(2 * HOUR - 30_000);
  });

  it('come a minute after start when overdue', async () => {
    await place([dated('2026-11-20T00:00:00Z')]);

    expect(await delayBeforeFirst(folder, HOUR, 60_000, Date.parse('2026-11-29T10:00:00Z'))).toBe(
      60_000,
    );
  });
});
