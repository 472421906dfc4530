import {
  type InstallCheckResult,
  type ShowcaseContent,
  type Widget,
  type WidgetContacts,
  type WidgetInstallCheck,
  type WidgetStyleUpdate,
} from '@vitrina/contracts/platform';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, treeParams } from '../../../shared/api/envelope';

/** A change of the widget shows in the editor and on its site's page. */
const widgetChanged = (
  widget: Widget | undefined,
  _error: unknown,
  { widgetId }: { widgetId: number },
) => [
  { type: 'Widget' as const, id: widgetId },
  ...(widget ? [{ type: 'Site' as const, id: widget.site_id }] : []),
];

export const widgetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    widget: build.query<Widget, number>({
      // Its tags, not its products: the content tab lists those a page at a time (product-rows).
      query: (id) => ({ url: `v1/platform/widget/${id}/`, params: treeParams(['TAGS']) }),
      transformResponse: dataOf<Widget>,
      providesTags: (_widget, _error, id) => [{ type: 'Widget', id }],
    }),
    /**
     * The widget as sites would draw it from its current content and style. Under the widget's
     * tag, so saving its style or content draws it anew; its cards' products refresh it too.
     */
    widgetPreview: build.query<StorefrontShowcase, number>({
      query: (id) => `v1/platform/widget/${id}/preview/`,
      transformResponse: dataOf<StorefrontShowcase>,
      providesTags: (preview, _error, id) => [
        { type: 'Widget', id },
        ...(preview?.cards ?? []).map((card) => ({ type: 'Product' as const, id: card.id })),
      ],
    }),
    /** Replaces what the showcase shows; the site's copy of the widget tags changes too. */
    setShowcaseContent: build.mutation<
      unknown,
      ShowcaseContent & { identifier: string; widgetId: number; siteId: number }
    >({
      query: ({ identifier, ids }) => ({
        url: `v1/platform/showcase/${encodeURIComponent(identifier)}/content/`,
        method: 'PUT',
        body: { ids },
      }),
      invalidatesTags: (_result, _error, { widgetId, siteId }) => [
        { type: 'Widget', id: widgetId },
        { type: 'Site', id: siteId },
      ],
    }),
    setWidgetStyle: build.mutation<Widget, WidgetStyleUpdate & { widgetId: number }>({
      query: ({ widgetId, ...style }) => ({
        url: `v1/platform/widget/${widgetId}/style/`,
        method: 'PUT',
        body: style,
      }),
      transformResponse: dataOf<Widget>,
      invalidatesTags: widgetChanged,
    }),
    setWidgetContacts: build.mutation<Widget, WidgetContacts & { widgetId: number }>({
      query: ({ widgetId, contacts_id }) => ({
        url: `v1/platform/widget/${widgetId}/contacts/`,
        method: 'PUT',
        body: { contacts_id },
      }),
      transformResponse: dataOf<Widget>,
      invalidatesTags: widgetChanged,
    }),
    /** `publish: false` unpublishes. */
    publishWidget: build.mutation<Widget, { widgetId: number; publish: boolean }>({
      query: ({ widgetId, publish }) => ({
        url: `v1/platform/widget/${widgetId}/publish/`,
        method: publish ? 'POST' : 'DELETE',
      }),
      transformResponse: dataOf<Widget>,
      invalidatesTags: widgetChanged,
    }),
    /** A mutation, not a query: each press fetches the page anew. */
    checkInstall: build.mutation<InstallCheckResult, WidgetInstallCheck & { widgetId: number }>({
      query: ({ widgetId, link }) => ({
        url: `v1/platform/widget/${widgetId}/install-check/`,
        method: 'POST',
        body: { link },
      }),
      transformResponse: dataOf<InstallCheckResult>,
    }),
  }),
});

export const {
  useWidgetQuery,
  useWidgetPreviewQuery,
  useSetShowcaseContentMutation,
  useSetWidgetStyleMutation,
  useSetWidgetContactsMutation,
  usePublishWidgetMutation,
  useCheckInstallMutation,
} = widgetsApi;
