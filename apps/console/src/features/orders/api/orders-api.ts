import type { BlockedEntry } from '@vitrina/contracts/blocklist';
import type { OrderDetail, OrdersFilter, OrdersPage, OrderUpdate } from '@vitrina/contracts/orders';
import type { OrderRefund, RefundCreate } from '@vitrina/contracts/payments';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

type Page = OrdersPage['data'];

/** A read of the list: its filters. */
export type OrdersListArgs = Partial<OrdersFilter>;

export type OrdersExportFormat = 'csv' | 'xlsx';

export const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;
const orderTag = (id: number) => ({ type: 'Order', id }) as const;

// A status change moves the revenue figures, which leave cancelled orders out.
const changedByUpdate = (id: number, update: OrderUpdate) =>
  update.status === undefined
    ? [orderTag(id), ORDER_LIST]
    : [orderTag(id), ORDER_LIST, 'Analytics' as const];

// An export is a file, not JSON: its body becomes an object URL for the browser to save.
export const fileOrFailure = async (response: Response) =>
  response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown);

/** The merchant's orders: the list a page at a time, one order, its changes and the exports. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // «Показать ещё» asks for the orders before the last one shown; the pages stay together.
    orders: build.infiniteQuery<Page, OrdersListArgs, number | undefined>({
      infiniteQueryOptions: {
        initialPageParam: undefined,
        getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'v1/orders/',
        params: { ...queryArg, before: pageParam },
      }),
      transformResponse: dataOf<Page>,
      providesTags: [ORDER_LIST],
    }),
    order: build.query<OrderDetail, number>({
      query: (id) => `v1/orders/${id}/`,
      transformResponse: dataOf<OrderDetail>,
      providesTags: (_order, _error, id) => [orderTag(id)],
    }),
    updateOrder: build.mutation<OrderDetail, OrderUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `v1/orders/${id}/`, method: 'PATCH', body }),
      transformResponse: dataOf<OrderDetail>,
      // A 422 is a move the order no longer allows (pressed in Telegram meanwhile, say): it is
      // read again so the drawer shows where it stands.
      invalidatesTags: (_order, error, { id, ...update }) =>
        error && error.status !== 422 ? [] : changedByUpdate(id, update),
    }),
    sendDeliveryAgain: build.mutation<OrderDetail, { orderId: number; deliveryId: number }>({
      query: ({ orderId, deliveryId }) => ({
        url: `v1/orders/${orderId}/deliveries/${deliveryId}/retry/`,
        method: 'POST',
      }),
      transformResponse: dataOf<OrderDetail>,
      invalidatesTags: (_order, error, { orderId }) =>
        error ? [] : [orderTag(orderId), ORDER_LIST],
    }),
    /** Gives back part or all of a paid order's payment, through the provider it was paid to. */
    refundOrder: build.mutation<OrderRefund, RefundCreate & { orderId: number }>({
      query: ({ orderId, ...body }) => ({
        url: `v1/orders/${orderId}/refunds/`,
        method: 'POST',
        body,
      }),
      transformResponse: dataOf<OrderRefund>,
      // A 409 (no paid payment) or a 422 (more than is left) may mean the payment changed
      // meanwhile, refunded from the provider's account, say: the order is read again with it.
      invalidatesTags: (_refund, error, { orderId }) =>
        error && error.status !== 409 && error.status !== 422
          ? []
          : [orderTag(orderId), ORDER_LIST],
    }),
    /**
     * Adds the order's phone and e-mail to the shop's blocked list (decision 74); answers their
     * entries. The settings' «Списки» read the list again.
     */
    blockOrderBuyer: build.mutation<BlockedEntry[], number>({
      query: (orderId) => ({
        url: `v1/platform/service/blocklist/orders/${orderId}/`,
        method: 'POST',
      }),
      transformResponse: dataOf<BlockedEntry[]>,
      invalidatesTags: (_entries, error) => (error ? [] : [{ type: 'Blocklist', id: 'LIST' }]),
    }),
    /** The filtered list as a file; answers the object URL of its body, for the caller to revoke. */
    exportOrders: build.mutation<string, { format: OrdersExportFormat; filter: OrdersListArgs }>({
      query: ({ format, filter }) => ({
        url: `v1/orders/export.${format}`,
        params: filter,
        responseHandler: fileOrFailure,
      }),
    }),
  }),
});

export const {
  useOrdersInfiniteQuery,
  useOrderQuery,
  useUpdateOrderMutation,
  useSendDeliveryAgainMutation,
  useRefundOrderMutation,
  useBlockOrderBuyerMutation,
  useExportOrdersMutation,
} = ordersApi;
