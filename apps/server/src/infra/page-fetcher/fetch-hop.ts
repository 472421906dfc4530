import type { IncomingMessage } from 'node:http';
import type { Destination } from './check-destination';
import { openResponse } from './open-response';
import { PageFetchError } from './page-fetcher';
import { readCappedBody } from './read-capped-body';

/** One request of a fetch: either the page, or where it redirects to (not yet checked). */
export type HopOutcome = { kind: 'page'; body: Buffer } | { kind: 'redirect'; location: URL };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export async function fetchHop(
  url: URL,
  destination: Destination,
  signal: AbortSignal,
  maxBodyBytes: number,
): Promise<HopOutcome> {
  const response = await openResponse(url, destination.address, destination.port, signal);
  try {
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      return { kind: 'redirect', location: redirectTarget(response, url, status) };
    }
    if (status < 200 || status > 299) throw new PageFetchError('HTTP_STATUS', status);
    return { kind: 'page', body: await readCappedBody(response, maxBodyBytes) };
  } finally {
    // Whatever was read, the socket goes now: nothing of the fetch outlives it.
    response.destroy();
  }
}

/** The Location, relative to the current URL; a redirect without a usable one is final. */
function redirectTarget(response: IncomingMessage, base: URL, status: number): URL {
  const location = response.headers.location;
  if (location === undefined || !URL.canParse(location, base)) {
    throw new PageFetchError('HTTP_STATUS', status);
  }
  return new URL(location, base);
}
