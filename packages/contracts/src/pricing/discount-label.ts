import { DISCOUNT_TYPE_SYMBOLS, type DiscountType } from '../enums';
import { parseAmount, type AmountInput } from './amount';
import { shortDecimalText } from './decimal-text';
import { formatRubles } from './format-rubles';

const MINUS_SIGN = '\u2212';

/**
 * '−10%' for a percent discount, '−150 ₽' for a ruble one (spec §2.7, the real minus sign and
 * the ruble format of formatRubles). Null when there is nothing to show: a zero discount, or a
 * value that is not a valid amount.
 */
export function discountLabel(value: AmountInput, type: DiscountType): string | null {
  const discount = parseAmount(value);
  if (discount === null || discount === 0) return null;
  return type === 'PERCENT'
    ? `${MINUS_SIGN}${shortDecimalText(discount)}${DISCOUNT_TYPE_SYMBOLS.PERCENT}`
    : `${MINUS_SIGN}${formatRubles(discount)}`;
}
