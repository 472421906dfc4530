import { messages } from '@vitrina/contracts/messages';
import {
  discountedPrice,
  formatRubles,
  isPriceSeen,
  NO_PRICE_TEXT,
} from '@vitrina/contracts/pricing';
import type { CardPrice } from '@vitrina/contracts/storefront';
import type { CartLine } from './cart-lines';
import type { OrderLine } from './order-line';

type LinePrice = Pick<OrderLine, 'price' | 'discountValue' | 'discountType'>;

/** Rubles as a card writes them, the numeric column's text: '1990.00'. */
const cardAmount = (rubles: number) => rubles.toFixed(2);

/** The product's (or variant's) price fields as its card shows them today. */
function cardPriceOf({ price, discountValue, discountType }: LinePrice): CardPrice {
  return {
    price: price === null ? null : cardAmount(price),
    discount_value: cardAmount(discountValue),
    discount_type: discountType,
  };
}

/**
 * Nothing is ordered at a price the buyer did not see: a line whose unit price today is not the
 * one seen answers the card's price now, so the widget can show it and ask again; null when seen.
 */
export function priceChangeOf(line: CartLine) {
  const unitNow = discountedPrice(line.price, line.discountValue, line.discountType);
  if (isPriceSeen(line.unitPriceSeen, unitNow)) return null;
  const shown = unitNow === null ? NO_PRICE_TEXT.toLowerCase() : formatRubles(unitNow);
  return { detail: messages.order.priceChanged(shown), price_now: cardPriceOf(line) };
}
