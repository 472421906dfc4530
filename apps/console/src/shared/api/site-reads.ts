import { SITE_TREE_PARTS, type Site } from '@vitrina/contracts/platform';
import { baseApi } from './base-api';
import { dataOf, treeParams } from './envelope';

/**
 * One site with its domains, widgets and their tags. The site page shows it, and the widget
 * editor keeps it loaded so the breadcrumbs can name the site.
 */
export const siteReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    site: build.query<Site, number>({
      query: (id) => ({
        url: `v1/platform/site/${id}/`,
        params: treeParams(SITE_TREE_PARTS),
      }),
      transformResponse: dataOf<Site>,
      providesTags: (_site, _error, id) => [{ type: 'Site', id }],
    }),
  }),
});

export const { useSiteQuery } = siteReadsApi;
