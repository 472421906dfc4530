import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { jpeg, jpegOfSize, pixelBombPng, png } from '../../testing/images';
import {
  filesOf,
  photoRowCounts,
  storedKeys,
  uploadPhotos,
  type Part,
} from '../../testing/photo-uploads';

const MB = 1024 * 1024;

describe('photo upload limits (the defaults of PHOTO_LIMITS)', () => {
  const session = useSignedInApp();
  let collectionId: number;
  let tiny: Buffer;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
    tiny = await jpeg(8, 8);
  });

  const newProduct = async () =>
    (await createProduct(session.app, session.merchant, collectionId)).id;
  const upload = (productId: number, parts: Part[]) =>
    uploadPhotos(session.app, session.merchant, productId, parts);
  const tinyFiles = (count: number) => filesOf(Array.from({ length: count }, () => tiny));
  const stored = async () => ({
    rows: await photoRowCounts(session.testApp.database.db),
    files: await storedKeys(session.testApp),
  });
  const photoCount = async (productId: number) =>
    (await session.call('GET', `catalog/product/${productId}/`)).json().data.photos.length;

  it('limits are the documented defaults', () => {
    expect(PHOTO_LIMITS).toEqual({
      maxFilesPerRequest: 10,
      maxFileBytes: 15 * MB,
      maxMegapixels: 40,
      maxPhotosPerProduct: 30,
    });
  });

  it('takes 10 files in one request', async () => {
    const productId = await newProduct();

    const response = await upload(productId, tinyFiles(10));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.photos).toHaveLength(10);
  });

  it('refuses 11 files with 413, storing none', async () => {
    const productId = await newProduct();
    const before = await stored();

    const response = await upload(productId, tinyFiles(11));

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(messages.photo.tooManyFiles(10));
    expect(await stored()).toEqual(before);
  });

  it('takes a file of exactly 15 MB', async () => {
    const productId = await newProduct();

    const response = await upload(productId, [
      { fileName: 'big.jpg', bytes: await jpegOfSize(15 * MB) },
    ]);

    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['one byte over 15 MB', 15 * MB + 1],
    ['16 MB', 16 * MB],
  ])('refuses a file of %s with 413, storing none', async (_case, size) => {
    const productId = await newProduct();
    const before = await stored();

    const response = await upload(productId, [
      { fileName: 'small.jpg', bytes: tiny },
      { fileName: 'huge.jpg', bytes: await jpegOfSize(size) },
    ]);

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(messages.photo.fileTooLarge('huge.jpg', 15));
    expect(await stored()).toEqual(before);
  });

  it('refuses a decompression bomb (a tiny PNG declaring 50 000 × 50 000) in well under a second', async () => {
    const productId = await newProduct();
    const before = await stored();
    const started = performance.now();

    const response = await upload(productId, [{ fileName: 'bomb.png', bytes: pixelBombPng() }]);

    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.photo.tooManyPixels('bomb.png', 40));
    expect(await stored()).toEqual(before);
  });

  it('refuses too many text fields with 413', async () => {
    const productId = await newProduct();
    const fields = Array.from({ length: 6 }, (_, index) => ({
      field: `note${index}`,
      bytes: 'x',
    }));

    const response = await upload(productId, [...fields, ...tinyFiles(1)]);

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(messages.photo.tooManyParts);
  });

  describe('at most 30 photos a product', () => {
    let productId: number;

    beforeAll(async () => {
      productId = await newProduct();
      for (const count of [10, 10, 9]) {
        expect((await upload(productId, tinyFiles(count))).statusCode).toBe(200);
      }
    });

    it('refuses two more when it has 29, storing neither', async () => {
      const before = await stored();

      const response = await upload(productId, tinyFiles(2));

      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(messages.photo.tooManyPhotos(30));
      expect(await stored()).toEqual(before);
      expect(await photoCount(productId)).toBe(29);
    });

    it('takes the 30th and refuses the 31st', async () => {
      expect((await upload(productId, tinyFiles(1))).statusCode).toBe(200);
      const before = await stored();

      const response = await upload(productId, tinyFiles(1));

      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(messages.photo.tooManyPhotos(30));
      expect(await stored()).toEqual(before);
      expect(await photoCount(productId)).toBe(30);
    });
  });
});

describe('photo upload limits as configured (MEDIA_MAX_*)', () => {
  const session = useSignedInApp({
    config: {
      media: {
        s3: undefined,
        photoLimits: {
          maxFilesPerRequest: 2,
          maxFileBytes: 1 * MB,
          maxMegapixels: 1,
          maxPhotosPerProduct: 3,
        },
      },
    },
  });
  let productId: number;

  beforeAll(async () => {
    const collection = await createCollection(session.app, session.merchant);
    productId = (await createProduct(session.app, session.merchant, collection.id)).id;
  });

  const upload = (parts: Part[]) => uploadPhotos(session.app, session.merchant, productId, parts);

  it('takes an image of exactly the megapixel limit and refuses one row more', async () => {
    const atLimit = await upload([{ fileName: 'square.png', bytes: await png(1000, 1000) }]);
    const over = await upload([{ fileName: 'tall.png', bytes: await png(1000, 1001) }]);

    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe(messages.photo.tooManyPixels('tall.png', 1));
  });

  it('counts files, bytes and photos by the configured limits', async () => {
    const image = await jpeg(8, 8);
    const threeFiles = await upload(filesOf([image, image, image]));
    const bigFile = await upload([{ fileName: 'big.jpg', bytes: await jpegOfSize(MB + 1) }]);
    // The product has the one photo of the test above; a second makes two of three.
    const oneMore = await upload(filesOf([image]));
    const twoMore = await upload(filesOf([image, image]));

    expect(threeFiles.json().detail).toBe(messages.photo.tooManyFiles(2));
    expect(bigFile.json().detail).toBe(messages.photo.fileTooLarge('big.jpg', 1));
    expect(twoMore.json().detail).toBe(messages.photo.tooManyPhotos(3));
    expect([threeFiles, bigFile, oneMore, twoMore].map((response) => response.statusCode)).toEqual([
      413, 413, 200, 422,
    ]);
  });
});
