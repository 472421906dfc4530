import { WIDGET_TREE_PARTS, type ShowcaseContent, type Widget } from '@vitrina/contracts/platform';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, treeParams } from '../../../shared/api/envelope';

export const widgetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    widget: build.query<Widget, number>({
      query: (id) => ({
        url: `v1/platform/widget/${id}/`,
        params: treeParams(WIDGET_TREE_PARTS),
      }),
      transformResponse: dataOf<Widget>,
      // Its product rows are copies of the products: a change to one of them refreshes the widget.
      providesTags: (widget, _error, id) => [
        { type: 'Widget', id },
        ...(widget?.products ?? []).map((product) => ({
          type: 'Product' as const,
          id: product.id,
        })),
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
  }),
});

export const { useWidgetQuery, useSetShowcaseContentMutation } = widgetsApi;
