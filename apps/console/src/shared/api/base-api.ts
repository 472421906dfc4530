import { createApi } from '@reduxjs/toolkit/query/react';
import { TAG_TYPES } from '@vitrina/contracts/enums';
import { CACHE_KEEP_UNUSED_SECONDS } from '@vitrina/contracts/limits';
import { baseQuery } from './base-query';

/**
 * The console's one api. Features inject their endpoints into it, so a mutation of one feature
 * can invalidate the cached queries of another.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: CACHE_KEEP_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
