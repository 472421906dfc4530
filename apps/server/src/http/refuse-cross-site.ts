import { messages } from '@vitrina/contracts/messages';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Sec-Fetch-Site values of the console's own pages (`same-origin`) and of the user's own
 * navigation (`none`). `same-site` is refused too: a sibling subdomain is not the console.
 */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function isFromOwnPages(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  // Browsers set it and pages cannot forge it, so it decides whenever it is there.
  if (fetchSite !== undefined)
    return typeof fetchSite === 'string' && OWN_FETCH_SITES.has(fetchSite);
  // Older browsers: Origin, on every cross-site POST. Without either header, no browser sent it.
  const origin = request.headers.origin?.toLowerCase();
  if (origin === undefined) return true;
  const ownHost = `${request.protocol}://${request.host}`.toLowerCase();
  return origin === publicOrigin || origin === ownHost;
}

/**
 * For account calls that set or use cookies (sign-in, sign-up, refresh, sign-out): a page of
 * another site must not sign the browser into an attacker's account, nor out of its own. 403
 * before anything is read. The console's own origin is PUBLIC_URL's, or the Host the request
 * came to (a dev server or proxy forwarding the Host it was called by).
 */
export function refuseCrossSite(publicUrl: string): onRequestAsyncHookHandler {
  const publicOrigin = new URL(publicUrl).origin.toLowerCase();
  return async (request) => {
    if (!isFromOwnPages(request, publicOrigin)) {
      throw new AppError('FORBIDDEN', messages.auth.crossSiteRefused);
    }
  };
}
