import type {
  CustomerDetail,
  CustomersExportFormat,
  CustomersPage,
  CustomerUpdate,
} from '@vitrina/contracts/customers';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';
import { fileOrFailure, ORDER_LIST } from '../api/orders-api';

/** A read of the list: its search. */
export interface CustomersListArgs {
  search?: string;
}

const CUSTOMER_LIST = { type: 'Customer', id: 'LIST' } as const;
const customerTag = (id: number) => ({ type: 'Customer', id }) as const;

// A buyer's figures are their orders': whatever changes the orders list (a new order, a status
// moved) reads the buyers again.

/** The shop's buyers: the list a page at a time, one buyer, the note, the erasure and exports. */
export const customersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // «Показать ещё» asks for the buyers whose last order is older than the page's last one's.
    customers: build.infiniteQuery<CustomersPage, CustomersListArgs, number | undefined>({
      infiniteQueryOptions: {
        initialPageParam: undefined,
        getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'v1/customers/',
        params: { ...queryArg, before: pageParam },
      }),
      transformResponse: dataOf<CustomersPage>,
      providesTags: [CUSTOMER_LIST, ORDER_LIST],
    }),
    customer: build.query<CustomerDetail, number>({
      query: (id) => `v1/customers/${id}/`,
      transformResponse: dataOf<CustomerDetail>,
      providesTags: (_customer, _error, id) => [customerTag(id), ORDER_LIST],
    }),
    updateCustomer: build.mutation<CustomerDetail, CustomerUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `v1/customers/${id}/`, method: 'PATCH', body }),
      transformResponse: dataOf<CustomerDetail>,
      invalidatesTags: (_customer, error, { id }) => (error ? [] : [customerTag(id)]),
    }),
    // The erased buyer's orders read anew, under their new name, wherever they are shown.
    eraseCustomer: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `v1/customers/${id}/personal-data/`, method: 'DELETE' }),
      invalidatesTags: (_reply, error) => (error ? [] : [CUSTOMER_LIST, 'Order']),
    }),
    /** The searched list as a file; answers the object URL of its body, for the caller to revoke. */
    exportCustomers: build.mutation<string, { format: CustomersExportFormat; search?: string }>({
      query: (params) => ({
        url: 'v1/customers/export/',
        params,
        responseHandler: fileOrFailure,
      }),
    }),
  }),
});

export const {
  useCustomersInfiniteQuery,
  useCustomerQuery,
  useUpdateCustomerMutation,
  useEraseCustomerMutation,
  useExportCustomersMutation,
} = customersApi;
