import { VERIFICATION_FETCH_LIMITS } from '@vitrina/contracts/limits';
import type { AddressPolicy } from './address-policy';
import { checkDestination } from './check-destination';
import { startDeadline } from './deadline';
import { fetchHop } from './fetch-hop';
import { type FetchedFile, PageFetchError, type PageFetcher } from './page-fetcher';
import { postOnce } from './post-once';
import { type Resolver, systemResolver } from './resolve-address';

export interface PageFetchLimits {
  maxRedirects: number;
  timeoutMs: number;
  maxBodyBytes: number;
}

export interface PageFetcherOptions {
  /** publicInternetPolicy in production, anyAddressPolicy under ALLOW_PRIVATE_FETCH=1. */
  policy: AddressPolicy;
  resolve?: Resolver;
  limits?: PageFetchLimits;
}

/**
 * The guarded fetcher for merchant-supplied URLs: every hop is checked (scheme, address of
 * the literal or of every DNS answer, port) before it connects, and connects to the very
 * address that was checked.
 */
export function createPageFetcher({
  policy,
  resolve = systemResolver,
  limits = VERIFICATION_FETCH_LIMITS,
}: PageFetcherOptions): PageFetcher {
  async function followRedirects(
    start: URL,
    signal: AbortSignal,
    maxBodyBytes: number,
  ): Promise<FetchedFile> {
    let url = start;
    // The first request plus at most maxRedirects followed ones.
    for (let request = 0; request <= limits.maxRedirects; request += 1) {
      const destination = await checkDestination(url, policy, resolve, signal);
      const outcome = await fetchHop(url, destination, signal, maxBodyBytes);
      if (outcome.kind === 'page') return { url, bytes: outcome.body };
      url = outcome.location;
    }
    throw new PageFetchError('TOO_MANY_REDIRECTS');
  }

  /** `work` under its own deadline, its failures made refusals. */
  async function within<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>) {
    const deadline = startDeadline(timeoutMs);
    try {
      return await work(deadline.signal);
    } catch (error) {
      throw asPageFetchError(error, deadline.signal);
    } finally {
      deadline.stop();
    }
  }

  const fetchWithin = (url: URL, timeoutMs: number, maxBodyBytes: number) =>
    within(timeoutMs, (signal) => followRedirects(url, signal, maxBodyBytes));

  return {
    async fetchPage(url) {
      const fetched = await fetchWithin(url, limits.timeoutMs, limits.maxBodyBytes);
      return { url: fetched.url, body: new TextDecoder('utf-8').decode(fetched.bytes) };
    },
    fetchFile: (url, fileLimits) => fetchWithin(url, fileLimits.timeoutMs, fileLimits.maxBytes),
    async checkAddress(url) {
      await within(limits.timeoutMs, (signal) => checkDestination(url, policy, resolve, signal));
    },
    post: (url, request) =>
      within(request.timeoutMs, async (signal) => {
        const destination = await checkDestination(url, policy, resolve, signal);
        return postOnce(url, destination, signal, request);
      }),
  };
}

/** Refusals pass through; any other failure is the network, or the deadline tearing it down. */
function asPageFetchError(error: unknown, signal: AbortSignal): PageFetchError {
  if (error instanceof PageFetchError) return error;
  return new PageFetchError(signal.aborted ? 'TIMEOUT' : 'UNREACHABLE');
}
