import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { jpeg } from '../../testing/images';
import {
  fetchMedia,
  filesOf,
  keyOfUrl,
  photoRowCounts,
  storedKeys,
  uploadPhotos,
} from '../../testing/photo-uploads';

interface Photo {
  id: number;
  orig_photo: string;
  preview: string;
}

/** The three keys of a photo, from the addresses the API answers. */
const keysOfPhoto = (photo: Photo) =>
  [photo.orig_photo, photo.preview, photo.preview.replace('800.webp', '320.webp')]
    .map(keyOfUrl)
    .sort();

describe('files go when their photos go, after the delete commits', () => {
  const session = useSignedInApp();
  let image: Buffer;

  beforeAll(async () => {
    image = await jpeg(12, 12);
  });

  const { call } = session;
  const keys = () => storedKeys(session.testApp);
  async function productWithPhotos(collectionId: number, count = 2) {
    const { id } = await createProduct(session.app, session.merchant, collectionId);
    const response = await uploadPhotos(
      session.app,
      session.merchant,
      id,
      filesOf(Array.from({ length: count }, () => image)),
    );
    return { id, photos: response.json().data.photos as Photo[] };
  }
  const expectNoPendingDeletions = async () =>
    expect((await photoRowCounts(session.testApp.database.db)).mediaDeletions).toBe(0);

  it('stores three files a photo, served at the addresses the API answers', async () => {
    const collection = await createCollection(session.app, session.merchant);
    const { photos } = await productWithPhotos(collection.id, 1);

    expect(await keys()).toEqual(expect.arrayContaining(keysOfPhoto(photos[0]!)));
    for (const key of keysOfPhoto(photos[0]!)) {
      expect((await fetchMedia(session.app, `/media/${key}`)).statusCode).toBe(200);
    }
    await expectNoPendingDeletions();
  });

  it('deleting a photo removes its files and keeps the others; the next becomes the main one', async () => {
    const collection = await createCollection(session.app, session.merchant);
    const { id, photos } = await productWithPhotos(collection.id);
    const [first, second] = photos;

    const response = await call('DELETE', `catalog/product/${id}/photo/${first!.id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.photo.deleted });
    const stored = await keys();
    for (const key of keysOfPhoto(first!)) expect(stored).not.toContain(key);
    for (const key of keysOfPhoto(second!)) expect(stored).toContain(key);
    expect((await fetchMedia(session.app, first!.orig_photo)).statusCode).toBe(404);
    const product = (await call('GET', `catalog/product/${id}/`)).json().data;
    expect(product.photos).toEqual([second]);
    expect(product.main_photo_preview).toBe(second!.preview);
    expect((await call('DELETE', `catalog/product/${id}/photo/${first!.id}/`)).statusCode).toBe(
      404,
    );
    await expectNoPendingDeletions();
  });

  it("deleting a product removes its photos' files, and no other product's", async () => {
    const collection = await createCollection(session.app, session.merchant);
    const doomed = await productWithPhotos(collection.id);
    const kept = await productWithPhotos(collection.id);

    expect((await call('DELETE', `catalog/product/${doomed.id}/`)).statusCode).toBe(200);

    const stored = await keys();
    for (const key of doomed.photos.flatMap(keysOfPhoto)) expect(stored).not.toContain(key);
    for (const key of kept.photos.flatMap(keysOfPhoto)) expect(stored).toContain(key);
    await expectNoPendingDeletions();
  });

  it("deleting a collection removes the files of all its products' photos", async () => {
    const doomed = await createCollection(session.app, session.merchant, 'Удаляемая');
    const other = await createCollection(session.app, session.merchant, 'Остаётся');
    const inDoomed = [await productWithPhotos(doomed.id), await productWithPhotos(doomed.id, 3)];
    const inOther = await productWithPhotos(other.id);

    expect((await call('DELETE', `catalog/collection/${doomed.id}/`)).statusCode).toBe(200);

    const stored = await keys();
    for (const key of inDoomed.flatMap((product) => product.photos.flatMap(keysOfPhoto))) {
      expect(stored).not.toContain(key);
    }
    for (const key of inOther.photos.flatMap(keysOfPhoto)) expect(stored).toContain(key);
    await expectNoPendingDeletions();
  });

  it('refuses to delete a photo through another product of the same merchant', async () => {
    const collection = await createCollection(session.app, session.merchant);
    const owner = await productWithPhotos(collection.id, 1);
    const other = await productWithPhotos(collection.id, 1);
    const before = await keys();

    const response = await call(
      'DELETE',
      `catalog/product/${other.id}/photo/${owner.photos[0]!.id}/`,
    );

    expect(response.statusCode).toBe(404);
    expect(await keys()).toEqual(before);
    expect((await call('GET', `catalog/product/${owner.id}/`)).json().data.photos).toEqual(
      owner.photos,
    );
  });
});
