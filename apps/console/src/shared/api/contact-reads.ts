import type { Contact } from '@vitrina/contracts/notifier';
import { baseApi } from './base-api';
import { dataOf } from './envelope';

export const NOTIFIER = 'v1/platform/service/notifier';
/** The merchant's contacts: every change of one refreshes the list. */
export const CONTACT_LIST = { type: 'Service', id: 'LIST' } as const;

/**
 * The merchant's contacts of form data. The services page manages them; the widget editor
 * chooses among them the ones that receive a widget's orders.
 */
export const contactReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contacts: build.query<Contact[], void>({
      query: () => `${NOTIFIER}/contacts/`,
      transformResponse: dataOf<Contact[]>,
      providesTags: [CONTACT_LIST],
    }),
  }),
});

export const { useContactsQuery } = contactReadsApi;
