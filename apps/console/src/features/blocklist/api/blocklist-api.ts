import type { BlockedEntry, BlockedEntryDraft } from '@vitrina/contracts/blocklist';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';

const BASE = 'v1/platform/service/blocklist/';

/** The shop's list; an order's «Заблокировать» (the orders' screen) makes it stale too. */
const BLOCKLIST = { type: 'Blocklist', id: 'LIST' } as const;

/** The shop's blocked phones, e-mails and networks (decision 74), and their changes. */
export const blocklistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    blocklist: build.query<BlockedEntry[], void>({
      query: () => BASE,
      transformResponse: dataOf<BlockedEntry[]>,
      providesTags: [BLOCKLIST],
    }),
    addBlockedEntry: build.mutation<BlockedEntry, BlockedEntryDraft>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      transformResponse: dataOf<BlockedEntry>,
      invalidatesTags: (_entry, error) => (error ? [] : [BLOCKLIST]),
    }),
    // A 404 is an entry deleted meanwhile, in another tab, say: the list is read again.
    deleteBlockedEntry: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `${BASE}${id}/`, method: 'DELETE' }),
      invalidatesTags: (_reply, error) => (error && error.status !== 404 ? [] : [BLOCKLIST]),
    }),
  }),
});

export const { useBlocklistQuery, useAddBlockedEntryMutation, useDeleteBlockedEntryMutation } =
  blocklistApi;
