import type { AnalyticsQuery, Funnel, TopProduct } from '@vitrina/contracts/analytics';
import { ANALYTICS_TAGS } from '../../../shared/api/analytics-reads';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

/**
 * The funnel and the top products of the merchant's widgets over a period (an absent widget means
 * all of them); the days' series is the shared `analytics-reads`.
 */
export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    funnel: build.query<Funnel, AnalyticsQuery>({
      query: (params) => ({ url: 'v1/analytics/funnel', params }),
      transformResponse: dataOf<Funnel>,
      providesTags: ANALYTICS_TAGS,
    }),
    topProducts: build.query<TopProduct[], AnalyticsQuery>({
      query: (params) => ({ url: 'v1/analytics/top-products', params }),
      transformResponse: (response: { data: { products: TopProduct[] } }) => response.data.products,
      providesTags: ANALYTICS_TAGS,
    }),
  }),
});

export const { useFunnelQuery, useTopProductsQuery } = analyticsApi;
