import type { Product, ProductPhoto } from '@vitrina/contracts/products';
import { aProduct } from '../../../../testing/catalog-fixtures';
import {
  createFakeApi,
  reply,
  type FakeHandler,
  type FakeRoute,
} from '../../../../testing/fake-api';
import {
  fakeXMLHttpRequestClass,
  type PendingUpload,
  type UploadAnswer,
  type UploadCall,
} from './fake-upload-request';

export { aProduct } from '../../../../testing/catalog-fixtures';

/** A stored photo as the server answers it: two preview widths beside the original. */
export function aPhoto(id: number): ProductPhoto {
  return {
    id,
    orig_photo: `/media/photos/p${id}/orig.webp`,
    preview: `/media/photos/p${id}/800.webp`,
  };
}

/** A product in collection 1 with photos of these ids, the first being the main one. */
export function aProductWithPhotos(photoIds: number[], overrides: Partial<Product> = {}) {
  return aProduct({
    id: 7,
    title: 'Кеды белые',
    collections: [{ id: 1, title: 'Летняя коллекция', type: 'PRODUCT' }],
    photos: photoIds.map(aPhoto),
    ...overrides,
  });
}

interface FakePhotosServerOptions {
  /** Uploads wait for the test to report progress and answer; they answer at once otherwise. */
  holdUploads?: boolean;
  /** Answers an upload in place of the server's own handling. */
  upload?: (call: UploadCall) => UploadAnswer | undefined;
  routes?: Partial<Record<FakeRoute, FakeHandler>>;
}

/**
 * The photo calls of one product: its read, the order (PUT with photos_id), the delete of a
 * photo, and uploads through a fake XMLHttpRequest. It keeps what the console changes.
 */
export function fakePhotosServer(start: Product, options: FakePhotosServerOptions = {}) {
  let product = start;
  let nextPhotoId = 500;
  const uploads: PendingUpload[] = [];

  const withPhotos = (photos: ProductPhoto[]) => {
    product = {
      ...product,
      photos,
      main_photo_preview: photos[0]?.preview ?? null,
      main_photo_orig: photos[0]?.orig_photo ?? null,
    };
    return product;
  };

  const answerUpload = (call: UploadCall): UploadAnswer => {
    const given = options.upload?.(call);
    if (given) return given;
    const added = call.files.map(() => aPhoto(nextPhotoId++));
    return { status: 200, body: { data: withPhotos([...product.photos, ...added]) } };
  };

  const api = createFakeApi({
    'GET v1/catalog/product/:id/': () => reply(200, { data: product }),
    'PUT v1/catalog/product/:id/': async (request) => {
      const { photos_id } = (await request.json()) as { photos_id: number[] };
      const byId = (id: number) => product.photos.find((photo) => photo.id === id)!;
      return reply(200, { data: withPhotos(photos_id.map(byId)) });
    },
    'DELETE v1/catalog/product/:id/photo/:photoId/': (_request, { photoId }) => {
      withPhotos(product.photos.filter((photo) => photo.id !== Number(photoId)));
      return reply(200, { message: 'Фото удалено' });
    },
    ...options.routes,
  });

  const XMLHttpRequest = fakeXMLHttpRequestClass((upload) => {
    uploads.push(upload);
    if (options.holdUploads) return;
    setTimeout(() => {
      upload.progress(0.5);
      upload.progress(1);
      upload.respond();
    });
  }, answerUpload);

  return {
    ...api,
    XMLHttpRequest,
    uploads,
    get product() {
      return product;
    },
  };
}

export type FakePhotosServer = ReturnType<typeof fakePhotosServer>;
