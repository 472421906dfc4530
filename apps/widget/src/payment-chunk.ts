import { PAYMENT_RETURN_PARAM } from '@vitrina/contracts/buyer-payment';
import { loadOnce } from './load-once';
import type { PaymentModule } from './payment/payment-ui';

/** The payment chunk's file name, `widget-payment.<hash>.js`, written in by build.mjs. */
declare const __PAYMENT_FILE__: string;

/**
 * Imports the payment's chunk from Vitrina's origin, once a page: the order form of a widget
 * paid online, and the buyer back from paying; after a failed load the next use tries again.
 */
export const paymentChunk = (origin: string) =>
  loadOnce<PaymentModule>(() => import(`${origin}/${__PAYMENT_FILE__}`));

/**
 * The payment token the provider's return brought the buyer back with, taken out of the page's
 * address (the rest of it as it was, and the page's history state kept), so that reloading or
 * sharing the page does not show the payment again; null when the address holds none.
 */
export function takePaymentToken(): string | null {
  const token = new URLSearchParams(location.search).get(PAYMENT_RETURN_PARAM);
  if (token === null) return null;
  // Only its pair goes: URLSearchParams would write the others anew (`a b` as `a+b`).
  const search = location.search.replace(
    new RegExp(`([?&])${PAYMENT_RETURN_PARAM}(=[^&]*)?(&|$)`),
    (_, before: string, _value, after: string) => (after ? before : ''),
  );
  history.replaceState(history.state, '', location.pathname + search + location.hash);
  return token || null;
}
