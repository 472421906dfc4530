import type { YookassaSettings } from '@vitrina/contracts/payments';
import { baseApi } from './base-api';
import { dataOf } from './envelope';

/** The shop's ЮKassa connection: read here, changed and ended by the settings' «Оплата». */
export const YOOKASSA_CONNECTION_URL = 'v1/shop/payments/yookassa/';

/** The shop's payment connection: a save or a disconnect reads it again. */
export const PAYMENT_CONNECTION_TAG = { type: 'Shop', id: 'PAYMENTS' } as const;

/**
 * The current shop's ЮKassa connection (issue 33), null while none is connected: the settings
 * show it, and the screens whose online payment needs it (a widget's style) ask whether there is
 * one.
 */
export const paymentConnectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    yookassaSettings: build.query<YookassaSettings | null, void>({
      query: () => YOOKASSA_CONNECTION_URL,
      transformResponse: dataOf<YookassaSettings | null>,
      providesTags: [PAYMENT_CONNECTION_TAG],
    }),
  }),
});

/** What a 502 says: the provider could not be reached, or refused what it was asked. */
export function providerFailureOf(error: unknown): string | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { detail?: unknown } };
  return status === 502 && typeof data?.detail === 'string' ? data.detail : undefined;
}

interface FieldRefusal {
  field?: unknown;
  message?: unknown;
}

/**
 * What a payment call's 422 says of one of the fields it was sent (a refund's amount, a widget's
 * online payment), when its list of refused fields names it. Checked by hand, as the pages that
 * ask it load no zod for it.
 */
export function refusalOfField(error: unknown, field: string): string | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { errors?: unknown } };
  if (status !== 422 || !Array.isArray(data?.errors)) return undefined;
  const refusal = (data.errors as FieldRefusal[]).find((entry) => entry?.field === field);
  return typeof refusal?.message === 'string' ? refusal.message : undefined;
}

export const { useYookassaSettingsQuery } = paymentConnectionApi;
