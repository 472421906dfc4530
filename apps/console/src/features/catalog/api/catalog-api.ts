import type {
  CategoryCreate,
  CategoryNode,
  CategoryUpdate,
  CollectionCreate,
  CollectionSummary,
  CollectionUpdate,
} from '@vitrina/contracts/catalog';
import type { Product } from '@vitrina/contracts/products';
import { catalogReadsApi } from '../../../shared/api/catalog-reads';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';

const COLLECTION_LIST = { type: 'Collection', id: 'LIST' } as const;

// The reads (collections, collection) live in shared/api: the widget editor makes them too; so
// do the product create and delete, which the product editor makes too.
export const catalogApi = catalogReadsApi.injectEndpoints({
  endpoints: (build) => ({
    createCollection: build.mutation<CollectionSummary, CollectionCreate>({
      query: (body) => ({ url: 'v1/catalog/collection/', method: 'POST', body }),
      transformResponse: dataOf<CollectionSummary>,
      invalidatesTags: [COLLECTION_LIST],
    }),
    updateCollection: build.mutation<unknown, CollectionUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `v1/catalog/collection/${id}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [COLLECTION_LIST, { type: 'Collection', id }],
    }),
    deleteCollection: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `v1/catalog/collection/${id}/`, method: 'DELETE' }),
      invalidatesTags: [COLLECTION_LIST],
    }),
    createCategory: build.mutation<CategoryNode, CategoryCreate>({
      query: (body) => ({ url: 'v1/catalog/category/', method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
    updateCategory: build.mutation<unknown, CategoryUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `v1/catalog/category/${id}/`, method: 'PUT', body }),
      invalidatesTags: ['Category'],
    }),
    // Products of a deleted category lose the link, so their data changes too.
    deleteCategory: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `v1/catalog/category/${id}/`, method: 'DELETE' }),
      invalidatesTags: ['Category', 'Product'],
    }),
    /** Saves at once and shows the new state before the server answers. */
    setProductOnSale: build.mutation<
      Product,
      { id: number; onSale: boolean; collectionId: number }
    >({
      query: ({ id, onSale }) => ({
        url: `v1/catalog/product/${id}/`,
        method: 'PUT',
        body: { onSale },
      }),
      transformResponse: dataOf<Product>,
      async onQueryStarted({ id, onSale, collectionId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          catalogApi.util.updateQueryData('collection', collectionId, (view) => {
            const product = view.products.find((candidate) => candidate.id === id);
            if (product) product.onSale = onSale;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      // The collection's copy is patched above; refetching 10 000 products for a switch is not.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
    }),
  }),
});

export const {
  useCollectionsQuery,
  useCollectionQuery,
  useCreateCollectionMutation,
  useUpdateCollectionMutation,
  useDeleteCollectionMutation,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useSetProductOnSaleMutation,
} = catalogApi;
