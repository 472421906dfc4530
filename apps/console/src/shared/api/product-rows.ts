import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  PRODUCT_ROWS_STOCK_FILTERS,
  ProductRowsPage,
  ProductRowView,
} from '@vitrina/contracts/product-rows';
import type { Product } from '@vitrina/contracts/products';
import { baseApi } from './base-api';
import { dataOf } from './envelope';

type ProductRowsStockFilter = (typeof PRODUCT_ROWS_STOCK_FILTERS)[number];

/** Which products a list shows: any of the collections, or filed under any of the categories. */
export interface ProductRowsArgs {
  collection?: readonly number[];
  category?: readonly number[];
  /** Titles or SKUs holding this text; none narrows nothing. */
  search?: string;
  /** `out`: only the products out of stock. */
  stock?: ProductRowsStockFilter;
}

/**
 * Every loaded page of every product list: adding a product or writing many at once refetches
 * them; one product's change patches its row instead (a list may have many pages loaded).
 */
export const PRODUCT_ROWS = { type: 'Product', id: 'ROWS' } as const;

/** `?collection=1&collection=2&category=…`: ids repeat a parameter rather than join by commas. */
function rowsParams(
  { collection = [], category = [], search, stock }: ProductRowsArgs,
  after?: string,
) {
  const params = new URLSearchParams();
  for (const id of collection) params.append('collection', String(id));
  for (const id of category) params.append('category', String(id));
  if (search) params.set('search', search);
  if (stock) params.set('stock', stock);
  if (after) params.set('after', after);
  return params;
}

/** The paged product rows of the collection page and the widget editor. */
export const productRowsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productRows: build.infiniteQuery<ProductRowsPage, ProductRowsArgs, string | undefined>({
      infiniteQueryOptions: {
        initialPageParam: undefined,
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'v1/catalog/products/rows/',
        params: rowsParams(queryArg, pageParam),
      }),
      transformResponse: dataOf<ProductRowsPage>,
      providesTags: [PRODUCT_ROWS],
    }),
  }),
});

export const { useProductRowsInfiniteQuery } = productRowsApi;

type RowsState = Parameters<typeof productRowsApi.util.selectCachedArgsForQuery>[0];
type RowsDispatch = ThunkDispatch<RowsState, unknown, UnknownAction>;

/**
 * Changes the product's row in every loaded page of every cached list; answers the patches, so
 * an optimistic change can be undone.
 */
export const patchLoadedRows =
  (productId: number, change: (row: ProductRowView) => void) =>
  (dispatch: RowsDispatch, getState: () => RowsState) =>
    productRowsApi.util.selectCachedArgsForQuery(getState(), 'productRows').map((args) =>
      dispatch(
        productRowsApi.util.updateQueryData('productRows', args, ({ pages }) => {
          for (const page of pages) {
            const row = page.rows.find((candidate) => candidate.id === productId);
            if (row) change(row);
          }
        }),
      ),
    );

/** Takes the product's row out of every loaded page: a deleted product leaves no gap to refetch. */
export const removeLoadedRow =
  (productId: number) => (dispatch: RowsDispatch, getState: () => RowsState) =>
    productRowsApi.util.selectCachedArgsForQuery(getState(), 'productRows').forEach((args) =>
      dispatch(
        productRowsApi.util.updateQueryData('productRows', args, ({ pages }) => {
          for (const page of pages) page.rows = page.rows.filter((row) => row.id !== productId);
        }),
      ),
    );

/** A row's fields a product answers; the stock only when the product has no variants. */
type RowFields = Omit<ProductRowView, 'id' | 'collection_id' | 'stock'> &
  Partial<Pick<ProductRowView, 'stock'>>;

/**
 * What a product's row shows, taken from the whole product a write answers. A product with
 * variants does not carry their stock, which the row sums: the row keeps the sum it has.
 */
export const rowFieldsOf = (product: Product): RowFields => ({
  title: product.title,
  sku: product.sku,
  price: product.price,
  discount_value: product.discount_value,
  discount_type: product.discount_type,
  onSale: product.onSale,
  main_photo_preview: product.main_photo_preview,
  track_stock: product.track_stock,
  variants: product.variants_quantity,
  ...(product.variants_quantity === 0 && { stock: product.stock }),
});

/**
 * The rows of a collection narrowed to the chosen categories (any of them, with their
 * descendants), the search and the stock filter; one shape for the page and its prefetch, so
 * both share a cache entry.
 */
export function collectionRowsArgs(
  collectionId: number,
  categoryIds: Iterable<number> = [],
  search = '',
  stock?: ProductRowsStockFilter,
): ProductRowsArgs {
  const category = [...categoryIds].sort((a, b) => a - b);
  const scope = category.length > 0 ? { category } : { collection: [collectionId] };
  return { ...scope, ...(search && { search }), ...(stock && { stock }) };
}
