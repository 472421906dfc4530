import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupSources } from '../backups/create-backup';
import { runOn } from '../backups/foreign-keys';
import { mediaSummaryOf, type MediaSummary } from '../backups/media-files';
import { tableCounts, type TableCounts } from '../backups/table-counts';
import type { Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { createMediaStorage } from '../infra/media/create-media-storage';
import type { MediaStorage } from '../infra/media/media-storage';
import { createLogger } from '../logger';
import { registerAccount, type Account } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { createCategory } from './catalog';
import { jpeg } from './images';
import { orderFor, postOrder, publishedShowcase } from './orders';
import { filesOf, uploadPhotos } from './photo-uploads';
import { migratedPglite } from './test-database';

export const silent = createLogger('silent');

/** A test app on the embedded database, whatever TEST_DATABASE_URL says. */
export async function embeddedTestApp(): Promise<TestApp> {
  const app = await buildTestApp({ database: await migratedPglite() });
  await app.app.ready();
  return app;
}

/**
 * A shop with what a backup must carry: a merchant, a published showcase on a confirmed domain,
 * nested categories (a table that refers to itself), a product with photos (media files) and an
 * order with its outbox messages.
 */
export async function seedShop(testApp: TestApp): Promise<Account> {
  const { app } = testApp;
  const account = await registerAccount(app);
  const showcase = await publishedShowcase(testApp, account, { product: { price: 1500 } });
  const parent = await createCategory(app, account, showcase.collectionId, null, 'Одежда');
  await createCategory(app, account, showcase.collectionId, parent.id, 'Поло');
  const uploaded = await uploadPhotos(
    app,
    account,
    showcase.productId,
    filesOf([await jpeg(64, 48), await jpeg(80, 60)]),
  );
  if (uploaded.statusCode >= 300) throw new Error(`upload failed: ${uploaded.body}`);
  const placed = await postOrder(app, orderFor(showcase));
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  return account;
}

/** The backup's sources of a test app on the embedded database. */
export const sourcesOf = (testApp: TestApp, media: MediaStorage): BackupSources => ({
  database: testApp.database,
  databaseUrl: undefined,
  media,
  dataDir: testApp.config.storage.dataDir,
});

/** What a restore is checked by: the rows of every table and the media's checksum. */
export interface ShopState {
  tables: TableCounts;
  media: MediaSummary;
}

export async function stateOf(database: Database, media: MediaStorage): Promise<ShopState> {
  return { tables: await tableCounts(runOn(database.db)), media: await mediaSummaryOf(media) };
}

/** The storage and media settings of a restore's target: a fresh data folder by default. */
export async function freshTarget(
  overrides: { databaseUrl?: string; s3?: Config['media']['s3'] } = {},
): Promise<Pick<Config, 'storage' | 'media'>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-restored-'));
  return {
    storage: {
      dataDir,
      databaseUrl: overrides.databaseUrl,
      redisUrl: undefined,
      redisKeyPrefix: 'vitrina-test',
    },
    media: { s3: overrides.s3, photoLimits: { ...PHOTO_LIMITS } },
  };
}

export const mediaOf = (config: Pick<Config, 'storage' | 'media'>) =>
  createMediaStorage(config, silent);

/** A restore's target's state, read with its database and storage opened anew. */
export async function stateIn(target: Pick<Config, 'storage' | 'media'>): Promise<ShopState> {
  const database = await createDatabase(target.storage, silent);
  const media = await mediaOf(target);
  try {
    return await stateOf(database, media);
  } finally {
    await Promise.all([database.close(), media.close()]);
  }
}
