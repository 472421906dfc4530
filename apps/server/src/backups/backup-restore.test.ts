import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createDatabase } from '../db/client';
import type { MediaStorage } from '../infra/media/media-storage';
import { signIn, type Account } from '../testing/accounts';
import {
  embeddedTestApp,
  freshTarget,
  mediaOf,
  seedShop,
  silent,
  sourcesOf,
  stateIn,
  stateOf,
  type ShopState,
} from '../testing/backups';
import type { TestApp } from '../testing/build-test-app';
import { bearer } from '../testing/accounts';
import { packFolder, unpackArchive } from './backup-archive';
import { MANIFEST_FILE, readManifest } from './backup-manifest';
import { createBackup } from './create-backup';
import { restoreBackup, RestoreRefusedError } from './restore-backup';

describe('a backup of the embedded database, restored into an empty data folder', () => {
  let source: TestApp;
  let media: MediaStorage;
  let account: Account;
  let before: ShopState;
  let backup: string;
  let target: Pick<Config, 'storage' | 'media'>;
  const folder = mkdtemp(join(tmpdir(), 'vitrina-backups-'));

  const restoredState = () => stateIn(target);

  beforeAll(async () => {
    source = await embeddedTestApp();
    media = await mediaOf(source.config);
    account = await seedShop(source);
    const { dataDir } = source.config.storage;
    await writeFile(join(dataDir, 'jwt-secret'), 'kept-jwt-secret');
    await writeFile(join(dataDir, 'payments-secret'), 'kept-secret-value');
    before = await stateOf(source.database, media);
    backup = join(await folder, 'shop.tar.gz');
    await createBackup(sourcesOf(source, media), backup);
    target = await freshTarget();
    await restoreBackup(backup, { force: false, config: target, logger: silent });
  }, 60_000);

  afterAll(async () => {
    await media?.close();
    await source?.close();
    await rm(await folder, { recursive: true, force: true });
    if (target) await rm(target.storage.dataDir, { recursive: true, force: true });
  });

  it('gives back the rows of every table and every media file', async () => {
    const after = await restoredState();

    expect(after).toEqual(before);
    expect(before.tables).toMatchObject({ users: 1, orders: 1, categories: 2, product_photos: 2 });
    expect(before.media.files).toBeGreaterThanOrEqual(2);
  });

  it('writes one archive readable by its owner only, its manifest saying what it holds', async () => {
    const unpacked = await mkdtemp(join(tmpdir(), 'vitrina-unpacked-'));
    await unpackArchive(backup, unpacked);
    const manifest = await readManifest(unpacked);
    await rm(unpacked, { recursive: true, force: true });

    expect((await stat(backup)).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({
      database: { engine: 'embedded', tables: before.tables },
      media: before.media,
      secrets: ['jwt-secret', 'payments-secret'],
    });
  });

  it('gives back the data folder’s kept secrets, readable by their owner only', async () => {
    const secret = join(target.storage.dataDir, 'payments-secret');

    expect(await readFile(secret, 'utf8')).toBe('kept-secret-value');
    expect((await stat(secret)).mode & 0o777).toBe(0o600);
  });

  it('restores a shop that serves: its merchant signs in and finds the order', async () => {
    const database = await createDatabase(target.storage, silent);
    const app = await buildApp({ ...source.config, ...target }, { database, logger: silent });
    try {
      const merchant = await signIn(app, account.email);
      const orders = await app.inject({
        url: '/api/v1/orders/',
        headers: bearer(merchant.accessToken),
      });

      expect(orders.statusCode).toBe(200);
      expect(orders.json().data.orders).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that holds data, saying so, and changes nothing', async () => {
    const held = await restoredState();
    const restoring = restoreBackup(backup, { force: false, config: target, logger: silent });

    await expect(restoring).rejects.toThrow(RestoreRefusedError);
    await expect(restoring).rejects.toThrow(/not empty.*--force/s);
    expect(await restoredState()).toEqual(held);
  });

  it('replaces what the target holds when forced', { timeout: 120_000 }, async () => {
    const other = await embeddedTestApp();
    const otherMedia = await mediaOf(other.config);
    try {
      await seedShop(other);
      await seedShop(other);
      const otherBackup = join(await folder, 'other.tar.gz');
      await createBackup(sourcesOf(other, otherMedia), otherBackup);

      await restoreBackup(otherBackup, { force: true, config: target, logger: silent });
      const replaced = await restoredState();
      expect(replaced).toEqual(await stateOf(other.database, otherMedia));
      expect(replaced.tables.users).toBe(2);

      await restoreBackup(backup, { force: true, config: target, logger: silent });
      expect(await restoredState()).toEqual(before);
    } finally {
      await otherMedia.close();
      await other.close();
    }
  });

  it('refuses a backup of a newer schema than this release knows', async () => {
    const unpacked = await mkdtemp(join(tmpdir(), 'vitrina-unpacked-'));
    await unpackArchive(backup, unpacked);
    const manifest = JSON.parse(await readFile(join(unpacked, MANIFEST_FILE), 'utf8'));
    manifest.database.migration = '9999_from_the_future';
    await writeFile(join(unpacked, MANIFEST_FILE), JSON.stringify(manifest));
    const future = join(await folder, 'future.tar.gz');
    await packFolder(unpacked, future);
    await rm(unpacked, { recursive: true, force: true });
    const empty = await freshTarget();

    await expect(
      restoreBackup(future, { force: false, config: empty, logger: silent }),
    ).rejects.toThrow(/newer Vitrina.*9999_from_the_future/);
    await rm(empty.storage.dataDir, { recursive: true, force: true });
  });

  it('refuses a file that is no backup', async () => {
    const notABackup = join(await folder, 'notes.tar.gz');
    await writeFile(notABackup, 'just some text');
    const empty = await freshTarget();

    await expect(
      restoreBackup(notABackup, { force: false, config: empty, logger: silent }),
    ).rejects.toThrow(/not a Vitrina backup/);
    await rm(empty.storage.dataDir, { recursive: true, force: true });
  });
});
