/**
 * Russian number texts without Intl: the widget draws its first card before a page has made any
 * Intl formatter, and making the first one loads the engine's locale data (12–90 ms measured on a
 * merchant's page). The rules are ru-RU's as ICU applies them: digits grouped by three with
 * U+00A0 from four digits on, a decimal comma, rounding half away from zero on the number's
 * shortest decimal text (1.005 → 1,01, as ICU does, not 1,00 as binary arithmetic would).
 * decimal-text.test.ts holds them equal to Intl.NumberFormat over 600 000 amounts.
 */

const NO_BREAK_SPACE = '\u00A0';

/**
 * A non-negative finite number rounded half away from zero to `places` (≥ 1) decimals, as its
 * digits before and after the point. The shortest text's digits, scaled to one place more than
 * kept as an exact integer: the last is the rounding digit, whatever follows it cannot matter.
 */
function rounded(value: number, places: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const shift = Number(exponent) - tail.length + places + 1;
  const digits = BigInt(head + tail);
  const scaled = shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
  const text = String((scaled + 5n) / 10n).padStart(places + 1, '0');
  return { whole: text.slice(0, -places), fraction: text.slice(-places) };
}

/** '1234567' → '1 234 567' with no-break spaces. */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);

/**
 * A non-negative number with two decimals, or none when both are zero: '1 500', '1 500,50'
 * (Intl's `trailingZeroDisplay: 'stripIfInteger'`).
 */
export function amountText(value: number): string {
  const { whole, fraction } = rounded(value, 2);
  return fraction === '00' ? grouped(whole) : `${grouped(whole)},${fraction}`;
}

/** A non-negative number with at most two decimals, trailing zeros dropped: '12,5', '1 000'. */
export function shortDecimalText(value: number): string {
  const { whole, fraction } = rounded(value, 2);
  const shown = fraction.replace(/0+$/, '');
  return shown ? `${grouped(whole)},${shown}` : grouped(whole);
}
