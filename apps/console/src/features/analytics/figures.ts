import { LOCALE } from '@vitrina/contracts/limits';

/** What a conversion shows when the step before it counted nothing. */
export const NO_CONVERSION = '—';

const counts = new Intl.NumberFormat(LOCALE);
const percents = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** '12 345', with the locale's spaces. */
export const formatCount = (count: number) => counts.format(count);

/** The share of `whole` that went on to `part`, '12,5 %', or «—» when `whole` is zero. */
export const conversion = (part: number, whole: number) =>
  whole > 0 ? percents.format(part / whole) : NO_CONVERSION;
