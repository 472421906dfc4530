import type { FeedSettings, FeedSwitch } from '@vitrina/contracts/feeds';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

/** The widget's YML feed: whether it is on and its address, and the switch that changes both. */
export const widgetFeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    widgetFeed: build.query<FeedSettings, number>({
      query: (widgetId) => `v1/platform/widget/${widgetId}/feed/`,
      transformResponse: dataOf<FeedSettings>,
    }),
    /** The answer is the feed's new state: stored at once, nothing to refetch. */
    setWidgetFeed: build.mutation<FeedSettings, FeedSwitch & { widgetId: number }>({
      query: ({ widgetId, enabled }) => ({
        url: `v1/platform/widget/${widgetId}/feed/`,
        method: 'PUT',
        body: { enabled },
      }),
      transformResponse: dataOf<FeedSettings>,
      async onQueryStarted({ widgetId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(widgetFeedApi.util.upsertQueryData('widgetFeed', widgetId, data));
        } catch {
          // Nothing changed; the switch says so.
        }
      },
    }),
  }),
});

export const { useWidgetFeedQuery, useSetWidgetFeedMutation } = widgetFeedApi;
