import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readAccessToken } from '../session/token-storage';

// One base for both APIs: endpoint paths start with `user/` or `v1/`.
export const baseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  credentials: 'include',
  prepareHeaders: (headers) => {
    const accessToken = readAccessToken();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    return headers;
  },
});
