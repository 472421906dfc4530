import type { SupportContact } from '@vitrina/contracts/support';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

/** Where merchants write for help: the address the server's operator set, if any. */
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    supportContact: build.query<SupportContact, void>({
      query: () => 'v1/support/',
      transformResponse: dataOf<SupportContact>,
    }),
  }),
});

export const { useSupportContactQuery } = supportApi;
