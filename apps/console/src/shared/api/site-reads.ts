import { SITE_TREE_PARTS } from '@vitrina/contracts/enums';
import type { Site } from '@vitrina/contracts/platform';
import { baseApi } from './base-api';
import { dataOf, treeParams } from './envelope';

const siteTag = (id: number) => ({ type: 'Site', id }) as const;

/**
 * Reads of the merchant's sites that several features make. The site page shows one site, and
 * the widget editor keeps it loaded so the breadcrumbs can name the site; the orders list
 * filters by widget, so it reads every site with its widgets.
 */
export const siteReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    site: build.query<Site, number>({
      query: (id) => ({
        url: `v1/platform/site/${id}/`,
        params: treeParams(SITE_TREE_PARTS),
      }),
      transformResponse: dataOf<Site>,
      providesTags: (_site, _error, id) => [siteTag(id)],
    }),
    // Widget changes invalidate their site's tag, so each site's tag keeps the widgets fresh.
    sitesWithWidgets: build.query<Site[], void>({
      query: () => ({ url: 'v1/platform/sites/', params: treeParams(['WIDGET']) }),
      transformResponse: dataOf<Site[]>,
      providesTags: (sites = []) => [
        { type: 'Site', id: 'LIST' },
        ...sites.map((site) => siteTag(site.id)),
      ],
    }),
  }),
});

export const { useSiteQuery, useSitesWithWidgetsQuery } = siteReadsApi;
