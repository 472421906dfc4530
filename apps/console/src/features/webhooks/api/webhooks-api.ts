import type {
  WebhookDeliveriesPage,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointUpdate,
} from '@vitrina/contracts/webhooks';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';

const BASE = 'v1/platform/service';
const LIST = { type: 'Webhook' as const, id: 'LIST' };
const logOf = (id: number) => ({ type: 'Webhook' as const, id: `log-${id}` });
// An order's event (the console's live stream re-reads the orders on each) may have queued a
// delivery: the addresses and their logs are read again with the orders.
const ORDER_EVENTS = { type: 'Order' as const, id: 'LIST' };

/** The shop's webhook addresses and their logs (decision 73), and what the merchant does there. */
export const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    webhookEndpoints: build.query<WebhookEndpoint[], void>({
      query: () => `${BASE}/webhooks/`,
      transformResponse: dataOf<WebhookEndpoint[]>,
      providesTags: [LIST, ORDER_EVENTS],
    }),
    /** The answer holds the secret, this once. */
    addWebhookEndpoint: build.mutation<WebhookEndpointCreated, WebhookEndpointCreate>({
      query: (body) => ({ url: `${BASE}/webhooks/`, method: 'POST', body }),
      transformResponse: dataOf<WebhookEndpointCreated>,
      invalidatesTags: [LIST],
    }),
    updateWebhookEndpoint: build.mutation<
      WebhookEndpoint,
      { id: number; update: WebhookEndpointUpdate }
    >({
      query: ({ id, update }) => ({ url: `${BASE}/webhook/${id}/`, method: 'PATCH', body: update }),
      transformResponse: dataOf<WebhookEndpoint>,
      invalidatesTags: [LIST],
    }),
    deleteWebhookEndpoint: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `${BASE}/webhook/${id}/`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    sendWebhookTest: build.mutation<WebhookDelivery, number>({
      query: (id) => ({ url: `${BASE}/webhook/${id}/test/`, method: 'POST' }),
      transformResponse: dataOf<WebhookDelivery>,
      invalidatesTags: (_answer, _error, id) => [LIST, logOf(id)],
    }),
    // «Показать ещё» asks for the deliveries before the last one shown; the pages stay together.
    webhookDeliveries: build.infiniteQuery<WebhookDeliveriesPage, number, number | undefined>({
      infiniteQueryOptions: {
        initialPageParam: undefined,
        getNextPageParam: (page) => page.next_before ?? undefined,
      },
      query: ({ queryArg: id, pageParam }) => ({
        url: `${BASE}/webhook/${id}/deliveries/`,
        params: { before: pageParam },
      }),
      transformResponse: dataOf<WebhookDeliveriesPage>,
      providesTags: (_pages, _error, id) => [logOf(id), ORDER_EVENTS],
    }),
    resendWebhookDelivery: build.mutation<WebhookDelivery, { id: number; deliveryId: number }>({
      query: ({ id, deliveryId }) => ({
        url: `${BASE}/webhook/${id}/delivery/${deliveryId}/resend/`,
        method: 'POST',
      }),
      transformResponse: dataOf<WebhookDelivery>,
      invalidatesTags: (_answer, _error, { id }) => [LIST, logOf(id)],
    }),
  }),
});

export const {
  useWebhookEndpointsQuery,
  useAddWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useSendWebhookTestMutation,
  useWebhookDeliveriesInfiniteQuery,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
