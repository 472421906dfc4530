import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import type { CurrentShop, HeldKind, Shop, ShopUpdate } from '@vitrina/contracts/team';
import { baseApi } from '../api/base-api';
import { dataOf } from '../api/envelope';

/** The body of creating and deleting a shop: its title (typed again to delete it). */
interface ShopTitle {
  title: string;
}

/**
 * The shops of the signed-in user and the current one with what the user may do in it
 * (decision 57). The shell reads both: the switcher beside the logo, and what the role hides.
 */
export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentShop: build.query<CurrentShop, void>({
      query: () => 'v1/shop/',
      transformResponse: dataOf<CurrentShop>,
      providesTags: ['Shop'],
    }),
    /** The user's shop holding the row an address names; an error when none of theirs does. */
    shopHolding: build.query<Shop, { kind: HeldKind; id: number }>({
      query: (params) => ({ url: 'v1/shops/holding/', params }),
      transformResponse: dataOf<Shop>,
    }),
    shops: build.query<Shop[], void>({
      query: () => 'v1/shops/',
      transformResponse: dataOf<Shop[]>,
      providesTags: ['Shop'],
    }),
    createShop: build.mutation<Shop, ShopTitle>({
      query: (body) => ({ url: 'v1/shops/', method: 'POST', body }),
      transformResponse: dataOf<Shop>,
      invalidatesTags: ['Shop'],
    }),
    /** The title and settings given; what is left out stays. */
    updateShop: build.mutation<CurrentShop, ShopUpdate>({
      query: (body) => ({ url: 'v1/shop/', method: 'PATCH', body }),
      transformResponse: dataOf<CurrentShop>,
      // The answer is the shop as it now is: shown at once, so a switch flipped does not flick
      // back while the shop is read again.
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(shopApi.util.upsertQueryData('currentShop', undefined, answer.data));
      },
      invalidatesTags: ['Shop'],
    }),
    /** Every cached read is the deleted shop's: the caller drops them all after. */
    deleteShop: build.mutation<{ message: string }, ShopTitle>({
      query: (body) => ({ url: 'v1/shop/', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useShopsQuery,
  useShopHoldingQuery,
  useCreateShopMutation,
  useUpdateShopMutation,
  useDeleteShopMutation,
} = shopApi;

/**
 * Reads the current shop, and again every little while so that a changed role shows without a
 * reload. The shell holds this one subscription; the parts that only look use `useCurrentShop`,
 * so a failed read is not tried again by each part that mounts.
 */
export const useCurrentShopSubscription = () =>
  shopApi.useCurrentShopQuery(undefined, { pollingInterval: TEAM_LIMITS.roleRereadMs });

/** The current shop's read as it stands (loading, failed, its data), without asking for it. */
export const useCurrentShopState = () => shopApi.endpoints.currentShop.useQueryState();

/** The current shop as last read, without asking for it. */
export const useCurrentShop = () => useCurrentShopState().data;
