import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { Product } from '@vitrina/contracts/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyAddressPolicy, publicInternetPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import { createCollection } from '../../testing/catalog';
import { importFile } from '../../testing/catalog-imports';
import { htmlPage, jpeg, png } from '../../testing/images';
import { startTestServer, type TestServer } from '../../testing/page-fetch-server';
import { useSignedInApp } from '../../testing/signed-in-app';

/** A merchant's old site serving its product photos, counting what it was asked for. */
async function photoSite() {
  const files: Record<string, Buffer> = {
    '/mug.jpg': await jpeg(120, 90),
    '/mug-red.png': await png(90, 90),
    '/page.html': htmlPage(),
  };
  const asked: string[] = [];
  const server: TestServer = await startTestServer('127.0.0.1', (request, response) => {
    asked.push(request.url ?? '');
    const body = files[request.url ?? ''];
    response.writeHead(body ? 200 : 404).end(body);
  });
  return { server, asked, url: (path: string) => `http://127.0.0.1:${server.port}${path}` };
}

const table = (...rows: string[][]) => ({
  name: 'catalog.csv',
  bytes: rows.map((row) => row.join(';')).join('\n'),
});

describe('catalog import: photos by address', () => {
  // Loopback stands for the merchant's old site here; the guarded fetcher still checks each hop.
  const session = useSignedInApp({
    pageFetcher: createPageFetcher({ policy: anyAddressPolicy }),
  });
  let site: Awaited<ReturnType<typeof photoSite>>;
  beforeAll(async () => {
    site = await photoSite();
  });
  afterAll(() => site.server.close());

  const productsIn = async (collectionId: number): Promise<Product[]> =>
    (await session.call('GET', `catalog/collection/${collectionId}/?tree=PRODUCT`)).json().data
      .products;

  it('fetches, re-encodes and keeps them in order; one that fails leaves its product whole', async () => {
    const { id: collectionId } = await createCollection(session.app, session.merchant);
    const file = table(
      ['Название', 'Фото'],
      ['Кружка', `${site.url('/mug.jpg')} ${site.url('/missing.jpg')}, ${site.url('/page.html')}`],
    );

    const job = await importFile(session.app, session.merchant, collectionId, file, {
      mode: 'apply',
    });

    expect(job.summary).toMatchObject({ created: 1, refused: 0, photos_failed: 2 });
    expect(job.summary.errors.map(({ message }) => message)).toEqual([
      `Строка 2: ${importMessages.photoFailed(site.url('/missing.jpg'))}`,
      `Строка 2: ${importMessages.photoFailed(site.url('/page.html'))}`,
    ]);
    const [mug] = await productsIn(collectionId);
    expect(mug!.photos).toHaveLength(1);
    expect(mug!.photos[0]!.orig_photo).toMatch(/\/media\/photos\/[0-9a-f-]+\/2560\.webp$/);
  });

  it('gives a variant its photo, and fetches nothing again for an unchanged file', async () => {
    const { id: collectionId } = await createCollection(session.app, session.merchant);
    const file = table(
      ['Группа вариантов', 'Название', 'Фото', 'Вариант: Цвет'],
      ['M', 'Кружка', site.url('/mug.jpg'), ''],
      ['M', '', site.url('/mug-red.png'), 'красный'],
      ['M', '', '', 'белый'],
    );
    await importFile(session.app, session.merchant, collectionId, file, { mode: 'apply' });
    const [mug] = await productsIn(collectionId);
    expect(mug!.photos).toHaveLength(2);
    const variants = (await session.call('GET', `catalog/product/${mug!.id}/variants/`)).json()
      .data;
    expect(variants.variants.map(({ photo_id }: { photo_id: number | null }) => photo_id)).toEqual([
      mug!.photos[1]!.id,
      null,
    ]);

    const exported = await session.call('GET', `catalog/collection/${collectionId}/export.csv`);
    const asked = site.asked.length;
    const again = await importFile(session.app, session.merchant, collectionId, {
      name: 'export.csv',
      bytes: exported.rawPayload,
    });
    expect(again.summary).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect(site.asked).toHaveLength(asked);
  });
});

describe('catalog import: photo addresses a hostile file gives', () => {
  const session = useSignedInApp({
    pageFetcher: createPageFetcher({ policy: publicInternetPolicy }),
  });

  it('never fetches a private address; the product is imported without the photo', async () => {
    const inside = await photoSite();
    const { id: collectionId } = await createCollection(session.app, session.merchant);
    const urls = [
      inside.url('/mug.jpg'),
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ];

    const job = await importFile(
      session.app,
      session.merchant,
      collectionId,
      table(['Название', 'Фото'], ['Кружка', urls.join(' ')]),
      { mode: 'apply' },
    );

    expect(job.summary).toMatchObject({ created: 1, photos_failed: 3 });
    expect(inside.asked).toEqual([]);
    await inside.server.close();
  });
});
