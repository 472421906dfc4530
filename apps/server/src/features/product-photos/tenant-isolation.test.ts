import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import {
  callApi,
  catalogRowCounts,
  createCategory,
  createCollection,
  createProduct,
} from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { jpeg } from '../../testing/images';
import {
  fetchMedia,
  filesOf,
  photoRowCounts,
  storedKeys,
  uploadPhotos,
} from '../../testing/photo-uploads';

/** Another merchant's product, photo or category answers as a missing one, on every verb. */
describe('photos and copies belong to their merchant', () => {
  const session = useSignedInApp();
  let boris: Account;
  const anna = { product: 0, photo: 0, category: 0, preview: '' };
  const borisOwn = { product: 0, photo: 0 };
  let image: Buffer;

  beforeAll(async () => {
    image = await jpeg(10, 10);
    boris = await registerAccount(session.app);
    const collection = (await createCollection(session.app, session.merchant)).id;
    anna.category = (await createCategory(session.app, session.merchant, collection)).id;
    anna.product = (await createProduct(session.app, session.merchant, collection)).id;
    const uploaded = await uploadPhotos(
      session.app,
      session.merchant,
      anna.product,
      filesOf([image]),
    );
    anna.photo = uploaded.json().data.photos[0].id;
    anna.preview = uploaded.json().data.photos[0].preview;
    const borisCollection = (await createCollection(session.app, boris)).id;
    borisOwn.product = (await createProduct(session.app, boris, borisCollection)).id;
    const borisUpload = await uploadPhotos(session.app, boris, borisOwn.product, filesOf([image]));
    borisOwn.photo = borisUpload.json().data.photos[0].id;
  });

  const asBoris = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    callApi(session.app, boris, method, path, payload);
  const everything = async () => ({
    catalog: await catalogRowCounts(session.testApp.database.db),
    photos: await photoRowCounts(session.testApp.database.db),
    files: await storedKeys(session.testApp),
  });

  it.each([
    ['DELETE', () => `catalog/product/${anna.product}/photo/${anna.photo}/`],
    ['DELETE', () => `catalog/product/${borisOwn.product}/photo/${anna.photo}/`],
    ['POST', () => `catalog/product/${anna.product}/copy/`],
    ['GET', () => `catalog/product/${anna.product}/`],
  ] as const)('answers 404 to %s %s, changing nothing', async (method, path) => {
    const before = await everything();

    const response = await asBoris(method, path());

    expect(response.statusCode).toBe(404);
    expect(await everything()).toEqual(before);
  });

  it('answers 404 to an upload to the other merchant’s product, storing nothing', async () => {
    const before = await everything();

    const response = await uploadPhotos(session.app, boris, anna.product, filesOf([image]));

    expect(response.statusCode).toBe(404);
    expect(await everything()).toEqual(before);
  });

  it('refuses the other merchant’s photo in photos_id as it refuses a missing one', async () => {
    const before = await everything();

    const response = await asBoris('PUT', `catalog/product/${borisOwn.product}/`, {
      photos_id: [borisOwn.photo, anna.photo],
    });
    const swapped = await asBoris('PUT', `catalog/product/${borisOwn.product}/`, {
      photos_id: [anna.photo],
    });

    expect([response.statusCode, swapped.statusCode]).toEqual([422, 422]);
    expect(response.json().detail).toBe(messages.photo.orderMismatch);
    expect(await everything()).toEqual(before);
  });

  it('refuses the other merchant’s category in categories_id', async () => {
    const response = await asBoris('PUT', `catalog/product/${borisOwn.product}/`, {
      id: borisOwn.product,
      categories_id: [anna.category],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.product.categoryNotInCollection);
  });

  it('leaves the other merchant’s photo and its files in place', async () => {
    const product = (await session.call('GET', `catalog/product/${anna.product}/`)).json().data;

    expect(product.photos.map((photo: { id: number }) => photo.id)).toEqual([anna.photo]);
    expect((await fetchMedia(session.app, anna.preview)).statusCode).toBe(200);
  });
});
