/** A price or discount as it arrives: a JSON number, a form or numeric-column string, or nothing. */
export type AmountInput = number | string | null | undefined;

export function isBlankAmount(value: AmountInput): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** The amount as a number, or null when it is blank, not a finite number, or negative. */
export function parseAmount(value: AmountInput): number | null {
  if (isBlankAmount(value)) return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}
