import type { Product, ProductPhoto } from '@vitrina/contracts/products';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';
import { patchLoadedRows } from '../../../shared/api/product-rows';
import { uploadPhotos, type PhotoUpload } from './upload-photos';

/** The product a photo change is made to. */
export interface PhotoTarget {
  productId: number;
}

/** Writes a product's main photo preview (null when it has none) into its loaded rows. */
const patchRows = ({ productId }: PhotoTarget, preview: string | null) =>
  patchLoadedRows(productId, (row) => {
    row.main_photo_preview = preview;
  });

/**
 * Once the server answers the product, its main photo goes into the loaded rows; a refused
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
    dispatch(patchRows(target, product.main_photo_preview));
  } catch {
    // Nothing to patch.
  }
}

// A photo change refetches the product, and so the widgets that show it (they provide its tag).
// The loaded product rows are patched instead: a list may have many pages loaded.
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
          // Only these photos are left: the first is the main one.
          dispatch(patchRows(target, target.photosAfter[0]?.preview ?? null));
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
