import { join } from 'node:path';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mediaDeletions } from '../../db/schema';
import { NotFoundError } from '../../errors/app-error';
import { LocalMediaStorage } from '../../infra/media/local-media-storage';
import type { MediaStorage } from '../../infra/media/media-storage';
import { createLogger } from '../../logger';
import { ownShopId } from '../../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createCollection, createProduct } from '../../testing/catalog';
import { captureLogs } from '../../testing/capture-logs';
import { useSignedInApp } from '../../testing/signed-in-app';
import { createCategoriesService } from '../catalog/categories.service';
import { createCollectionsService } from '../catalog/collections.service';
import { createCharacteristicsService } from '../characteristics/characteristics.service';
import { createProductsService } from '../products/products.service';
import { createVariantUpkeep } from '../variants/variant-upkeep.service';
import { createMediaCleanupService } from './media-cleanup.service';
import { createProductPhotosService } from '../product-photos/product-photos.service';
import { jpeg } from '../../testing/images';
import { photoRowCounts, storedKeys } from '../../testing/photo-uploads';
import { createShopJournal } from '../team/shop-journal.service';

const WEBP = 'image/webp';
const webpBytes = Buffer.from('RIFF....WEBPVP8 ');

describe('the media cleanup', () => {
  const session = useSignedInApp();
  const db = () => session.testApp.database.db;
  const folder = () => join(session.testApp.config.storage.dataDir, 'media');
  const storage = () => new LocalMediaStorage(folder());
  const cleanup = (media: Pick<MediaStorage, 'delete'> = storage()) =>
    createMediaCleanupService({ db: db(), media, logger: createLogger('silent') });

  afterEach(async () => {
    await db().delete(mediaDeletions);
  });

  it('deletes the files of due rows and the rows; leaves reservations alone until due', async () => {
    const media = storage();
    for (const key of ['photos/a/320.webp', 'photos/b/320.webp']) {
      await media.put(key, webpBytes, WEBP);
    }
    await db().insert(mediaDeletions).values({ key: 'photos/a/320.webp' });
    const reservation = await cleanup().reserve(['photos/b/320.webp']);

    await cleanup().sweep();

    expect(await storedKeys(session.testApp)).toEqual(['photos/b/320.webp']);
    expect((await db().select().from(mediaDeletions)).map((row) => row.id)).toEqual(reservation);
    // An hour later the reservation of a write that never committed is an orphan's.
    await db()
      .update(mediaDeletions)
      .set({ dueAt: sql`now() - interval '1 second'` });
    await cleanup().sweep();
    expect(await storedKeys(session.testApp)).toEqual([]);
    expect(await db().select().from(mediaDeletions)).toEqual([]);
  });

  it('skips keys whose files are already gone', async () => {
    await db().insert(mediaDeletions).values({ key: 'photos/never-stored/320.webp' });

    await cleanup().sweep();

    expect(await db().select().from(mediaDeletions)).toEqual([]);
  });

  it('keeps the rows when the storage fails, logs, and does not throw', async () => {
    const { logger, lines } = captureLogs();
    const failing = {
      delete: async () => {
        throw new Error('storage is down');
      },
    };
    await db().insert(mediaDeletions).values({ key: 'photos/c/320.webp' });

    await createMediaCleanupService({ db: db(), media: failing, logger }).sweep();

    const [row] = await db().select().from(mediaDeletions);
    expect(row?.key).toBe('photos/c/320.webp');
    // Leased: the next sweep takes it once the lease has run out.
    expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(lines.map((line) => line.msg)).toContain(
      'Media cleanup: files of deleted photos were not deleted',
    );
  });

  it('takes due rows in batches until none is left', async () => {
    const media = storage();
    const keys = Array.from({ length: 1203 }, (_, index) => `photos/p${index}/320.webp`);
    await Promise.all(keys.slice(0, 5).map((key) => media.put(key, webpBytes, WEBP)));
    await db()
      .insert(mediaDeletions)
      .values(keys.map((key) => ({ key })));

    await cleanup().sweep();

    expect(await db().select().from(mediaDeletions)).toEqual([]);
    expect(await storedKeys(session.testApp)).toEqual([]);
  });
});

describe('the start-up sweep', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
  });

  it('deletes the files an earlier run left due, before the app answers', async () => {
    testApp = await buildTestApp();
    const media = new LocalMediaStorage(join(testApp.config.storage.dataDir, 'media'));
    await media.put('photos/left/2560.webp', webpBytes, WEBP);
    await testApp.database.db.insert(mediaDeletions).values({ key: 'photos/left/2560.webp' });

    await testApp.app.ready();

    expect(await storedKeys(testApp)).toEqual([]);
    expect(await photoRowCounts(testApp.database.db)).toEqual({ photos: 0, mediaDeletions: 0 });
  });
});

describe('a failed upload leaves no row and no file', () => {
  const session = useSignedInApp();
  let shopId: number;
  let productId: number;
  let image: Buffer;

  beforeAll(async () => {
    shopId = await ownShopId(session.testApp.database.db, session.merchant.email);
    const collection = await createCollection(session.app, session.merchant);
    productId = (await createProduct(session.app, session.merchant, collection.id)).id;
    image = await jpeg(16, 16);
  });

  /** The photos service over the app's database and media folder, with parts replaced. */
  function photosService(replace: {
    media?: (real: LocalMediaStorage) => MediaStorage;
    lock?: () => Promise<never>;
  }) {
    const db = session.testApp.database.db;
    const real = new LocalMediaStorage(join(session.testApp.config.storage.dataDir, 'media'));
    const media = replace.media?.(real) ?? real;
    const mediaCleanup = createMediaCleanupService({ db, media, logger: createLogger('silent') });
    const variants = createVariantUpkeep();
    const characteristics = createCharacteristicsService({ db, variants });
    const journal = createShopJournal({ db });
    const collections = createCollectionsService({ db, mediaCleanup, characteristics, journal });
    const categories = createCategoriesService({ db, collections });
    const products = createProductsService({
      db,
      journal,
      collections,
      categories,
      characteristics,
      mediaUrlBase: media.urlBase,
      mediaCleanup,
      variants,
    });
    return createProductPhotosService({
      db,
      media,
      products: { ...products, ...(replace.lock && { lock: replace.lock }) },
      mediaCleanup,
      limits: PHOTO_LIMITS,
    });
  }
  const stored = async () => ({
    rows: await photoRowCounts(session.testApp.database.db),
    files: await storedKeys(session.testApp),
  });
  const uploads = () => [1, 2, 3].map((n) => ({ fileName: `${n}.jpg`, bytes: image }));

  it('when the storage fails on the fourth file, the three stored are deleted', async () => {
    let puts = 0;
    const service = photosService({
      media: (real) =>
        Object.assign(Object.create(real) as LocalMediaStorage, {
          put: async (key: string, body: Buffer, type: string) => {
            puts += 1;
            if (puts === 4) throw new Error('disk full');
            await real.put(key, body, type);
          },
        }),
    });

    await expect(service.add(shopId, productId, uploads())).rejects.toThrow('disk full');

    expect(puts).toBe(9);
    expect(await stored()).toEqual({ rows: { photos: 0, mediaDeletions: 0 }, files: [] });
  });

  it('when the transaction fails after the files are stored, they are deleted', async () => {
    const service = photosService({
      lock: async () => {
        throw new NotFoundError();
      },
    });

    await expect(service.add(shopId, productId, uploads())).rejects.toBeInstanceOf(NotFoundError);

    expect(await stored()).toEqual({ rows: { photos: 0, mediaDeletions: 0 }, files: [] });
  });
});
