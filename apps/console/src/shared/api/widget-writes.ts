import type { Widget, WidgetCreate } from '@vitrina/contracts/platform';
import { baseApi } from './base-api';
import { dataOf } from './envelope';

/**
 * Creating a widget, which the site page and the «Виджеты» screen both do: the site's page and
 * the list of every widget are read again.
 */
export const widgetWritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createWidget: build.mutation<Widget, WidgetCreate>({
      query: (body) => ({ url: 'v1/platform/widget/', method: 'POST', body }),
      transformResponse: dataOf<Widget>,
      invalidatesTags: (_result, _error, { site_id }) => [
        { type: 'Site', id: site_id },
        { type: 'Widget', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreateWidgetMutation } = widgetWritesApi;
