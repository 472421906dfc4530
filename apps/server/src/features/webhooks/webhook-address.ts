import { webhookMessages as texts } from '@vitrina/contracts/webhooks';
import { AppError } from '../../errors/app-error';
import {
  PageFetchError,
  type PageFetchRefusal,
  type PageFetcher,
} from '../../infra/page-fetcher/page-fetcher';

/** A refused address, in the shape a payload the schema refuses gets. */
export const urlRefused = (message: string) =>
  new AppError('UNPROCESSABLE', message, { errors: [{ field: 'url', message }] });

/** What the merchant reads when the guarded fetcher would not reach the address. */
const REFUSALS: Partial<Record<PageFetchRefusal, string>> = {
  SCHEME: texts.urlInvalid,
  ADDRESS: texts.urlPrivate,
  PORT: texts.urlPort,
};

export interface AddressRules {
  fetcher: Pick<PageFetcher, 'checkAddress'>;
  /** Plain http too: only where private addresses are fetched (ALLOW_PRIVATE_FETCH, tests). */
  allowPlainHttp: boolean;
}

/**
 * The address as it will be kept, once it is https and the guarded fetcher would reach it: its
 * name resolves, and to public addresses only, on the web port. Each try checks it again.
 */
export async function checkedAddress(typed: string, rules: AddressRules): Promise<string> {
  const url = new URL(typed);
  if (url.protocol !== 'https:' && !rules.allowPlainHttp) throw urlRefused(texts.urlNotHttps);
  await rules.fetcher.checkAddress(url).catch((error: unknown) => {
    if (!(error instanceof PageFetchError)) throw error;
    throw urlRefused(REFUSALS[error.reason] ?? texts.urlUnresolved);
  });
  return url.href;
}
