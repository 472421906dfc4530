// A buyer's phone number as typed in the widget's order form, reduced to one spelling. Plain code
// (no zod) so the widget checks the number before sending and the server stores the same value.

// Spaces, brackets, dashes and dots people put between digits.
const SEPARATORS = /[\s()\-.]/g;
const E164_DIGITS = /^[1-9]\d{7,14}$/;

/**
 * A Russian number in any usual spelling («8 (900) 123-45-67», «+7 900 1234567», «9001234567»)
 * becomes +7XXXXXXXXXX; another country's number written with its + stays in E.164; anything
 * else is null.
 */
export function normalizePhone(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, '');
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;

  if (digits.length === 11 && (digits[0] === '7' || (!international && digits[0] === '8'))) {
    return `+7${digits.slice(1)}`;
  }
  if (!international && digits.length === 10 && digits[0] === '9') return `+7${digits}`;
  // +7 is Russia and Kazakhstan: any other length is a typo, not a foreign number.
  if (!international || digits[0] === '7') return null;
  return E164_DIGITS.test(digits) ? `+${digits}` : null;
}

const RUSSIAN = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/;

/**
 * A stored phone as people write it: «+7 912 345-67-89» for a Russian number, another country's
 * E.164 as it is (its grouping differs by country), anything else untouched.
 */
export function formatPhone(phone: string): string {
  const parts = RUSSIAN.exec(phone);
  return parts ? `+7 ${parts[1]} ${parts[2]}-${parts[3]}-${parts[4]}` : phone;
}
