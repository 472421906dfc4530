import { messages } from '@vitrina/contracts/messages';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors/app-error';
import { boundedMemo } from '../shared/bounded-memo';
import { isSiteHost } from '../features/sites/site-origins.service';

/** How long a browser may reuse a preflight's answer of a call that pages of sites make. */
export const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** The host of a plain http(s) origin (as a browser sends it), or null. */
function hostOf(origin: string): string | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.origin === origin && ['http:', 'https:'].includes(url.protocol) ? url.hostname : null;
}

/**
 * Origins' hosts as parsed: every public read of a site's pages sends the same few origins, and
 * a URL parse costs more than the rest of the check.
 */
const memoHostOf = boundedMemo(1024, hostOf);

/**
 * The page's origin when its host is one of the site's confirmed domains or that domain's
 * `www.`; null for any other origin, a missing one, or one that is no plain http(s) origin.
 */
export function allowedOrigin(origin: string | undefined, domains: string[]): string | null {
  const host = origin ? memoHostOf(origin) : null;
  return host !== null && isSiteHost(host, domains) ? origin! : null;
}

/**
 * The site `load` reads, once the page's origin may call about it: CORS allows that origin. No
 * site, no confirmed domain and a foreign page get the same 403, nothing to tell apart.
 */
export async function grantSiteOrigin<Site extends { domains: string[] }>(
  origin: string | undefined,
  reply: FastifyReply,
  load: () => Promise<Site | null>,
): Promise<Site> {
  // Answers differ by origin (granted or refused): shared caches keep one per origin.
  reply.header('vary', 'Origin');
  const site = await load();
  const granted = site && allowedOrigin(origin, site.domains);
  if (!site || !granted) throw new AppError('FORBIDDEN', messages.order.showcaseNotFound);
  reply.header('access-control-allow-origin', granted);
  return site;
}

/**
 * A preflight of a site's public read, allowed to the same pages as the read (the site's
 * confirmed domains). The widget's reads are simple requests that need none; a browser that
 * asks anyway is answered.
 */
export async function answerSitePreflight(
  origin: string | undefined,
  reply: FastifyReply,
  loadSite: () => Promise<{ domains: string[] } | null>,
) {
  await grantSiteOrigin(origin, reply, loadSite);
  return reply
    .code(204)
    .header('access-control-allow-methods', 'GET')
    .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
    .send();
}
