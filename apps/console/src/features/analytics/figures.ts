import { LOCALE } from '@vitrina/contracts/limits';

/** What a conversion shows when the step before it counted nothing. */
export const NO_CONVERSION = '—';

const percents = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** The share of `whole` that went on to `part`, '12,5 %', or «—» when `whole` is zero. */
export const conversion = (part: number, whole: number) =>
  whole > 0 ? percents.format(part / whole) : NO_CONVERSION;
