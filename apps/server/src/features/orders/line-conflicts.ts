import { messages } from '@vitrina/contracts/messages';
import type { LineConflict } from '@vitrina/contracts/storefront';
import { AppError } from '../../errors/app-error';
import type { CartLine } from './cart-lines';
import { stockShortNow } from './order-line';
import { priceChangeOf } from './price-seen';

/** A line's conflict, named by its place in the cart and what it orders. */
export const conflictOf = (
  line: CartLine,
  facts: Omit<LineConflict, 'line' | 'product_id' | 'variant_id'>,
): LineConflict => ({
  line: line.index,
  product_id: line.productId,
  variant_id: line.variantId,
  ...facts,
});

/**
 * What is wrong with a line as sent, read before the order is made: its price is not the one the
 * buyer saw, or fewer are left than it asks (or both: the price speaks, both figures go), so the
 * buyer mends the whole cart at once; null when nothing is.
 */
export function lineConflictOf(line: CartLine): LineConflict | null {
  const price = priceChangeOf(line);
  const short = stockShortNow(line, line.quantity);
  if (!price && !short) return null;
  return conflictOf(line, {
    detail: (price ?? short)!.detail,
    ...(price && { price_now: price.price_now }),
    ...(short && { stock_left: short.left }),
  });
}

/**
 * One 409 for every line that cannot be served as sent. A cart of one answers in its line's
 * words; the first line's price now or stock left also stands at the top, where a one-product
 * widget reads it.
 */
export function linesConflict(cartSize: number, conflicts: LineConflict[]): AppError {
  const [first] = conflicts as [LineConflict, ...LineConflict[]];
  const detail = cartSize === 1 ? first.detail : messages.order.linesConflict;
  return new AppError('CONFLICT', detail, {
    ...(first.price_now && { price_now: first.price_now }),
    ...(first.stock_left !== undefined && { stock_left: first.stock_left }),
    lines: conflicts,
  });
}
