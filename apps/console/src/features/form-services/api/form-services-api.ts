import type {
  Contact,
  ContactUpdate,
  EmailContactCreate,
  TelegramBot,
  TelegramContactCreate,
} from '@vitrina/contracts/notifier';
import { baseApi } from '../../../shared/api/base-api';
import { CONTACT_LIST, contactReadsApi, NOTIFIER } from '../../../shared/api/contact-reads';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';

export const formServicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether this server runs the provider's bot, and its username for a t.me link. */
    telegramBot: build.query<TelegramBot, void>({
      query: () => `${NOTIFIER}/telegram/`,
      transformResponse: dataOf<TelegramBot>,
    }),
    addTelegramContact: build.mutation<Contact, TelegramContactCreate>({
      query: (body) => ({ url: `${NOTIFIER}/telegram/`, method: 'POST', body }),
      transformResponse: dataOf<Contact>,
      invalidatesTags: [CONTACT_LIST],
    }),
    /** Adds an unconfirmed e-mail contact; the server sends the letter that confirms it. */
    addEmailContact: build.mutation<Contact, EmailContactCreate>({
      query: (body) => ({ url: `${NOTIFIER}/email/verify/send/`, method: 'POST', body }),
      transformResponse: dataOf<Contact>,
      invalidatesTags: [CONTACT_LIST],
    }),
    /**
     * Confirms an e-mail contact with the token of the letter's link. A query although a POST:
     * the dialog may mount twice for one link, and a token works once.
     */
    confirmEmailContact: build.query<Contact, string>({
      query: (token) => ({
        url: `${NOTIFIER}/email/verify/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
      transformResponse: dataOf<Contact>,
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(formServicesApi.util.invalidateTags([CONTACT_LIST]));
        } catch (failure) {
          // Spec §8 has it only logged; the dialog shows the server's reason all the same.
          console.error('The e-mail service was not confirmed', failure);
        }
      },
    }),
    updateContact: build.mutation<Contact, ContactUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `${NOTIFIER}/contact/${id}/`, method: 'PATCH', body }),
      transformResponse: dataOf<Contact>,
      invalidatesTags: [CONTACT_LIST],
    }),
    deleteContact: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `${NOTIFIER}/contact/${id}/`, method: 'DELETE' }),
      invalidatesTags: [CONTACT_LIST],
    }),
    /**
     * Queues a test message. The answer, the contact with its delivery pending, goes into the
     * cached list at once; the list is then polled until the delivery settles.
     */
    sendTestMessage: build.mutation<Contact, number>({
      query: (id) => ({ url: `${NOTIFIER}/contact/${id}/test/`, method: 'POST' }),
      transformResponse: dataOf<Contact>,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data: sent } = await queryFulfilled;
          dispatch(
            contactReadsApi.util.updateQueryData('contacts', undefined, (contacts) =>
              contacts.map((contact) => (contact.id === sent.id ? sent : contact)),
            ),
          );
        } catch {
          // Nothing was queued; the button says why.
        }
      },
    }),
  }),
});

export const {
  useTelegramBotQuery,
  useAddTelegramContactMutation,
  useAddEmailContactMutation,
  useConfirmEmailContactQuery,
  useUpdateContactMutation,
  useDeleteContactMutation,
  useSendTestMessageMutation,
} = formServicesApi;
