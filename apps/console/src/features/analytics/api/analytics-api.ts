import type { AnalyticsQuery, Funnel, SeriesDay, TopProduct } from '@vitrina/contracts/analytics';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

// One tag for every read: an order's status change alters the revenue of them all.
const ANALYTICS = ['Analytics'] as const;

/** The figures of the merchant's widgets over a period; an absent widget means all of them. */
export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    funnel: build.query<Funnel, AnalyticsQuery>({
      query: (params) => ({ url: 'v1/analytics/funnel', params }),
      transformResponse: dataOf<Funnel>,
      providesTags: ANALYTICS,
    }),
    series: build.query<SeriesDay[], AnalyticsQuery>({
      query: (params) => ({ url: 'v1/analytics/series', params }),
      transformResponse: (response: { data: { days: SeriesDay[] } }) => response.data.days,
      providesTags: ANALYTICS,
    }),
    topProducts: build.query<TopProduct[], AnalyticsQuery>({
      query: (params) => ({ url: 'v1/analytics/top-products', params }),
      transformResponse: (response: { data: { products: TopProduct[] } }) => response.data.products,
      providesTags: ANALYTICS,
    }),
  }),
});

export const { useFunnelQuery, useSeriesQuery, useTopProductsQuery } = analyticsApi;
