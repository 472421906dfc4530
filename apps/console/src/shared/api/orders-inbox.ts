import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { OrdersInbox } from '@vitrina/contracts/orders';
import { apiEnvironmentOf, type ApiEnvironment } from './api-environment';
import { baseApi } from './base-api';
import type { Envelope } from './envelope';

/** The last inbox the server answered in full, and its ETag. */
interface HeldInbox {
  etag: string;
  inbox: OrdersInbox;
}

// One per store (its environment): a 304 means the body is the held one, whatever the cache did
// with its entry meanwhile.
const heldInboxes = new WeakMap<ApiEnvironment, HeldInbox>();

/**
 * The NEW orders' count and the newest orders: the header's bell polls it and the home dashboard
 * lists it. Each call names the ETag of the inbox held, so a poll that finds nothing new is a 304
 * with no body, answered from what is held.
 */
export const ordersInboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ordersInbox: build.query<OrdersInbox, void>({
      async queryFn(_arg, api, _extra, baseQuery) {
        const environment = apiEnvironmentOf(api);
        const held = heldInboxes.get(environment);
        const result = await baseQuery({
          url: 'v1/orders/inbox/',
          headers: held ? { 'If-None-Match': held.etag } : {},
          validateStatus: (response) => response.ok || response.status === 304,
        });
        if (result.error) return { error: result.error };
        const response = (result.meta as FetchBaseQueryMeta | undefined)?.response;
        if (response?.status === 304 && held) return { data: held.inbox };
        const inbox = (result.data as Envelope<OrdersInbox>).data;
        const etag = response?.headers.get('etag');
        if (etag) heldInboxes.set(environment, { etag, inbox });
        return { data: inbox };
      },
      // Any change of an order (its status from the list) may change the count.
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useOrdersInboxQuery } = ordersInboxApi;

/** The count of NEW orders for the menu, the tab's title and the bell; 0 when not `readsOrders`. */
export function useNewOrdersCount(readsOrders: boolean): number {
  return useOrdersInboxQuery(undefined, { skip: !readsOrders }).data?.new_count ?? 0;
}
