import type { AnalyticsQuery, SeriesDay } from '@vitrina/contracts/analytics';
import type { Setup } from '@vitrina/contracts/setup';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

/** The dashboard's own reads: the setup checklist and the days of the week's figures. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setup: build.query<Setup, void>({
      query: () => 'v1/setup/',
      transformResponse: dataOf<Setup>,
      providesTags: ['Setup'],
    }),
    weekDays: build.query<SeriesDay[], AnalyticsQuery>({
      query: (params) => ({ url: 'v1/analytics/series', params }),
      transformResponse: (response: { data: { days: SeriesDay[] } }) => response.data.days,
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useSetupQuery, useWeekDaysQuery } = homeApi;
