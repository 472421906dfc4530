import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createDatabase } from '../db/client';
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
import { startS3TestServer, type S3TestServer } from '../testing/s3-server';
import { createSharedPostgresDatabase, testDatabaseUrl } from '../testing/test-database';
import { readManifest } from './backup-manifest';
import { unpackArchive } from './backup-archive';
import { createBackup } from './create-backup';
import { restoreBackup, RestoreRefusedError } from './restore-backup';

type Target = Pick<Config, 'storage' | 'media'>;

/** A backup of what a target holds, made as `npm run backup` makes it there. */
async function backUp(target: Target, file: string) {
  const database = await createDatabase(target.storage, silent);
  const media = await mediaOf(target);
  try {
    const { databaseUrl, dataDir } = target.storage;
    return await createBackup({ database, databaseUrl, media, dataDir }, file);
  } finally {
    await Promise.all([database.close(), media.close()]);
  }
}

const restore = (file: string, config: Target, force = false) =>
  restoreBackup(file, { force, config, logger: silent });

// A shop moving off the embedded database as it grows, and back: PostgreSQL through its own
// tools (pg_dump, pg_restore, psql), media from a folder to an S3 bucket and back.
describe.skipIf(!testDatabaseUrl)(
  'a shop moved between the embedded database and PostgreSQL',
  () => {
    let source: TestApp;
    let original: ShopState;
    let s3: S3TestServer;
    let folder: string;
    const databases: Array<Awaited<ReturnType<typeof createSharedPostgresDatabase>>> = [];
    const targets: Target[] = [];

    async function postgresTarget(withBucket: boolean): Promise<Target> {
      const database = await createSharedPostgresDatabase(testDatabaseUrl!);
      databases.push(database);
      const target = await freshTarget({
        databaseUrl: database.url,
        s3: withBucket ? s3.settings : undefined,
      });
      targets.push(target);
      return target;
    }

    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'vitrina-moves-'));
      s3 = await startS3TestServer();
      source = await embeddedTestApp();
      await seedShop(source);
      await seedShop(source);
      const media = await mediaOf(source.config);
      try {
        original = await stateOf(source.database, media);
        await createBackup(sourcesOf(source, media), join(folder, 'embedded.tar.gz'));
      } finally {
        await media.close();
      }
    }, 120_000);

    afterAll(async () => {
      await source?.close();
      await Promise.all(databases.map((database) => database.drop()));
      await Promise.all(
        targets.map((target) => rm(target.storage.dataDir, { recursive: true, force: true })),
      );
      await s3?.close();
      await rm(folder, { recursive: true, force: true });
    });

    it(
      'restores the embedded backup into PostgreSQL and a bucket, then that one’s backup into the embedded database',
      { timeout: 180_000 },
      async () => {
        const onPostgres = await postgresTarget(true);
        await restore(join(folder, 'embedded.tar.gz'), onPostgres);
        expect(await stateIn(onPostgres)).toEqual(original);

        const fromPostgres = join(folder, 'postgresql.tar.gz');
        const made = await backUp(onPostgres, fromPostgres);
        expect(made.manifest.database).toMatchObject({
          engine: 'postgresql',
          tables: original.tables,
        });
        const backHome = await freshTarget();
        targets.push(backHome);
        await restore(fromPostgres, backHome);

        expect(await stateIn(backHome)).toEqual(original);
        expect(original.tables).toMatchObject({ users: 2, orders: 2, categories: 4 });
      },
    );

    it(
      'restores a PostgreSQL backup into PostgreSQL with pg_restore',
      { timeout: 120_000 },
      async () => {
        const unpacked = await mkdtemp(join(tmpdir(), 'vitrina-unpacked-'));
        await unpackArchive(join(folder, 'postgresql.tar.gz'), unpacked);
        expect((await readManifest(unpacked)).database.engine).toBe('postgresql');
        await rm(unpacked, { recursive: true, force: true });
        const onPostgres = await postgresTarget(false);

        await restore(join(folder, 'postgresql.tar.gz'), onPostgres);

        expect(await stateIn(onPostgres)).toEqual(original);
      },
    );

    it(
      'refuses a PostgreSQL database that holds a schema unless forced',
      { timeout: 120_000 },
      async () => {
        const onPostgres = await postgresTarget(false);
        await restore(join(folder, 'embedded.tar.gz'), onPostgres);

        await expect(restore(join(folder, 'postgresql.tar.gz'), onPostgres)).rejects.toThrow(
          RestoreRefusedError,
        );
        await restore(join(folder, 'postgresql.tar.gz'), onPostgres, true);
        expect(await stateIn(onPostgres)).toEqual(original);
      },
    );
  },
);
