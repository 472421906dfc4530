import { randomBytes } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import type { Domain } from '@vitrina/contracts/platform';
import { messages } from '@vitrina/contracts/messages';
import type { DomainRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import { normalizeDomain, type DomainName } from './domain-name';
import { CONFIRMED_DOMAIN, SAME_SHOP_DOMAIN } from './domains.repository';

/** 192 random bits, URL-safe: the code a merchant places on a page of the domain. */
export const newVerificationCode = () => randomBytes(24).toString('base64url');

export const domainTaken = () => new AppError('BAD_REQUEST', messages.site.domainTaken);

/** The domain the merchant typed, normalized, or 422. */
export function parseDomain(input: string): DomainName {
  const name = normalizeDomain(input);
  if (!name) throw new AppError('UNPROCESSABLE', messages.site.domainInvalid);
  return name;
}

/**
 * Runs a write that claims or confirms domains; a unique index it breaks (the merchant's own
 * repeated domain, or one confirmed meanwhile by someone else) is the 400 of a taken domain,
 * so a race never ends in a 500.
 */
export async function translateTakenDomain<Result>(write: () => Promise<Result>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SAME_SHOP_DOMAIN) || isUniqueViolation(error, CONFIRMED_DOMAIN)) {
      throw domainTaken();
    }
    throw error;
  }
}

/** The API's domain: stored in ASCII, answered in Unicode. */
export const toDomain = (row: DomainRow): Domain => ({
  id: row.id,
  link_domain: domainToUnicode(row.domain),
  is_confirmed: row.isConfirmed,
  code_confirmed: row.codeConfirmed,
});
