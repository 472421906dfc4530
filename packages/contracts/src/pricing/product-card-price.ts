import type { DiscountType } from '../enums';
import { isBlankAmount, parseAmount, type AmountInput } from './amount';
import { discountLabel } from './discount-label';
import { formatDiscountedPrice } from './discounted-price';
import { formatRubles } from './format-rubles';

export const NO_PRICE_TEXT = 'Цена не указана';

/** The price of a product whose variants differ in price: the lowest, «от 1 200 ₽». */
export const fromPrice = (price: string) => `от ${price}`;

/** The price fields of a product, named as the API sends them. */
export interface ProductPriceFields {
  price: AmountInput;
  discount_value: AmountInput;
  discount_type: DiscountType;
}

/** The texts of a product card's price block (spec §2.7). */
export interface ProductCardPrice {
  /** What the buyer pays: the discounted price, the price, 'Цена не указана' or '-'. */
  price: string;
  /** The price before the discount, shown struck through; null when no discount applies. */
  oldPrice: string | null;
  /** '−10%' or '−150 ₽'; null when no discount applies. */
  discount: string | null;
}

const withoutDiscount = (price: string): ProductCardPrice => ({
  price,
  oldPrice: null,
  discount: null,
});

export function productCardPrice({
  price,
  discount_value,
  discount_type,
}: ProductPriceFields): ProductCardPrice {
  const amount = parseAmount(price);
  // A zero price means the merchant has not set one: the card must not offer the product for 0 ₽.
  if (isBlankAmount(price) || amount === 0) return withoutDiscount(NO_PRICE_TEXT);

  const discount = discountLabel(discount_value, discount_type);
  if (amount === null || discount === null) return withoutDiscount(formatRubles(amount));

  return {
    price: formatDiscountedPrice(amount, discount_value, discount_type),
    oldPrice: formatRubles(amount),
    discount,
  };
}
