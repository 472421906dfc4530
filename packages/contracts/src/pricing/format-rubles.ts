import { CURRENCY, LOCALE } from '../limits';
import { parseAmount, type AmountInput } from './amount';

/** Shown in place of an amount that is not a valid number (spec §3). */
export const INVALID_AMOUNT_TEXT = '-';

// Kopecks only when there are some: '1 500 ₽' but '1 500,50 ₽'.
const rubles = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  trailingZeroDisplay: 'stripIfInteger',
});

// ICU releases differ on the ru-RU separators (U+00A0 or U+202F); settling on U+00A0 keeps the
// texts of the server, the console and the widget identical whatever engine runs them.
const NARROW_NO_BREAK_SPACE = /\u202F/g;
const NO_BREAK_SPACE = '\u00A0';

/** '1 234,50 ₽' with no-break spaces, or '-' for an invalid amount. */
export function formatRubles(value: AmountInput): string {
  const amount = parseAmount(value);
  if (amount === null) return INVALID_AMOUNT_TEXT;
  return rubles.format(amount).replace(NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE);
}
