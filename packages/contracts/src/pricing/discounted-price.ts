import type { DiscountType } from '../enums';
import { parseAmount, type AmountInput } from './amount';
import { formatRubles } from './format-rubles';

const toKopecks = (rubles: number) => Math.round(rubles * 100);

/**
 * The price minus the percent or minus the fixed ruble amount (spec §3), rounded to kopecks and
 * never below 0; null when the price or the discount is not a valid amount.
 */
export function discountedPrice(
  price: AmountInput,
  discountValue: AmountInput,
  discountType: DiscountType,
): number | null {
  const priceRubles = parseAmount(price);
  const discount = parseAmount(discountValue);
  if (priceRubles === null || discount === null) return null;

  const priceKopecks = toKopecks(priceRubles);
  const discountKopecks =
    discountType === 'PERCENT' ? (priceKopecks * discount) / 100 : toKopecks(discount);
  return Math.max(0, Math.round(priceKopecks - discountKopecks)) / 100;
}

/** The discounted price in rubles, or '-' when an input is not a valid amount. */
export function formatDiscountedPrice(
  price: AmountInput,
  discountValue: AmountInput,
  discountType: DiscountType,
): string {
  return formatRubles(discountedPrice(price, discountValue, discountType));
}
