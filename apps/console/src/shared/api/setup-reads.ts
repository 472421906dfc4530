import type { Setup } from '@vitrina/contracts/setup';
import { baseApi } from './base-api';
import { dataOf } from './envelope';

/**
 * The setup checklist: which steps of the way to the first order the shop has taken. The home
 * dashboard lists them, and the help panel names the next one.
 */
export const setupReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setup: build.query<Setup, void>({
      query: () => 'v1/setup/',
      transformResponse: dataOf<Setup>,
      providesTags: ['Setup'],
    }),
  }),
});

export const { useSetupQuery } = setupReadsApi;
