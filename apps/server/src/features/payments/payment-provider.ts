import type { PaymentProvider as ProviderId } from '@vitrina/contracts/payment-texts';

/** A shop's keys at a provider, as the merchant copied them from its account there. */
export interface ProviderCredentials {
  shopId: string;
  secretKey: string;
}

/** What the provider tells of the account the keys open. */
export interface ProviderAccount {
  /** A test account: its payments take no money. */
  test: boolean;
}

/**
 * Why a call to the provider did not give an answer to act on: the keys were refused, the
 * provider could not be reached (network, timeout), or it answered with an error of its own.
 */
export type ProviderFailure = 'CREDENTIALS_REFUSED' | 'UNREACHABLE' | 'FAILED';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';

  constructor(
    readonly failure: ProviderFailure,
    detail: string,
  ) {
    super(`${failure}: ${detail}`);
  }
}

/** One item of a 54-ФЗ receipt: rubles per unit with VAT, so that price × quantity is its sum. */
export interface ReceiptItem {
  description: string;
  quantity: number;
  /** Rubles per unit, two decimals at most. */
  unitPrice: number;
  vatCode: number;
}

/** A receipt for a payment or a refund: its items sum to exactly the amount. */
export interface Receipt {
  /** The buyer the receipt is sent to: an e-mail, else a phone in E.164 (+79001234567). */
  customer: { email: string } | { phone: string };
  items: ReceiptItem[];
  taxSystemCode: number | null;
}

/** A payment to ask for. The key makes a repeated call (after a lost answer) the same payment. */
export interface PaymentRequest {
  /** Rubles, two decimals at most. */
  amount: number;
  /** What the buyer reads on the provider's page, «Заказ №1001». */
  description: string;
  /** Where the provider sends the buyer back to. */
  returnUrl: string;
  idempotenceKey: string;
  receipt: Receipt | null;
  /** Kept with the payment at the provider, e.g. the order's id. */
  metadata: Record<string, string>;
}

/**
 * Where a payment stands at the provider. `waiting_for_capture` never comes: payments are asked
 * with immediate capture.
 */
export type ProviderPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** A payment as the provider tells it; amounts in rubles. */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amount: number;
  /** Rubles given back so far (0 without refunds). */
  refundedAmount: number;
  /** Where the buyer confirms it; null once it is no longer pending. */
  confirmationUrl: string | null;
  /** When it was paid (captured), if it was. */
  paidAt: Date | null;
  test: boolean;
  metadata: Record<string, string>;
}

export interface RefundRequest {
  paymentId: string;
  /** Rubles, two decimals at most. */
  amount: number;
  idempotenceKey: string;
  receipt: Receipt | null;
  description: string;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: number;
}

/**
 * An acquirer behind one interface, so another (СБП by a bank, CloudPayments) is one more
 * implementation and orders never name one. Each call throws PaymentProviderError when it gets no
 * answer to act on.
 */
export interface PaymentProvider {
  readonly id: ProviderId;
  /** The account the keys open; before any key is kept. */
  checkCredentials(credentials: ProviderCredentials): Promise<ProviderAccount>;
  createPayment(
    credentials: ProviderCredentials,
    request: PaymentRequest,
  ): Promise<ProviderPayment>;
  /** The payment as the provider tells it now: what the server acts on, never a notification. */
  getPayment(credentials: ProviderCredentials, paymentId: string): Promise<ProviderPayment>;
  createRefund(credentials: ProviderCredentials, request: RefundRequest): Promise<ProviderRefund>;
}
