import type { WidgetListItem } from '@vitrina/contracts/platform';
import { baseApi } from '../../../../shared/api/base-api';
import { dataOf } from '../../../../shared/api/envelope';

/**
 * Every widget of the shop with its figures. Read again when a widget is created (its LIST tag),
 * changed, published or deleted (its own tag), and when a site changes (renamed or deleted with
 * its widgets).
 */
export const widgetListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    widgetList: build.query<WidgetListItem[], void>({
      query: () => 'v1/platform/widgets/',
      transformResponse: dataOf<WidgetListItem[]>,
      providesTags: (widgets = []) => [
        { type: 'Widget', id: 'LIST' },
        { type: 'Site', id: 'LIST' },
        ...widgets.map((widget) => ({ type: 'Widget' as const, id: widget.id })),
      ],
    }),
  }),
});

export const { useWidgetListQuery } = widgetListApi;
