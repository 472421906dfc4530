import type { YookassaSettings, YookassaSettingsUpdate } from '@vitrina/contracts/payments';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';
import {
  PAYMENT_CONNECTION_TAG,
  paymentConnectionApi,
  YOOKASSA_CONNECTION_URL as YOOKASSA,
} from '../../../shared/api/payment-connection';

/**
 * The changes of the current shop's ЮKassa connection (issue 33); its read is shared, as other
 * screens ask whether there is one.
 */
export const paymentSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Connects or changes the connection; without `secret_key` the stored key stays. */
    saveYookassaSettings: build.mutation<YookassaSettings, YookassaSettingsUpdate>({
      query: (body) => ({ url: YOOKASSA, method: 'PUT', body }),
      transformResponse: dataOf<YookassaSettings>,
      // The answer is the connection as it now is: shown at once, rather than the form again
      // for the moment of the re-read.
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(upsertSettings(answer.data));
      },
      invalidatesTags: [PAYMENT_CONNECTION_TAG],
    }),
    disconnectYookassa: build.mutation<MessageReply, void>({
      query: () => ({ url: YOOKASSA, method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(upsertSettings(null));
      },
      invalidatesTags: [PAYMENT_CONNECTION_TAG],
    }),
  }),
});

const upsertSettings = (settings: YookassaSettings | null) =>
  paymentConnectionApi.util.upsertQueryData('yookassaSettings', undefined, settings);

export const { useSaveYookassaSettingsMutation, useDisconnectYookassaMutation } =
  paymentSettingsApi;
