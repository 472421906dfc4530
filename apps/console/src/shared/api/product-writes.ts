import { baseApi } from './base-api';
import { dataOf, type MessageReply } from './envelope';
import { removeLoadedRow } from './product-rows';

const COLLECTION_LIST = { type: 'Collection', id: 'LIST' } as const;

/**
 * The product writes that the collection page and the product editor both make: adding a product
 * to a collection (the 'Новый товар' dialog; every loaded product list is read again) and
 * deleting one. One definition keeps their tags.
 */
export const productWritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createProduct: build.mutation<{ id: number }, { collectionId: number; title: string }>({
      query: ({ collectionId, title }) => ({
        url: `v1/catalog/collection/${collectionId}/product/`,
        method: 'POST',
        body: { title },
      }),
      transformResponse: dataOf<{ id: number }>,
      invalidatesTags: ['Product', COLLECTION_LIST],
    }),
    // Spec §7.5: deleting a product invalidates the collections. The loaded product rows lose
    // the row instead of being read again page by page.
    deleteProduct: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `v1/catalog/product/${id}/`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          dispatch(removeLoadedRow(id));
      },
      invalidatesTags: (_result, _error, id) => [{ type: 'Product', id }, 'Collection'],
    }),
  }),
});

export const { useCreateProductMutation, useDeleteProductMutation } = productWritesApi;
