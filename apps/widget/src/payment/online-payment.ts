import { buyerPaymentTexts } from '@vitrina/contracts/buyer-payment';
import type { OrderCreated } from '@vitrina/contracts/storefront';
import { h } from '../dom';

/**
 * Where the buyer pays for an order just sent, or for a new try of it: the provider's page, or
 * null when the provider could not be reached just now (the order is kept).
 */
export type PaymentConfirmation = NonNullable<OrderCreated['data']['payment']>;

/** What an order form does in a widget paid online: the one-product form's and the cart's. */
export interface OnlinePayment {
  /** The form's submit button. */
  sendText: string;
  /**
   * The buyer goes to the provider's page; without one, `shown` (what the widget says of the
   * order) says that paying is not possible now.
   */
  follow(payment: PaymentConfirmation, shown: HTMLElement): void;
}

export const onlinePayment: OnlinePayment = {
  sendText: buyerPaymentTexts.pay,
  follow({ confirmation_url: url }, shown) {
    if (url) location.assign(url);
    else shown.append(h('p', {}, buyerPaymentTexts.unavailable));
  },
};
