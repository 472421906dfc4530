import type { AnalyticsQuery, SeriesDay } from '@vitrina/contracts/analytics';
import { baseApi } from './base-api';

/** Every analytics read has this one tag: an order's status change alters the revenue of all. */
export const ANALYTICS_TAGS = ['Analytics'] as const;

/**
 * The figures of each day of a period: /analytics draws them, and the home dashboard shows the
 * last week's. One cache entry serves both when they ask the same period.
 */
export const analyticsReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyticsSeries: build.query<SeriesDay[], AnalyticsQuery>({
      query: (params) => ({ url: 'v1/analytics/series', params }),
      transformResponse: (response: { data: { days: SeriesDay[] } }) => response.data.days,
      providesTags: ANALYTICS_TAGS,
    }),
  }),
});

export const { useAnalyticsSeriesQuery } = analyticsReadsApi;
