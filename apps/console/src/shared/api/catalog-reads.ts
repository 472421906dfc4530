import type { CollectionSummary } from '@vitrina/contracts/catalog';
import type { CollectionView as CollectionAnswer } from '@vitrina/contracts/products';
import { baseApi } from './base-api';
import { dataOf, treeParams } from './envelope';

/**
 * A collection's own fields with its category tree; the console reads its product count from
 * the list, and its products a page at a time (shared/api/product-rows.ts).
 */
export type CollectionCategories = Omit<
  CollectionAnswer,
  'categories' | 'products' | 'products_quantity'
> &
  Required<Pick<CollectionAnswer, 'categories'>>;

/**
 * The catalog reads that the catalog screens and the widget editor's content picker both make;
 * one definition keeps their cache entries and tags shared.
 */
export const catalogReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    collections: build.query<CollectionSummary[], void>({
      query: () => 'v1/catalog/collections/',
      transformResponse: dataOf<CollectionSummary[]>,
      providesTags: [{ type: 'Collection', id: 'LIST' }],
    }),
    // The tree only: a collection of 100 000 products is never downloaded whole.
    collectionCategories: build.query<CollectionCategories, number>({
      query: (id) => ({ url: `v1/catalog/collection/${id}/`, params: treeParams(['CATEGORY']) }),
      transformResponse: dataOf<CollectionCategories>,
      providesTags: (_view, _error, id) => [{ type: 'Collection', id }, 'Category'],
    }),
  }),
});

export const { useCollectionsQuery, useCollectionCategoriesQuery } = catalogReadsApi;
