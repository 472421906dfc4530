import type { FastifyReply } from 'fastify';
import { grantSiteOrigin, PREFLIGHT_MAX_AGE_SECONDS } from '../../http/allowed-origin';

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
