import { baseApi } from './base-api';

/**
 * The endpoints a feature injects into the one api, read without loading the feature's module:
 * the shell names what a screen has loaded from the cache, and an answer is cached only once its
 * endpoint has been injected, so an endpoint still missing has nothing cached (decision 0072).
 * Pass the feature's api type: `injectedEndpoints<typeof sitesApi>()`.
 */
export const injectedEndpoints = <Api extends { endpoints: object }>() =>
  baseApi.endpoints as Partial<Api['endpoints']>;
