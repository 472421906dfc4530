// ЮKassa's objects as its API reference writes them: the bodies of the calls, and the payments
// and refunds it answers, read into the provider's terms.
import { CURRENCY } from '@vitrina/contracts/limits';
import { z } from 'zod';
import type {
  PaymentRequest,
  ProviderPayment,
  ProviderRefund,
  Receipt,
  RefundRequest,
} from '../payment-provider';
import { cutText } from '../receipt';

/** ЮKassa's limits of a payment's and a refund's `description`, in characters. */
const DESCRIPTION_MAX = { payment: 128, refund: 250 };

/** ЮKassa's ids: UUID-like, lower-case hex. Only such an id is put into a call's path. */
export const isYookassaId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/** Rubles as the reference types them: a string with a point and two decimals, "1200.00". */
const amountOf = (rubles: number) => ({
  value: (Math.round(rubles * 100) / 100).toFixed(2),
  currency: CURRENCY,
});

/** The buyer the receipt goes to; the reference writes E.164 phones without the "+". */
const customerOf = (customer: Receipt['customer']) =>
  'email' in customer ? { email: customer.email } : { phone: customer.phone.replace(/^\+/, '') };

function receiptOf({ customer, items, taxSystemCode }: Receipt) {
  return {
    customer: customerOf(customer),
    items: items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      amount: amountOf(item.unitPrice),
      vat_code: item.vatCode,
      // Goods sold whole and paid in full.
      payment_mode: 'full_payment',
      payment_subject: 'commodity',
    })),
    ...(taxSystemCode !== null && { tax_system_code: taxSystemCode }),
  };
}

/** `POST /v3/payments`: captured at once, confirmed on ЮKassa's page the buyer is sent to. */
export function paymentBody(request: PaymentRequest) {
  return {
    amount: amountOf(request.amount),
    capture: true,
    confirmation: { type: 'redirect', return_url: request.returnUrl },
    description: cutText(request.description, DESCRIPTION_MAX.payment),
    metadata: request.metadata,
    ...(request.receipt && { receipt: receiptOf(request.receipt) }),
  };
}

/** `POST /v3/refunds`. */
export function refundBody(request: RefundRequest) {
  return {
    payment_id: request.paymentId,
    amount: amountOf(request.amount),
    description: cutText(request.description, DESCRIPTION_MAX.refund),
    ...(request.receipt && { receipt: receiptOf(request.receipt) }),
  };
}

/** An amount in rubles; every payment is asked in rubles, so another currency is no answer. */
const rubles = z
  .object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.literal(CURRENCY) })
  .transform(({ value }) => Number(value));

const paymentSchema = z.object({
  id: z.string().refine(isYookassaId),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: rubles,
  refunded_amount: rubles.optional(),
  confirmation: z.object({ confirmation_url: z.string().optional() }).optional(),
  captured_at: z.iso.datetime({ offset: true }).optional(),
  test: z.boolean(),
  metadata: z.record(z.string(), z.string()).optional(),
});

const refundSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: rubles,
});

/** A payment object read, or undefined when the answer is not one. */
export function readPayment(answer: unknown): ProviderPayment | undefined {
  const { data } = paymentSchema.safeParse(answer);
  if (!data) return undefined;
  return {
    id: data.id,
    status: data.status,
    amount: data.amount,
    refundedAmount: data.refunded_amount ?? 0,
    confirmationUrl:
      data.status === 'pending' ? (data.confirmation?.confirmation_url ?? null) : null,
    paidAt: data.captured_at ? new Date(data.captured_at) : null,
    test: data.test,
    metadata: data.metadata ?? {},
  };
}

/** A refund object read, or undefined when the answer is not one. */
export function readRefund(answer: unknown): ProviderRefund | undefined {
  return refundSchema.safeParse(answer).data;
}
