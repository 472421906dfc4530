import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCollection, createProduct } from '../../testing/catalog';
import { createCharacteristic } from '../../testing/characteristics';
import { createSite, createWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { jpeg, png } from '../../testing/images';
import { filesOf, uploadPhotos } from '../../testing/photo-uploads';

interface Photo {
  id: number;
  orig_photo: string;
  preview: string;
}

describe('photo order and the main photo: PUT catalog/product/{id}/ photos_id', () => {
  const session = useSignedInApp();
  let collectionId: number;
  let images: Buffer[];

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
    images = [await jpeg(10, 10), await png(20, 10), await jpeg(30, 10)];
  });

  const { call } = session;
  const getProduct = async (id: number) =>
    (await call('GET', `catalog/product/${id}/`)).json().data;
  /** A product with three photos; answers it and their ids in upload order. */
  async function productWithPhotos(fields: object = {}) {
    const { id } = await createProduct(session.app, session.merchant, collectionId, fields);
    const response = await uploadPhotos(session.app, session.merchant, id, filesOf(images));
    const photos = response.json().data.photos as Photo[];
    return { id, photos, ids: photos.map((photo) => photo.id) };
  }

  it('puts the photos in the order given, the first becoming the main one', async () => {
    const { id, photos, ids } = await productWithPhotos();
    const [a, b, c] = photos;

    const response = await call('PUT', `catalog/product/${id}/`, {
      photos_id: [c!.id, a!.id, b!.id],
    });

    expect(response.statusCode, response.body).toBe(200);
    const product = response.json().data;
    expect(product.photos).toEqual([c, a, b]);
    expect(product.main_photo_preview).toBe(c!.preview);
    expect(product.main_photo_orig).toBe(c!.orig_photo);
    expect(await getProduct(id)).toEqual(product);
    // Photos uploaded later go after the reordered ones.
    const more = await uploadPhotos(session.app, session.merchant, id, filesOf([images[0]!]));
    expect((more.json().data.photos as Photo[]).map((photo) => photo.id).slice(0, 3)).toEqual([
      c!.id,
      a!.id,
      b!.id,
    ]);
    expect(ids).toHaveLength(3);
  });

  it('takes the order together with other fields, in one change', async () => {
    const { id, ids } = await productWithPhotos();

    const response = await call('PUT', `catalog/product/${id}/`, {
      title: 'Новое',
      photos_id: [...ids].reverse(),
    });

    expect(response.json().data.title).toBe('Новое');
    expect(response.json().data.photos.map((photo: Photo) => photo.id)).toEqual([...ids].reverse());
  });

  it('takes an empty list for a product without photos', async () => {
    const { id } = await createProduct(session.app, session.merchant, collectionId);

    const response = await call('PUT', `catalog/product/${id}/`, { photos_id: [] });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      photos: [],
      main_photo_preview: null,
      main_photo_orig: null,
    });
  });

  it.each<[string, (ids: number[], others: number[]) => unknown]>([
    ['one photo left out', (ids) => ids.slice(1)],
    ['an empty list', () => []],
    ['a photo twice', (ids) => [...ids, ids[0]]],
    ['a photo twice instead of another', (ids) => [ids[0], ids[0], ids[2]]],
    ['a missing photo id', (ids) => [...ids, 2_000_000_000]],
    ['a photo of another product', (ids, others) => [...ids.slice(1), others[0]]],
  ])('refuses %s with 422, changing nothing', async (_case, wanted) => {
    const { id, ids } = await productWithPhotos();
    const others = (await productWithPhotos()).ids;
    const stored = await getProduct(id);

    const response = await call('PUT', `catalog/product/${id}/`, {
      title: 'Не сохранится',
      photos_id: wanted(ids, others),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.photo.orderMismatch);
    expect(await getProduct(id)).toEqual(stored);
  });

  it.each([
    ['not a list', 5],
    ['a text id', ['1']],
    ['a negative id', [-1]],
    ['an id beyond the integer range', [2 ** 31]],
  ])('refuses photos_id that is %s with 422', async (_case, value) => {
    const { id } = await productWithPhotos();

    const response = await call('PUT', `catalog/product/${id}/`, { photos_id: value });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toMatch(/^photos_id/);
  });

  describe('the partial forms of spec §7.3', () => {
    it('{id, categories_id} changes the categories alone', async () => {
      const category = await createCategory(session.app, session.merchant, collectionId);
      const { id } = await productWithPhotos({ price: 500 });
      const before = await getProduct(id);

      const response = await call('PUT', `catalog/product/${id}/`, {
        id,
        categories_id: [category.id],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        ...before,
        categories: [
          { id: category.id, title: 'Футболки', parent_id: null, collection_id: collectionId },
        ],
      });
    });

    it('{id, characteristics_id} changes the characteristics alone', async () => {
      const colour = await createCharacteristic(session.app, session.merchant);
      const { id } = await productWithPhotos({ price: 500 });
      const before = await getProduct(id);

      const response = await call('PUT', `catalog/product/${id}/`, {
        id,
        characteristics_id: [colour.id],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ ...before, characteristics: [colour] });
    });

    it('refuses categories of another collection in the short form too', async () => {
      const other = await createCollection(session.app, session.merchant, 'Другая коллекция');
      const foreign = await createCategory(session.app, session.merchant, other.id);
      const { id } = await productWithPhotos();

      const response = await call('PUT', `catalog/product/${id}/`, {
        id,
        categories_id: [foreign.id],
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.product.categoryNotInCollection);
    });
  });

  describe('lists show each product with its photos and main photo', () => {
    it('in the collection view, the category filter and a showcase', async () => {
      const collection = await createCollection(session.app, session.merchant, 'Витринная');
      const category = await createCategory(session.app, session.merchant, collection.id);
      const withPhotos = await createProduct(session.app, session.merchant, collection.id);
      const without = await createProduct(session.app, session.merchant, collection.id);
      const uploaded = await uploadPhotos(
        session.app,
        session.merchant,
        withPhotos.id,
        filesOf(images.slice(0, 2)),
      );
      const [main] = uploaded.json().data.photos as Photo[];
      await call('PUT', `catalog/product/${withPhotos.id}/`, { categories_id: [category.id] });
      const site = await createSite(session.app, session.merchant);
      const widget = await createWidget(session.app, session.merchant, site.id);
      await call('PUT', `platform/showcase/${widget.showcases[0]}/content`, {
        ids: [collection.id],
      });

      const view = await call('GET', `catalog/collection/${collection.id}/?tree=PRODUCT`);
      const filtered = await call('GET', `catalog/category/products?ids=${category.id}`);
      const shown = await call('GET', `platform/widget/${widget.id}/?tree=PRODUCT`);

      const expected = {
        [withPhotos.id]: { preview: main!.preview, orig: main!.orig_photo, photos: 2 },
        [without.id]: { preview: null, orig: null, photos: 0 },
      };
      const summary = (products: Record<string, unknown>[]) =>
        Object.fromEntries(
          products.map((product) => [
            product.id,
            {
              preview: product.main_photo_preview,
              orig: product.main_photo_orig,
              photos: (product.photos as Photo[]).length,
            },
          ]),
        );
      expect(summary(view.json().data.products)).toEqual(expected);
      expect(summary(filtered.json().data)).toEqual({ [withPhotos.id]: expected[withPhotos.id] });
      expect(summary(shown.json().data.products)).toEqual(expected);
    });
  });
});
