import type { Product, ProductUpdate, SameSku } from '@vitrina/contracts/products';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';
import { patchLoadedRows, PRODUCT_ROWS, rowFieldsOf } from '../../../shared/api/product-rows';

export const productTag = (id: number) => ({ type: 'Product', id }) as const;
/** The products sharing a SKU: a save may change it. Not the product's tag, which its delete drops. */
const SAME_SKU = { type: 'Product', id: 'SAME_SKU' } as const;

/** The answer of a copy: the new product, of which the editor needs its id and collections. */
export type ProductCopy = Pick<Product, 'id' | 'collections'>;

/** Writes a product's new state into its loaded product rows. */
const patchRows = (product: Product) =>
  patchLoadedRows(product.id, (row) => Object.assign(row, rowFieldsOf(product)));

/**
 * Once the server answers a write with the product, the answer is the cached product (the
 * editor's new baseline at once) and its loaded product rows.
 */
export async function storeAnsweredProduct(
  id: number,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Product }> },
) {
  try {
    const { data: product } = await queryFulfilled;
    dispatch(productsApi.util.updateQueryData('getProduct', id, () => product));
    dispatch(patchRows(product));
  } catch {
    // Nothing changed; the caller logs the failure (spec §8).
  }
}

// The product create and delete live in shared/api: the collection page makes them too.
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<Product, number>({
      query: (id) => `v1/catalog/product/${id}/`,
      transformResponse: dataOf<Product>,
      providesTags: (_product, _error, id) => [productTag(id)],
    }),
    /**
     * PUT catalog/product/{id}/ with the id in the body too (spec §7.3): the whole form, or only
     * `categories_id`. The answer is the editor's new baseline at once; the refetch confirms it.
     * The loaded product rows are patched: a list may have many pages loaded. The
     * widgets that show the product provide its tag, so they refetch.
     */
    updateProduct: build.mutation<Product, ProductUpdate & { id: number }>({
      query: (body) => ({ url: `v1/catalog/product/${body.id}/`, method: 'PUT', body }),
      transformResponse: dataOf<Product>,
      onQueryStarted: ({ id }, api) => storeAnsweredProduct(id, api),
      invalidatesTags: (_result, _error, { id }) => [productTag(id), SAME_SKU],
    }),
    /**
     * The other products of its collection with its SKU. Read again after a save (it may change
     * the SKU) and a copy (which keeps it); an editor reads it again when it opens, so a delete
     * elsewhere shows. A delete does not read it again: the deleted product's own would be 404.
     */
    getSameSku: build.query<SameSku, number>({
      query: (id) => `v1/catalog/product/${id}/same-sku/`,
      transformResponse: dataOf<SameSku>,
      providesTags: [SAME_SKU, PRODUCT_ROWS],
    }),
    /** A new product with the same fields in the same collections; the widgets may show it. */
    copyProduct: build.mutation<ProductCopy, number>({
      query: (id) => ({ url: `v1/catalog/product/${id}/copy/`, method: 'POST' }),
      transformResponse: dataOf<ProductCopy>,
      invalidatesTags: (copy) =>
        copy
          ? [
              { type: 'Collection', id: 'LIST' },
              PRODUCT_ROWS,
              ...copy.collections.map(({ id }) => ({ type: 'Collection' as const, id })),
              'Widget',
            ]
          : [],
    }),
  }),
});

export const {
  useGetProductQuery,
  useGetSameSkuQuery,
  useUpdateProductMutation,
  useCopyProductMutation,
} = productsApi;
