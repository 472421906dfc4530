import { DISCOUNT_TYPE_SYMBOLS, type DiscountType } from '../enums';
import { LOCALE } from '../limits';
import { parseAmount, type AmountInput } from './amount';
import { formatRubles } from './format-rubles';

const MINUS_SIGN = '\u2212';
const percentNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/**
 * '−10%' for a percent discount, '−150 ₽' for a ruble one (spec §2.7, the real minus sign and
 * the ruble format of formatRubles). Null when there is nothing to show: a zero discount, or a
 * value that is not a valid amount.
 */
export function discountLabel(value: AmountInput, type: DiscountType): string | null {
  const discount = parseAmount(value);
  if (discount === null || discount === 0) return null;
  return type === 'PERCENT'
    ? `${MINUS_SIGN}${percentNumber.format(discount)}${DISCOUNT_TYPE_SYMBOLS.PERCENT}`
    : `${MINUS_SIGN}${formatRubles(discount)}`;
}
