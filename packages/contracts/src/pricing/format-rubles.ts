import { parseAmount, type AmountInput } from './amount';
import { amountText } from './decimal-text';

/** Shown in place of an amount that is not a valid number (spec §3). */
export const INVALID_AMOUNT_TEXT = '-';

/**
 * '1 234,50 ₽' with no-break spaces (U+00A0, which ICU releases do not all agree on, so the
 * server's, the console's and the widget's texts are identical), or '-' for an invalid amount.
 * Kopecks only when there are some: '1 500 ₽' but '1 500,50 ₽'.
 */
export function formatRubles(value: AmountInput): string {
  const amount = parseAmount(value);
  if (amount === null) return INVALID_AMOUNT_TEXT;
  return `${amountText(amount)}\u00A0₽`;
}
