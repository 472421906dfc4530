import type {
  CategoryCreate,
  CategoryNode,
  CategoryUpdate,
  CollectionCreate,
  CollectionSummary,
  CollectionUpdate,
} from '@vitrina/contracts/catalog';
import type { CategoryCounts } from '@vitrina/contracts/product-rows';
import type { Product } from '@vitrina/contracts/products';
import { catalogReadsApi } from '../../../shared/api/catalog-reads';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';
import { patchLoadedRows, PRODUCT_ROWS } from '../../../shared/api/product-rows';

const COLLECTION_LIST = { type: 'Collection', id: 'LIST' } as const;

// The reads (collections, the category tree, the product rows) live in shared/api: the widget
// editor makes them too; so do the product create and delete, which the product editor makes too.
export const catalogApi = catalogReadsApi.injectEndpoints({
  endpoints: (build) => ({
    /** How many products the collection and each of its categories hold, for the panel. */
    collectionCounts: build.query<CategoryCounts, number>({
      query: (id) => `v1/catalog/collection/${id}/counts/`,
      transformResponse: dataOf<CategoryCounts>,
      providesTags: (_counts, _error, id) => [{ type: 'Collection', id }, 'Category', PRODUCT_ROWS],
    }),
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
    setProductOnSale: build.mutation<Product, { id: number; onSale: boolean }>({
      query: ({ id, onSale }) => ({
        url: `v1/catalog/product/${id}/`,
        method: 'PUT',
        body: { onSale },
      }),
      transformResponse: dataOf<Product>,
      async onQueryStarted({ id, onSale }, { dispatch, queryFulfilled }) {
        const patches = dispatch(
          patchLoadedRows(id, (row) => {
            row.onSale = onSale;
          }),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
      // The loaded rows are patched above; refetching every loaded page for a switch is not.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
    }),
  }),
});

export const {
  useCollectionsQuery,
  useCollectionCountsQuery,
  useCreateCollectionMutation,
  useUpdateCollectionMutation,
  useDeleteCollectionMutation,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useSetProductOnSaleMutation,
} = catalogApi;
