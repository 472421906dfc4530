import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct } from '../../testing/catalog';
import { expectOneOf, inRounds } from '../../testing/races';
import { useSignedInApp } from '../../testing/signed-in-app';
import { jpeg } from '../../testing/images';
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

/** Fewer rounds than the catalog's races: each round encodes images. */
const ROUNDS = 10;

/**
 * Photo writes racing each other and deletes (decision 13): each answer is one that running
 * the two calls in either order would give, and no file outlives its row or a row its files.
 */
describe('photo writes racing', () => {
  const session = useSignedInApp();
  let collectionId: number;
  let image: Buffer;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
    image = await jpeg(8, 8);
  });

  const { call } = session;
  const upload = (productId: number, count = 1) =>
    uploadPhotos(
      session.app,
      session.merchant,
      productId,
      filesOf(Array.from({ length: count }, () => image)),
    );
  async function productWithPhotos(count: number) {
    const { id } = await createProduct(session.app, session.merchant, collectionId);
    const photos: Photo[] = [];
    for (let left = count; left > 0; left -= 10) {
      photos.splice(0, photos.length, ...(await upload(id, Math.min(10, left))).json().data.photos);
    }
    return { id, photos };
  }
  /** Every photo row has its three files and every file its row; nothing waits for a sweep. */
  async function expectFilesMatchRows() {
    const files = await storedKeys(session.testApp);
    const rows = await photoRowCounts(session.testApp.database.db);
    expect(rows.mediaDeletions).toBe(0);
    expect(files).toHaveLength(rows.photos * 3);
  }

  it('an upload racing the delete of its product: stored then deleted, or 404', async () => {
    await inRounds(async () => {
      const { id } = await createProduct(session.app, session.merchant, collectionId);

      const [uploaded, deleted] = await Promise.all([
        upload(id, 2),
        call('DELETE', `catalog/product/${id}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(uploaded, { 200: null, 404: messages.http.notFound });
      await expectFilesMatchRows();
    }, ROUNDS);
  });

  it('two uploads for the last place: one is stored, the other refused whole', async () => {
    await inRounds(async () => {
      const { id } = await productWithPhotos(29);

      const answers = await Promise.all([upload(id), upload(id)]);

      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 422]);
      for (const answer of answers) {
        expectOneOf(answer, { 200: null, 422: messages.photo.tooManyPhotos(30) });
      }
      const product = (await call('GET', `catalog/product/${id}/`)).json().data;
      expect(product.photos).toHaveLength(30);
      await call('DELETE', `catalog/product/${id}/`);
      await expectFilesMatchRows();
    }, 3);
  });

  it('a photo order racing the delete of one of its photos: saved before, or refused', async () => {
    await inRounds(async () => {
      const { id, photos } = await productWithPhotos(3);
      const [a, b, c] = photos.map((photo) => photo.id);

      const [ordered, deleted] = await Promise.all([
        call('PUT', `catalog/product/${id}/`, { photos_id: [c, b, a] }),
        call('DELETE', `catalog/product/${id}/photo/${b}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(ordered, { 200: null, 422: messages.photo.orderMismatch });
      const left = (await call('GET', `catalog/product/${id}/`)).json().data.photos;
      expect(left.map((photo: Photo) => photo.id)).toEqual(
        ordered.statusCode === 200 ? [c, a] : [a, c],
      );
      await expectFilesMatchRows();
    }, ROUNDS);
  });

  it('a copy racing the delete of a photo: the copy has it or not, with files of its own', async () => {
    await inRounds(async () => {
      const { id, photos } = await productWithPhotos(2);

      const [copied, deleted] = await Promise.all([
        call('POST', `catalog/product/${id}/copy/`),
        call('DELETE', `catalog/product/${id}/photo/${photos[0]!.id}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(copied, { 200: null });
      const copy = (await call('GET', `catalog/product/${copied.json().data.id}/`)).json().data;
      expect([1, 2]).toContain(copy.photos.length);
      for (const photo of copy.photos as Photo[]) {
        expect((await fetchMedia(session.app, photo.orig_photo)).statusCode).toBe(200);
      }
      await expectFilesMatchRows();
    }, ROUNDS);
  });

  it('a copy racing the delete of its original: a copy of it whole, or 404', async () => {
    await inRounds(async () => {
      const { id } = await productWithPhotos(2);

      const [copied, deleted] = await Promise.all([
        call('POST', `catalog/product/${id}/copy/`),
        call('DELETE', `catalog/product/${id}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(copied, { 200: null, 404: messages.http.notFound });
      if (copied.statusCode === 200) {
        const copy = (await call('GET', `catalog/product/${copied.json().data.id}/`)).json().data;
        expect(copy.photos).toHaveLength(2);
      }
      await expectFilesMatchRows();
    }, ROUNDS);
  });
});
