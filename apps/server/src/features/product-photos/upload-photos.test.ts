import { messages } from '@vitrina/contracts/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts';
import { createCollection, createProduct } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  animatedGif,
  avif,
  gifScriptPolyglot,
  hasGpsBlock,
  heicLike,
  htmlPage,
  jpeg,
  jpegWithExif,
  png,
  svg,
  truncatedJpeg,
  webp,
} from '../../testing/images';
import {
  fetchMedia,
  filesOf,
  multipartBody,
  photoRowCounts,
  storedKeys,
  uploadPhotos,
  type Part,
} from '../../testing/photo-uploads';

/** sharp's prebuilt libvips reads AVIF but not HEVC-coded HEIC (sharp.format.heif). */
const heicReadable = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

interface Photo {
  id: number;
  orig_photo: string;
  preview: string;
}

describe('photo upload: POST catalog/product/{id}/photos', () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
  });

  const newProduct = async () =>
    (await createProduct(session.app, session.merchant, collectionId)).id;
  const upload = (productId: number, parts: Part[]) =>
    uploadPhotos(session.app, session.merchant, productId, parts);
  const stored = async () => ({
    rows: await photoRowCounts(session.testApp.database.db),
    files: await storedKeys(session.testApp),
  });
  const fileAt = async (url: string) => {
    const response = await fetchMedia(session.app, url);
    expect(response.statusCode, url).toBe(200);
    return response.rawPayload;
  };

  it('stores each file as WebP and answers the product with its photos in upload order', async () => {
    const productId = await newProduct();

    const response = await upload(productId, filesOf([await jpeg(), await png(30, 20)]));

    expect(response.statusCode, response.body).toBe(200);
    const product = response.json().data;
    expect(product.id).toBe(productId);
    expect(product.photos).toHaveLength(2);
    const [first, second] = product.photos as Photo[];
    expect(first!.orig_photo).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\/2560\.webp$/);
    expect(first!.preview).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\/800\.webp$/);
    expect(product.main_photo_orig).toBe(first!.orig_photo);
    expect(product.main_photo_preview).toBe(first!.preview);
    expect((await sharp(await fileAt(second!.orig_photo)).metadata()).width).toBe(30);
    // The preview is 800 px wide (never enlarged); a 320 px file sits beside it, for srcset.
    expect((await sharp(await fileAt(second!.preview)).metadata()).width).toBe(30);
    const small = first!.preview.replace('800.webp', '320.webp');
    expect((await sharp(await fileAt(small)).metadata()).format).toBe('webp');
    expect((await session.call('GET', `catalog/product/${productId}/`)).json().data).toEqual(
      product,
    );
  });

  it.each([
    ['JPEG', 'image/jpeg', () => jpeg()],
    ['PNG', 'image/png', () => png()],
    ['WebP', 'image/webp', () => webp()],
    ['GIF (first frame)', 'image/gif', () => animatedGif()],
    ['AVIF', 'image/avif', () => avif()],
  ])('accepts a %s', async (_format, type, make) => {
    const productId = await newProduct();

    const response = await upload(productId, [{ fileName: 'photo', type, bytes: await make() }]);

    expect(response.statusCode, response.body).toBe(200);
    const [photo] = response.json().data.photos as Photo[];
    for (const url of [photo!.orig_photo, photo!.preview]) {
      const metadata = await sharp(await fileAt(url)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.pages ?? 1).toBe(1);
    }
  });

  it('turns the photo upright by its EXIF orientation and stores no EXIF, GPS included', async () => {
    const productId = await newProduct();
    const original = await jpegWithExif();
    expect(hasGpsBlock((await sharp(original).metadata()).exif)).toBe(true);

    const response = await upload(productId, [{ fileName: 'IMG_0001.JPG', bytes: original }]);

    const [photo] = response.json().data.photos as Photo[];
    for (const url of [photo!.orig_photo, photo!.preview]) {
      const file = await fileAt(url);
      const metadata = await sharp(file).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(file.includes(Buffer.from('Vitrina Test Camera'))).toBe(false);
    }
    const upright = await sharp(await fileAt(photo!.orig_photo)).metadata();
    expect([upright.width, upright.height]).toEqual([200, 300]);
  });

  describe('refusals change nothing', () => {
    let productId: number;

    beforeAll(async () => {
      productId = await newProduct();
      await upload(productId, filesOf([await jpeg()]));
    });

    const expectRefused = async (parts: Part[], status: number, detail: string) => {
      const before = await stored();
      const product = (await session.call('GET', `catalog/product/${productId}/`)).json();

      const response = await upload(productId, parts);

      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().detail).toBe(detail);
      expect(await stored()).toEqual(before);
      expect((await session.call('GET', `catalog/product/${productId}/`)).json()).toEqual(product);
    };

    it.each<[string, () => Buffer | Promise<Buffer>, number, (file: string) => string]>([
      ['an HTML page named .jpg', htmlPage, 415, messages.photo.notAnImage],
      ['an SVG', svg, 415, messages.photo.notAnImage],
      ['a GIF/script polyglot', gifScriptPolyglot, 422, messages.photo.damaged],
      ['a truncated JPEG', truncatedJpeg, 422, messages.photo.damaged],
      heicReadable
        ? ['a damaged HEIC', heicLike, 422, messages.photo.damaged]
        : ['an HEIC the server cannot decode', heicLike, 415, messages.photo.heicUnsupported],
      ['an empty file', () => Buffer.alloc(0), 415, messages.photo.notAnImage],
    ])('refuses %s, whatever its name and type say', async (_case, make, status, detail) => {
      const parts = [
        { fileName: 'good.jpg', bytes: await jpeg() },
        { fileName: 'evil.jpg', type: 'image/jpeg', bytes: await make() },
      ];

      await expectRefused(parts, status, detail('evil.jpg'));
    });

    it('refuses a body without files', async () => {
      await expectRefused([{ field: 'title', bytes: 'Футболка' }], 422, messages.photo.noFiles);
    });

    it('refuses a file under another field name', async () => {
      await expectRefused(
        [{ field: 'photo', fileName: 'a.jpg', bytes: await jpeg() }],
        422,
        messages.photo.wrongField,
      );
    });

    it('parses multipart for the upload alone: another route refuses it with 415', async () => {
      const { payload, headers } = multipartBody(filesOf([await jpeg()]));

      const response = await session.app.inject({
        method: 'PUT',
        url: `/api/v1/catalog/product/${productId}/`,
        headers: { ...bearer(session.merchant.accessToken), ...headers },
        payload,
      });

      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe(messages.http.unsupportedMediaType);
    });

    it('refuses a JSON body', async () => {
      const before = await stored();

      const response = await session.call('POST', `catalog/product/${productId}/photos`, {
        file_content: 'aGVsbG8=',
      });

      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe(messages.photo.notMultipart);
      expect(await stored()).toEqual(before);
    });
  });
});
