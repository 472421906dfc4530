import type { Setup } from '@vitrina/contracts/setup';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

/** The dashboard's own read: the setup checklist (the week's days are the shared analytics read). */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setup: build.query<Setup, void>({
      query: () => 'v1/setup/',
      transformResponse: dataOf<Setup>,
      providesTags: ['Setup'],
    }),
  }),
});

export const { useSetupQuery } = homeApi;
