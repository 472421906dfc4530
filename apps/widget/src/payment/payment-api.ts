import type { PublicPayment } from '@vitrina/contracts/payments';
import type { PaymentConfirmation } from './online-payment';

/** The public calls of one payment, by the token the provider's return brought back. */
export interface PaymentApi {
  /** The payment as the server has it; null for a token it does not know. */
  read(): Promise<PublicPayment | null>;
  /** A new try of the payment; null when its order can no longer be paid. */
  retry(): Promise<PaymentConfirmation | null>;
}

/**
 * The payment's calls on Vitrina's origin, each failing (a network error, or an answer other
 * than the contract's) when the server cannot be reached. Neither sends a header of its own: no
 * preflight before them.
 */
export function paymentApi(origin: string, token: string): PaymentApi {
  const url = `${origin}/api/v1/public/payments/${encodeURIComponent(token)}`;
  return {
    async read() {
      const response = await fetch(url);
      if (response.status === 404) return null;
      return ((await answered(response)) as { data: PublicPayment }).data;
    },
    async retry() {
      const response = await fetch(`${url}/retry`, { method: 'POST' });
      if (response.status === 409) return null;
      return ((await answered(response)) as { data: PaymentConfirmation }).data;
    },
  };
}

async function answered(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`the payment's call answered ${response.status}`);
  return response.json();
}
