import type { Variants, VariantsSave, VariantUses } from '@vitrina/contracts/variants';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';
import { PRODUCT_ROWS } from '../../../shared/api/product-rows';
import { productTag } from '../api/products-api';

/** The whole set of a product's variants, as the «Варианты» tab saves it. */
export type VariantsTarget = VariantsSave & { productId: number };

export const variantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The product's options and variants. Under the product's tag: a save of the product may
     * take a characteristic they vary by, and a characteristic's edit (which refetches every
     * product) a value, and either takes variants with it.
     */
    getVariants: build.query<Variants, number>({
      query: (productId) => `v1/catalog/product/${productId}/variants/`,
      transformResponse: dataOf<Variants>,
      providesTags: (_variants, _error, productId) => [productTag(productId)],
    }),
    /**
     * PUT the whole set; the answer, every variant with its id, is the tab's new baseline at
     * once. The product is read again: its count of variants changed, and the widgets that
     * show it provide its tag. The product rows are too: they show the variants' stock.
     */
    saveVariants: build.mutation<Variants, VariantsTarget>({
      query: ({ productId, ...body }) => ({
        url: `v1/catalog/product/${productId}/variants/`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<Variants>,
      async onQueryStarted({ productId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(variantsApi.util.upsertQueryData('getVariants', productId, data));
        } catch {
          // Nothing changed; the tab says why.
        }
      },
      invalidatesTags: (_result, error, { productId }) =>
        error ? [] : [productTag(productId), PRODUCT_ROWS],
    }),
    /** How many variants use each value of a characteristic: what deleting one takes along. */
    getVariantUses: build.query<VariantUses, number>({
      query: (characteristicId) => `v1/catalog/characteristic/${characteristicId}/variant-uses/`,
      transformResponse: dataOf<VariantUses>,
      // Asked right before a delete, and stale after any save of variants.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetVariantsQuery, useSaveVariantsMutation, useLazyGetVariantUsesQuery } =
  variantsApi;
