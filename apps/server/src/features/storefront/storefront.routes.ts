import { storefrontShowcasesSchema } from '@vitrina/contracts/storefront';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { grantSiteOrigin, PREFLIGHT_MAX_AGE_SECONDS } from '../../http/allowed-origin';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { limitPerIp } from '../../http/limit-per-ip';
import { CROSS_ORIGIN_RESOURCE } from '../../http/security-headers';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { FeatureRoutes } from '../feature-routes';
import { acceptedEncoding } from './encoded-body';
import type { SiteShowcases, StorefrontService } from './storefront.service';

const tags = ['public'];
const path = '/public/sites/:id/showcases';
/** Browsers and CDNs keep an answer a minute, then may serve it while they fetch a new one. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The answer with its ETag, compressed as the client accepts from the forms kept with it, or
 * 304 with no body when the browser holds that very answer.
 */
function sendShowcases(
  reply: FastifyReply,
  site: SiteShowcases,
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string },
) {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', site.etag)
    .header('vary', 'Origin, Accept-Encoding');
  if (headers['if-none-match'] === site.etag) return reply.code(304).send();
  const encoding = acceptedEncoding(headers['accept-encoding']);
  // With Content-Encoding set, the app's compression leaves the body as it is.
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(site.body[encoding ?? 'identity']);
}

/**
 * GET /api/v1/public/sites/{id}/showcases: no authentication; only pages on the site's confirmed
 * domains may read it (CORS), and an answer is kept by the server and by browsers (ETag).
 */
export const storefrontRoutes: FeatureRoutes<{
  storefront: StorefrontService;
  rateLimiter: RateLimiter;
}> = async (app, { storefront, rateLimiter }) => {
  app.get(
    path,
    {
      onRequest: limitPerIp(rateLimiter, 'showcasesPerIp'),
      // Read by pages of other origins, like the script itself.
      config: CROSS_ORIGIN_RESOURCE,
      // The answer comes compressed already, and a GET has no body: no hook of the app's
      // compression need run.
      compress: false,
      decompress: false,
      // One read per page view of every merchant's site: two lines at info each would drown the
      // log and cost more than the answer. Server failures are still logged, at error.
      logLevel: 'warn',
      schema: {
        summary: "A site's published showcases, for pages on its confirmed domains",
        tags,
        params: idParamsSchema,
        headers: z.object({
          origin: z.string().optional(),
          'if-none-match': z.string().optional(),
        }),
        response: { 200: storefrontShowcasesSchema, ...errorResponses(403, 422, 429) },
      },
    },
    async (request, reply) => {
      const site = await grantSiteOrigin(request.headers.origin, reply, () =>
        storefront.showcasesOf(request.params.id),
      );
      return sendShowcases(reply, site, request.headers);
    },
  );

  app.options(
    path,
    {
      onRequest: limitPerIp(rateLimiter, 'showcasesPerIp'),
      schema: { hide: true, params: idParamsSchema },
    },
    async (request, reply) => {
      await grantSiteOrigin(request.headers.origin, reply, () =>
        storefront.showcasesOf(request.params.id),
      );
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET')
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
        .send();
    },
  );
};
