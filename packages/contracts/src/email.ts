// The e-mail rule of spec §5. No zod here: the widget's order form may use it.
import { EMAIL_LIMITS } from './limits';

// RFC 5322 "dot-atom" local part: ASCII letters, digits and these symbols, dots only between them.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// One or more DNS labels, then an alphabetic top-level label.
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > EMAIL_LIMITS.maxLength) return false;
  const localPart = value.slice(0, at);
  const domain = value.slice(at + 1);
  return (
    localPart.length <= EMAIL_LIMITS.localPartMaxLength &&
    LOCAL_PART.test(localPart) &&
    DOMAIN.test(domain)
  );
}

/**
 * One spelling of a buyer's e-mail, as the shop's buyers and its blocked addresses keep it:
 * spaces around dropped, lower case; null when nothing is left.
 */
export function normalizeEmail(typed: string | null | undefined): string | null {
  return typed?.trim().toLowerCase() || null;
}
