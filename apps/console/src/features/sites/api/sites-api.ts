import type {
  DomainUpdate,
  DomainVerify,
  Site,
  SiteCreate,
  SiteUpdate,
  WidgetUpdate,
} from '@vitrina/contracts/platform';
import { dataOf, treeParams, type MessageReply } from '../../../shared/api/envelope';
import { siteReadsApi } from '../../../shared/api/site-reads';

const SITE_LIST = { type: 'Site', id: 'LIST' } as const;
const siteTag = (id: number) => ({ type: 'Site', id }) as const;
const widgetTag = (id: number) => ({ type: 'Widget', id }) as const;

// The one-site read lives in shared/api: the widget editor keeps it loaded for its breadcrumbs.
export const sitesApi = siteReadsApi.injectEndpoints({
  endpoints: (build) => ({
    sites: build.query<Site[], void>({
      query: () => ({ url: 'v1/platform/sites/', params: treeParams(['DOMAIN']) }),
      transformResponse: dataOf<Site[]>,
      providesTags: [SITE_LIST],
    }),
    createSite: build.mutation<Site, SiteCreate>({
      query: (body) => ({ url: 'v1/platform/site/', method: 'POST', body }),
      transformResponse: dataOf<Site>,
      invalidatesTags: [SITE_LIST],
    }),
    updateSite: build.mutation<unknown, SiteUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `v1/platform/site/${id}/`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [SITE_LIST, siteTag(id)],
    }),
    deleteSite: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `v1/platform/site/${id}/`, method: 'DELETE' }),
      invalidatesTags: [SITE_LIST],
    }),
    updateDomain: build.mutation<unknown, DomainUpdate & { id: number; siteId: number }>({
      query: ({ id, link_domain }) => ({
        url: `v1/platform/domain/${id}/`,
        method: 'PATCH',
        body: { link_domain },
      }),
      invalidatesTags: (_result, _error, { siteId }) => [SITE_LIST, siteTag(siteId)],
    }),
    // A confirmed domain changes the badge of the list and the button of the site page.
    verifyDomain: build.mutation<unknown, DomainVerify & { id: number; siteId: number }>({
      query: ({ id, link }) => ({
        url: `v1/platform/domain/${id}/verify/`,
        method: 'POST',
        body: { link },
      }),
      invalidatesTags: (_result, error, { siteId }) => (error ? [] : [SITE_LIST, siteTag(siteId)]),
    }),
    updateWidget: build.mutation<unknown, WidgetUpdate & { id: number; siteId: number }>({
      query: ({ id, siteId: _siteId, ...body }) => ({
        url: `v1/platform/widget/${id}/`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { id, siteId }) => [siteTag(siteId), widgetTag(id)],
    }),
    deleteWidget: build.mutation<MessageReply, { id: number; siteId: number }>({
      query: ({ id }) => ({ url: `v1/platform/widget/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id, siteId }) => [siteTag(siteId), widgetTag(id)],
    }),
  }),
});

export const {
  useSitesQuery,
  useSiteQuery,
  useCreateSiteMutation,
  useUpdateSiteMutation,
  useDeleteSiteMutation,
  useUpdateDomainMutation,
  useVerifyDomainMutation,
  useUpdateWidgetMutation,
  useDeleteWidgetMutation,
} = sitesApi;
