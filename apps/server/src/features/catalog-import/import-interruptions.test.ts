import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import { count, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteInFolder } from '../../db/pglite';
import { catalogImports, products } from '../../db/schema';
import { anyAddressPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import { registerAccount } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { callApi, createCollection } from '../../testing/catalog';
import { finishedImport, postImport } from '../../testing/catalog-imports';
import { startHeldPhotoServer } from '../../testing/held-photo-server';
import { useSignedInApp } from '../../testing/signed-in-app';

const BATCH = IMPORT_LIMITS.batchSize;

/** Three batches of products; the second batch's first product has a photo at `photoUrl`. */
function threeBatches(photoUrl: string) {
  const rows = Array.from({ length: BATCH * 3 }, (_, index) =>
    [`Товар ${index + 1}`, `SKU-${index + 1}`, index === BATCH ? photoUrl : ''].join(';'),
  );
  return { name: 'catalog.csv', bytes: ['Название;Артикул;Фото', ...rows].join('\n') };
}

const fetchLoopback = () => createPageFetcher({ policy: anyAddressPolicy });

describe('catalog import: cancelled while it runs', () => {
  const session = useSignedInApp({ pageFetcher: fetchLoopback() });
  const photos = startHeldPhotoServer();
  afterAll(async () => (await photos).close());

  it('keeps the batches written before, not the one under way, and says so', async () => {
    const held = await photos;
    const { id: collectionId } = await createCollection(session.app, session.merchant);
    const started = await postImport(
      session.app,
      session.merchant,
      collectionId,
      [threeBatches(held.url('/photo.jpg'))],
      { mode: 'apply' },
    );
    const id = started.json().data.id;

    await held.firstAsked();
    const cancelled = await session.call('DELETE', `catalog/import/${id}/`);
    expect(cancelled.json().data.status).toBe('cancelled');
    held.release();

    const job = await finishedImport(session.app, session.merchant, id);
    expect(job).toMatchObject({ status: 'cancelled', summary: { created: BATCH } });
    const [written] = await session.testApp.database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.collectionId, collectionId));
    expect(written!.n).toBe(BATCH);
  });
});

describe('catalog import: the server restarts while it runs', () => {
  it('goes on in the next process from the last batch kept, writing no product twice', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vitrina-restart-'));
    const held = await startHeldPhotoServer();
    const open = async () => {
      const database = await openPgliteInFolder(join(folder, 'pglite'));
      await database.migrate();
      const testApp = await buildTestApp({ database, pageFetcher: fetchLoopback() });
      await testApp.app.ready();
      return testApp;
    };
    try {
      const first = await open();
      const merchant = await registerAccount(first.app);
      const { id: collectionId } = await createCollection(first.app, merchant);
      const started = await postImport(
        first.app,
        merchant,
        collectionId,
        [threeBatches(held.url('/photo.jpg'))],
        { mode: 'apply' },
      );
      const id = started.json().data.id;
      await held.firstAsked();

      // The process stops: the batch under way ends, and the job is left for another.
      const stopping = first.close();
      held.release();
      await stopping;
      const between = await openPgliteInFolder(join(folder, 'pglite'));
      const [left] = await between.db
        .select()
        .from(catalogImports)
        .where(eq(catalogImports.id, id));
      expect(left).toMatchObject({ status: 'running', progressDone: BATCH * 2, leasedUntil: null });
      await between.close();

      const second = await open();
      const job = await finishedImport(second.app, merchant, id);
      expect(job).toMatchObject({
        status: 'done',
        progress: { done: BATCH * 3 },
        summary: { created: BATCH * 3 },
      });
      const listed = await callApi(
        second.app,
        merchant,
        'GET',
        `catalog/collection/${collectionId}/`,
      );
      expect(listed.json().data.products_quantity).toBe(BATCH * 3);
      expect(held.asked).toEqual(['/photo.jpg']);
      await second.close();
    } finally {
      await held.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
