import { messages } from '@vitrina/contracts/messages';
import {
  discountedPrice,
  formatRubles,
  isPriceSeen,
  NO_PRICE_TEXT,
} from '@vitrina/contracts/pricing';
import type { CardPrice } from '@vitrina/contracts/storefront';
import { AppError } from '../../errors/app-error';
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
 * Nothing is ordered at a price the buyer did not see: another unit price than today's is a 409
 * with the card's price now, so the form can show it and ask again.
 */
export function checkPriceSeen(product: LinePrice, seen: number | null): void {
  const unitNow = discountedPrice(product.price, product.discountValue, product.discountType);
  if (isPriceSeen(seen, unitNow)) return;
  const shown = unitNow === null ? NO_PRICE_TEXT.toLowerCase() : formatRubles(unitNow);
  throw new AppError('CONFLICT', messages.order.priceChanged(shown), {
    price_now: cardPriceOf(product),
  });
}
