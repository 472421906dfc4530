import { ORDER_FIELD_RULES, type OrderFormFields } from '@vitrina/contracts/order-form';
import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import { formatPhone, normalizePhone } from '@vitrina/contracts/phone';
import { discountedPrice, formatRubles, orderTotal, parseAmount } from '@vitrina/contracts/pricing';
import type { CardPrice } from '@vitrina/contracts/storefront';
import { h } from './dom';

/** The unit price the buyer sees on the card, as the order sends it (`unit_price_seen`). */
export function unitPriceSeen({ price, discount_value, discount_type }: CardPrice): number | null {
  return discountedPrice(price, discount_value, discount_type);
}

/**
 * «2 × 1 350 ₽ = 2 700 ₽» for `quantity` at the card's price; empty for a product without a
 * price (the card says «Цена не указана») or a quantity the form would refuse.
 */
export function runningTotal(price: CardPrice, quantity: number): string {
  const line = parseAmount(price.price)
    ? orderTotal(price.price, price.discount_value, price.discount_type, quantity)
    : null;
  if (!line || ORDER_FIELD_RULES.quantity(quantity)) return '';
  return buyerOrderTexts.quantityTotal(
    quantity,
    formatRubles(line.unitPrice),
    formatRubles(line.total),
  );
}

/**
 * What the dialog says once the order is in: its number, its total (none without a price), what
 * happens next (the widget's `next` text, or how the merchant will reach the buyer), and the
 * letter when the buyer gave an e-mail.
 */
export function confirmation(
  number: number,
  total: number | null,
  filled: OrderFormFields,
  next: string | null | undefined,
): HTMLElement {
  const email = filled.email.trim();
  return h(
    'div',
    { class: 'body', role: 'status' },
    h('p', { class: 'sent' }, buyerOrderTexts.sent(number)),
    total !== null && h('p', {}, buyerOrderTexts.sentTotal(formatRubles(total))),
    h(
      'p',
      { class: 'next' },
      next || buyerOrderTexts.sentNext(formatPhone(normalizePhone(filled.phone) ?? filled.phone)),
    ),
    email && h('p', {}, buyerOrderTexts.sentLetter(email)),
  );
}
