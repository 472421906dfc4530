import { like, or, sql, type SQL } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { containsNormalised, containsPattern, escapeLike } from '../../db/text-search';

/** What a typed phone may hold: digits, a leading +, and the separators people put between. */
const TYPED_PHONE = /^\+?[\d\s()\-.]+$/;
/** Fewer digits than this would be found in nearly every phone. */
const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * The stored phones (+7XXXXXXXXXX) a typed piece of a phone matches: those holding its digits
 * («900 12», «+7 900»), and for a Russian number typed with its trunk 8 («8 900 12») those that
 * start with +7 and the rest. None when the term is no phone.
 */
function phoneCondition(term: string): SQL | undefined {
  if (!TYPED_PHONE.test(term)) return undefined;
  const digits = term.replace(/\D/g, '');
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return undefined;
  const withTrunk = !term.startsWith('+') && digits.startsWith('8');
  return or(
    like(customers.phone, containsPattern(digits)),
    withTrunk ? like(customers.phone, `+7${escapeLike(digits.slice(1))}%`) : undefined,
  );
}

/**
 * The shop's buyers a search finds: a piece of the name (letter case and ё/е aside, by its
 * trigram index), of the e-mail (stored in lower case), or of the phone's digits. A shop's
 * buyers are few beside its orders: the phone and e-mail are matched among them on the shop's
 * own rows.
 */
export function customerSearch(term: string): SQL {
  return or(
    containsNormalised(sql`${customers.name}`, term),
    like(customers.email, containsPattern(term.toLowerCase())),
    phoneCondition(term),
  )!;
}
