import { VERIFICATION_COMMENT_LABEL } from '@vitrina/contracts/embedding';
import { messages } from '@vitrina/contracts/messages';
import { AppError } from '../../errors/app-error';
import {
  PageFetchError,
  type FetchedPage,
  type PageFetcher,
  type PageFetchRefusal,
} from '../../infra/page-fetcher/page-fetcher';
import { normalizeHostname } from './domain-name';

const ALLOWED_SCHEMES = new Set(['http:', 'https:']);

/** The detail a merchant reads for each reason the fetcher gave up on their page. */
const DETAIL_BY_REFUSAL: Record<PageFetchRefusal, (status?: number) => string> = {
  SCHEME: () => messages.verification.schemeNotAllowed,
  PORT: () => messages.verification.portNotAllowed,
  ADDRESS: () => messages.verification.addressNotAllowed,
  UNREACHABLE: () => messages.verification.unreachable,
  TIMEOUT: () => messages.verification.timeout,
  TOO_MANY_REDIRECTS: () => messages.verification.tooManyRedirects,
  HTTP_STATUS: (status) => messages.verification.httpError(status ?? 0),
  TOO_LARGE: () => messages.verification.tooLarge,
};

export const fetchRefused = (error: PageFetchError) =>
  new AppError('BAD_REQUEST', DETAIL_BY_REFUSAL[error.reason](error.status));

/** The page at `url`, or a 400 saying in Russian why it could not be fetched. */
export async function fetchMerchantPage(pageFetcher: PageFetcher, url: URL): Promise<FetchedPage> {
  try {
    return await pageFetcher.fetchPage(url);
  } catch (error) {
    if (error instanceof PageFetchError) throw fetchRefused(error);
    throw error;
  }
}

const linkInvalid = () => new AppError('UNPROCESSABLE', messages.verification.linkInvalid);

/** The link the merchant typed, as an absolute http(s) URL without credentials, or 422. */
export function parsePageLink(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw linkInvalid();
  }
  // A public page needs no password, and none should travel with the check.
  if (url.username !== '' || url.password !== '') throw linkInvalid();
  if (!ALLOWED_SCHEMES.has(url.protocol)) {
    throw new AppError('UNPROCESSABLE', messages.verification.schemeNotAllowed);
  }
  return url;
}

/**
 * Only a page of the domain itself proves ownership (`www.` aside): subdomains are often
 * handed to others (a hosted blog, a platform's `shop.example.com` for each customer), so a
 * page there says nothing about who controls the domain.
 */
export function checkOnDomain(url: URL, domain: string) {
  if (normalizeHostname(url.hostname)?.ascii !== domain) {
    throw new AppError('BAD_REQUEST', messages.verification.hostMismatch);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The comment of verificationComment(code), spaced any way: `<!--vitrina-verification:CODE-->`. */
export function containsVerificationCode(body: string, code: string): boolean {
  const label = escapeRegExp(VERIFICATION_COMMENT_LABEL);
  return new RegExp(`<!--\\s*${label}\\s*:\\s*${escapeRegExp(code)}\\s*-->`, 'i').test(body);
}
