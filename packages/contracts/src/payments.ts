// A shop's ЮKassa connection (issue 33): GET|PUT|DELETE shop/payments/yookassa/. The secret key
// goes one way: it is sent to be checked and kept, and answered only by its last characters.
import { z } from 'zod';
import {
  ORDER_PAYMENT_STATUSES,
  PAYMENT_LIMITS,
  PAYMENT_PROVIDERS,
  paymentMessages,
  REFUND_STATUSES,
  TAX_SYSTEM_CODES,
  VAT_CODES,
} from './payment-texts';
import { text } from './text';

export * from './payment-texts';

const shopId = text({ error: paymentMessages.shopIdRequired })
  .trim()
  .min(1, paymentMessages.shopIdRequired)
  .max(PAYMENT_LIMITS.shopIdMaxLength, paymentMessages.shopIdInvalid)
  .regex(/^\d+$/, paymentMessages.shopIdInvalid);

/** As the account shows it: `test_…` or `live_…`, base64url after the prefix. */
const secretKey = text({ error: paymentMessages.secretKeyRequired })
  .trim()
  .min(1, paymentMessages.secretKeyRequired)
  .max(PAYMENT_LIMITS.secretKeyMaxLength, paymentMessages.secretKeyTooLong)
  .regex(/^(test|live)_\S+$/, paymentMessages.secretKeyInvalid);

const vatCode = z.literal(VAT_CODES, { error: paymentMessages.vatCodeInvalid });
const taxSystemCode = z.literal(TAX_SYSTEM_CODES, { error: paymentMessages.taxSystemInvalid });

/**
 * PUT shop/payments/yookassa/: the keys (checked with ЮKassa before they are kept) and the
 * receipts' settings. Without `secret_key` a connected shop keeps the key it has.
 */
export const yookassaSettingsUpdateSchema = z.object({
  shop_id: shopId,
  secret_key: secretKey.optional(),
  /** A test shop of ЮKassa (keys `test_…`): its payments take no money. */
  test: z.boolean({ error: paymentMessages.testRequired }),
  /** The VAT rate of every item of a receipt. */
  vat_code: vatCode,
  /** Null: receipts name no tax system, as a seller with only one may leave it. */
  tax_system_code: taxSystemCode.nullable(),
  /** Whether payments and refunds carry a 54-ФЗ receipt. */
  receipts: z.boolean({ error: paymentMessages.receiptsRequired }),
});

/** A connected shop's settings, as the console shows them: the key only by its end. */
export const yookassaSettingsSchema = z.object({
  shop_id: z.string(),
  secret_key_last4: z.string(),
  test: z.boolean(),
  vat_code: vatCode,
  tax_system_code: taxSystemCode.nullable(),
  receipts: z.boolean(),
});

export type YookassaSettingsUpdate = z.output<typeof yookassaSettingsUpdateSchema>;
export type YookassaSettings = z.infer<typeof yookassaSettingsSchema>;

const isoTime = z.string();

/** An order's online payment as the merchant reads it (orders carry it; null: none asked). */
export const orderPaymentSchema = z.object({
  status: z.enum(ORDER_PAYMENT_STATUSES),
  /** Rubles asked: the order's total as the server counted it. */
  amount: z.number(),
  /** The provider's id of the payment; null until the provider gave one. */
  id: z.string().nullable(),
  /** Rubles given back so far. */
  refunded_amount: z.number(),
  paid_at: isoTime.nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  test: z.boolean(),
});

/** One refund of an order's payment: how much, where it stands, who made it, when. */
export const orderRefundSchema = z.object({
  id: z.number().int().positive(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  /** The console account's e-mail. */
  actor: z.string(),
  at: isoTime,
});

/** POST /orders/{id}/refunds/: rubles to give back, at most what is paid and not yet returned. */
export const refundCreateSchema = z.object({
  amount: z
    .number({ error: paymentMessages.refundAmountRequired })
    .positive(paymentMessages.refundAmountInvalid)
    .refine(hasKopecksAtMost, { error: paymentMessages.refundAmountInvalid }),
});

/** At most two digits after the point: 1 200.5 and 1 200.50, not 1 200.505. */
function hasKopecksAtMost(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/**
 * Where the buyer pays: the provider's confirmation page; null when the provider could not be
 * reached just now (the order is kept, and the widget says so with `paymentUnavailable`).
 */
export const paymentConfirmationSchema = z.object({ confirmation_url: z.string().nullable() });

/**
 * GET /public/payments/{token}: what the page the buyer came back to shows. `canceled` with
 * `can_retry`: the last try was given up and the order still waits for a payment; `pending`: the
 * provider has not yet settled the try.
 */
export const publicPaymentSchema = z.object({
  data: z.object({
    status: z.enum(ORDER_PAYMENT_STATUSES),
    number: z.number().int(),
    amount: z.number(),
    can_retry: z.boolean(),
  }),
});

export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export type RefundCreate = z.infer<typeof refundCreateSchema>;
export type PublicPayment = z.infer<typeof publicPaymentSchema>['data'];
