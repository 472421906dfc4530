import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogRowCounts,
  createCategory,
  createCollection,
  createProduct,
} from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { jpeg, png } from '../../testing/images';
import {
  fetchMedia,
  filesOf,
  photoRowCounts,
  storedKeys,
  uploadPhotos,
} from '../../testing/photo-uploads';

interface Photo {
  id: number;
  orig_photo: string;
  preview: string;
}

describe('product copy: POST catalog/product/{id}/copy/', () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant, 'Одежда')).id;
  });

  const { call } = session;
  const getProduct = async (id: number) =>
    (await call('GET', `catalog/product/${id}/`)).json().data;
  const copyOf = (id: number) => call('POST', `catalog/product/${id}/copy/`);

  it('copies the fields, categories and photos into the same collection, titled «… (копия)»', async () => {
    const shirts = await createCategory(
      session.app,
      session.merchant,
      collectionId,
      null,
      'Рубашки',
    );
    const sale = await createCategory(session.app, session.merchant, collectionId, null, 'Скидки');
    const fields = {
      title: 'Рубашка льняная',
      sku: 'SH-01',
      description: 'Лён',
      about: 'Подробный текст',
      price: 2500.5,
      discount_value: 300,
      discount_type: 'RUBLES',
      quantity: 7,
      module: 'THINGS',
      onSale: false,
    };
    const { id } = await createProduct(session.app, session.merchant, collectionId, fields);
    await call('PUT', `catalog/product/${id}/`, { categories_id: [shirts.id, sale.id] });
    await uploadPhotos(
      session.app,
      session.merchant,
      id,
      filesOf([await jpeg(40, 20), await png(20, 40)]),
    );
    const original = await getProduct(id);

    const response = await copyOf(id);

    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      collections: [{ id: collectionId, title: 'Одежда', type: 'PRODUCT' }],
    });
    expect(data.id).not.toBe(id);
    const copy = await getProduct(data.id);
    const {
      id: _id,
      title: _title,
      photos,
      main_photo_orig,
      main_photo_preview,
      ...rest
    } = original;
    expect(copy).toMatchObject({ ...rest, title: 'Рубашка льняная (копия)' });
    expect(copy.categories.map((category: { id: number }) => category.id)).toEqual([
      shirts.id,
      sale.id,
    ]);
    // Photos in the same order, each with files of its own holding the same image.
    expect(copy.photos).toHaveLength(2);
    for (const [index, photo] of (copy.photos as Photo[]).entries()) {
      const source = (photos as Photo[])[index]!;
      expect(photo.id).not.toBe(source.id);
      expect(photo.orig_photo).not.toBe(source.orig_photo);
      const [mine, theirs] = await Promise.all(
        [photo.orig_photo, source.orig_photo].map(
          async (url) => (await fetchMedia(session.app, url)).rawPayload,
        ),
      );
      expect(mine).toEqual(theirs);
    }
    expect(copy.main_photo_preview).toBe(copy.photos[0].preview);
    expect(main_photo_orig).toBe(original.photos[0].orig_photo);
    expect(main_photo_preview).toBe(original.photos[0].preview);
    // The original is unchanged.
    expect(await getProduct(id)).toEqual(original);
  });

  it("deleting the original keeps the copy's photos and their files", async () => {
    const { id } = await createProduct(session.app, session.merchant, collectionId);
    await uploadPhotos(session.app, session.merchant, id, filesOf([await jpeg(30, 30)]));
    const copyId = (await copyOf(id)).json().data.id;
    const copy = await getProduct(copyId);

    expect((await call('DELETE', `catalog/product/${id}/`)).statusCode).toBe(200);

    expect(await getProduct(copyId)).toEqual(copy);
    const file = await fetchMedia(session.app, copy.photos[0].orig_photo);
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(30);
  });

  it("deleting the copy keeps the original's files", async () => {
    const { id } = await createProduct(session.app, session.merchant, collectionId);
    await uploadPhotos(session.app, session.merchant, id, filesOf([await jpeg()]));
    const copyId = (await copyOf(id)).json().data.id;
    const original = await getProduct(id);

    await call('DELETE', `catalog/product/${copyId}/`);

    expect((await fetchMedia(session.app, original.photos[0].preview)).statusCode).toBe(200);
  });

  it('copies a product without photos or categories', async () => {
    const { id } = await createProduct(session.app, session.merchant, collectionId, {
      title: 'Носки',
    });

    const copy = await getProduct((await copyOf(id)).json().data.id);

    expect(copy).toMatchObject({ title: 'Носки (копия)', photos: [], categories: [] });
  });

  it('cuts a long title so the copy fits 255 characters', async () => {
    const { id } = await createProduct(session.app, session.merchant, collectionId, {
      title: 'т'.repeat(255),
    });

    const copy = await getProduct((await copyOf(id)).json().data.id);

    expect(copy.title).toBe(`${'т'.repeat(247)} (копия)`);
  });

  it('answers 404 for a missing product and copies nothing', async () => {
    const before = {
      catalog: await catalogRowCounts(session.testApp.database.db),
      photos: await photoRowCounts(session.testApp.database.db),
      files: await storedKeys(session.testApp),
    };

    const response = await copyOf(2_000_000_000);

    expect(response.statusCode).toBe(404);
    expect({
      catalog: await catalogRowCounts(session.testApp.database.db),
      photos: await photoRowCounts(session.testApp.database.db),
      files: await storedKeys(session.testApp),
    }).toEqual(before);
  });
});
