// The payment's chunk (widget-payment.<hash>.js): what widget.js and the cart's chunk import of
// online payment on first use, so neither carries the payment's words.
import { onlinePayment } from './online-payment';
import { showPaymentReturn } from './payment-return';

export interface PaymentModule {
  /** The order forms of a widget paid online: their button, and where a sent order goes. */
  onlinePayment: typeof onlinePayment;
  /** The buyer back from the provider's page, with the payment's token. */
  showPaymentReturn: typeof showPaymentReturn;
}

export { onlinePayment, showPaymentReturn };
