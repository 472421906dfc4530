import type { DiscountType } from '../enums';
import type { AmountInput } from './amount';
import { discountedPrice } from './discounted-price';

/** What an order line costs: the discounted unit price times the quantity, in rubles. */
export interface OrderTotal {
  unitPrice: number;
  total: number;
}

/** Rubles added up in whole kopecks, so no float drift; null when none is given (no price). */
export function sumRubles(amounts: (number | null)[]): number | null {
  const given = amounts.filter((amount) => amount !== null);
  if (given.length === 0) return null;
  return given.reduce((kopecks, amount) => kopecks + Math.round(amount * 100), 0) / 100;
}

/** The line's unit price and total, rounded to kopecks; null when the product had no price. */
export function orderTotal(
  price: AmountInput,
  discountValue: AmountInput,
  discountType: DiscountType,
  quantity: number,
): OrderTotal | null {
  const unitPrice = discountedPrice(price, discountValue, discountType);
  if (unitPrice === null) return null;
  return { unitPrice, total: Math.round(unitPrice * quantity * 100) / 100 };
}

/**
 * Whether the unit price a buyer saw is the one an order would charge now, to the kopeck; a
 * product without a price matches only a buyer who saw none.
 */
export function isPriceSeen(seen: number | null, unitPrice: number | null): boolean {
  if (seen === null || unitPrice === null) return seen === unitPrice;
  return Math.round(seen * 100) === Math.round(unitPrice * 100);
}
