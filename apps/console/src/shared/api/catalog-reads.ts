import type { CollectionSummary } from '@vitrina/contracts/catalog';
import type { CollectionView as CollectionAnswer } from '@vitrina/contracts/products';
import { baseApi } from './base-api';
import { deepFreeze } from './deep-freeze';
import { dataOf, treeParams, type Envelope } from './envelope';

/** What `tree` may add to a collection. */
type TreePart = 'categories' | 'products';

/** A collection's own fields; the console reads its product count from the list instead. */
type CollectionFields = Omit<CollectionAnswer, TreePart | 'products_quantity'>;

/** A collection with the parts its `tree` asked for, which are then always there. */
type CollectionWith<Part extends TreePart> = CollectionFields &
  Required<Pick<CollectionAnswer, Part>>;

/** A collection with its category tree and its products. */
export type CollectionView = CollectionWith<TreePart>;

/** A collection with its category tree only. */
export type CollectionCategories = CollectionWith<'categories'>;

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
    collection: build.query<CollectionView, number>({
      query: (id) => ({
        url: `v1/catalog/collection/${id}/`,
        params: treeParams(['PRODUCT', 'CATEGORY']),
      }),
      transformResponse: (response: Envelope<CollectionView>) => deepFreeze(dataOf(response)),
      providesTags: (_view, _error, id) => [{ type: 'Collection', id }, 'Category', 'Product'],
    }),
    // The picker needs only the tree: a collection of 10 000 products is not downloaded for it.
    collectionCategories: build.query<CollectionCategories, number>({
      query: (id) => ({ url: `v1/catalog/collection/${id}/`, params: treeParams(['CATEGORY']) }),
      transformResponse: dataOf<CollectionCategories>,
      providesTags: (_view, _error, id) => [{ type: 'Collection', id }, 'Category'],
    }),
  }),
});

export const { useCollectionsQuery, useCollectionQuery, useCollectionCategoriesQuery } =
  catalogReadsApi;
