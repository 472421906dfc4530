import type { DiscountType } from '../enums';
import { PRODUCT_LIMITS } from '../limits';
import { messages } from '../messages';

/**
 * What is wrong with a discount for this price, or null when it is allowed: 0–100 for a
 * percentage, 0 up to the price for a fixed amount in rubles (spec §5).
 */
export function discountProblem(
  price: number | null,
  discountValue: number,
  discountType: DiscountType,
): string | null {
  if (discountValue < PRODUCT_LIMITS.discountMin) return messages.product.discountNegative;
  if (discountType === 'PERCENT') {
    return discountValue > PRODUCT_LIMITS.discountPercentMax
      ? messages.product.discountPercentTooHigh
      : null;
  }
  const ceiling = price ?? 0;
  return discountValue > ceiling ? messages.product.discountRublesTooHigh(ceiling) : null;
}
