import type { Product, ProductPhoto } from '@vitrina/contracts/products';
import { baseApi } from '../../../shared/api/base-api';
import { catalogReadsApi } from '../../../shared/api/catalog-reads';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';
import { uploadPhotos, type PhotoUpload } from './upload-photos';

/** The product a photo change is made to, and the collections whose rows show its main photo. */
export interface PhotoTarget {
  productId: number;
  collectionIds: readonly number[];
}

type PhotoFields = Pick<Product, 'photos' | 'main_photo_preview' | 'main_photo_orig'>;

const photoFieldsOf = ({ photos, main_photo_preview, main_photo_orig }: Product): PhotoFields => ({
  photos,
  main_photo_preview,
  main_photo_orig,
});

/** A product's photo fields once only these photos are left: the first is the main one. */
const photoFieldsWith = (photos: readonly ProductPhoto[]): PhotoFields => ({
  photos: [...photos],
  main_photo_preview: photos[0]?.preview ?? null,
  main_photo_orig: photos[0]?.orig_photo ?? null,
});

/** Writes a product's photo fields into the cached collections that list it. */
const patchRows = ({ productId, collectionIds }: PhotoTarget, fields: PhotoFields) =>
  collectionIds.map((collectionId) =>
    catalogReadsApi.util.updateQueryData('collection', collectionId, (view) => {
      const row = view.products.find((product) => product.id === productId);
      if (row) Object.assign(row, fields);
    }),
  );

/**
 * Once the server answers the product, its photo fields go into the cached rows; a refused
 * change leaves the rows as they were (the dialog or the grid deals with the refusal).
 */
async function patchRowsWithAnswer(
  target: PhotoTarget,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Product }> },
) {
  try {
    const { data: product } = await queryFulfilled;
    patchRows(target, photoFieldsOf(product)).forEach(dispatch);
  } catch {
    // Nothing to patch.
  }
}

// A photo change refetches the product, and so the widgets that show it (they provide its tag).
// The rows of a cached collection are patched instead: a collection may hold 10 000 products.
const refetched = (_result: unknown, _error: unknown, { productId }: PhotoTarget) => [
  { type: 'Product' as const, id: productId },
];

export const photosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Adds photos; the answer is the product with them. */
    uploadProductPhotos: build.mutation<Product, PhotoTarget & PhotoUpload>({
      queryFn: (upload, api) => uploadPhotos(upload, api),
      onQueryStarted: patchRowsWithAnswer,
      invalidatesTags: refetched,
    }),
    /** Puts the photos in this order; the first becomes the main photo. */
    setProductPhotoOrder: build.mutation<Product, PhotoTarget & { photoIds: readonly number[] }>({
      query: ({ productId, photoIds }) => ({
        url: `v1/catalog/product/${productId}/`,
        method: 'PUT',
        body: { id: productId, photos_id: photoIds },
      }),
      transformResponse: dataOf<Product>,
      onQueryStarted: patchRowsWithAnswer,
      invalidatesTags: refetched,
    }),
    /** Deletes one photo; `photosAfter` are the product's photos without it, in order. */
    deleteProductPhoto: build.mutation<
      MessageReply,
      PhotoTarget & { photoId: number; photosAfter: readonly ProductPhoto[] }
    >({
      query: ({ productId, photoId }) => ({
        url: `v1/catalog/product/${productId}/photo/${photoId}/`,
        method: 'DELETE',
      }),
      async onQueryStarted(target, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          patchRows(target, photoFieldsWith(target.photosAfter)).forEach(dispatch);
        } catch {
          // The photo stays; the failure is only logged.
        }
      },
      invalidatesTags: refetched,
    }),
  }),
});

export const {
  useUploadProductPhotosMutation,
  useSetProductPhotoOrderMutation,
  useDeleteProductPhotoMutation,
} = photosApi;
