import type {
  Characteristic,
  CharacteristicCreate,
  CharacteristicUpdate,
  MainValues,
  ProductMainValues,
} from '@vitrina/contracts/characteristics';
import type { Product } from '@vitrina/contracts/products';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';
import { productTag, storeAnsweredProduct } from '../api/products-api';

const CHARACTERISTIC_LIST = { type: 'Characteristic', id: 'LIST' } as const;

/** The main values of one characteristic on one product. */
export interface MainValuesTarget extends MainValues {
  productId: number;
  characteristicId: number;
}

// Spec §7.5: a characteristic's edit or delete changes every product that shows it, and which
// those are is not known here, so every cached product is refetched (the open editor, and the
// widgets whose cards show main values). Only the products in use are asked for again.
export const characteristicsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The merchant's characteristics with all their values (no main values in this list). */
    getCharacteristics: build.query<Characteristic[], void>({
      query: () => 'v1/catalog/characteristics/',
      transformResponse: dataOf<Characteristic[]>,
      providesTags: [CHARACTERISTIC_LIST],
    }),
    createCharacteristic: build.mutation<Characteristic, CharacteristicCreate>({
      query: (body) => ({ url: 'v1/catalog/characteristic/', method: 'POST', body }),
      transformResponse: dataOf<Characteristic>,
      invalidatesTags: [CHARACTERISTIC_LIST],
    }),
    /** Stored value ids keep their values (renamed), `temp-` ids are created, others deleted. */
    updateCharacteristic: build.mutation<Characteristic, CharacteristicUpdate & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `v1/catalog/characteristic/${id}/`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<Characteristic>,
      invalidatesTags: [CHARACTERISTIC_LIST, 'Product'],
    }),
    /** Deletes it everywhere: every product that had it loses it. */
    deleteCharacteristic: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `v1/catalog/characteristic/${id}/`, method: 'DELETE' }),
      invalidatesTags: [CHARACTERISTIC_LIST, 'Product'],
    }),
    /** The product's main values of one of its characteristics; answers the product. */
    setMainValues: build.mutation<Product, MainValuesTarget>({
      query: ({ productId, characteristicId, values_id }) => ({
        url: `v1/catalog/product/${productId}/characteristic/${characteristicId}/values/main/`,
        method: 'PUT',
        body: { values_id },
      }),
      transformResponse: dataOf<Product>,
      onQueryStarted: ({ productId }, api) => storeAnsweredProduct(productId, api),
      // The widgets that show the product provide its tag, and their cards show main values.
      invalidatesTags: (_result, _error, { productId }) => [productTag(productId)],
    }),
    /** The product's main values of several of its characteristics at once; answers the product. */
    setProductMainValues: build.mutation<Product, ProductMainValues & { productId: number }>({
      query: ({ productId, ...body }) => ({
        url: `v1/catalog/product/${productId}/characteristics/values/main/`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<Product>,
      onQueryStarted: ({ productId }, api) => storeAnsweredProduct(productId, api),
      invalidatesTags: (_result, _error, { productId }) => [productTag(productId)],
    }),
  }),
});

export const {
  useGetCharacteristicsQuery,
  useCreateCharacteristicMutation,
  useUpdateCharacteristicMutation,
  useDeleteCharacteristicMutation,
  useSetMainValuesMutation,
  useSetProductMainValuesMutation,
} = characteristicsApi;
