import { storefrontShowcasesSchema } from '@vitrina/contracts/storefront';
import { answerSitePreflight, grantSiteOrigin } from '../../http/allowed-origin';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { limitPerIp } from '../../http/limit-per-ip';
import { CROSS_ORIGIN_RESOURCE } from '../../http/security-headers';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { FeatureRoutes } from '../feature-routes';
import { publicReadHeaders, sendPublicAnswer } from './send-public-answer';
import type { StorefrontService } from './storefront.service';

const tags = ['public'];
const path = '/public/sites/:id/showcases';

/**
 * GET /api/v1/public/sites/{id}/showcases: no authentication; only pages on the site's confirmed
 * domains may read it (CORS); the server keeps an answer, browsers revalidate it (ETag).
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
        headers: publicReadHeaders,
        response: { 200: storefrontShowcasesSchema, ...errorResponses(403, 422, 429) },
      },
    },
    async (request, reply) => {
      const site = await grantSiteOrigin(request.headers.origin, reply, () =>
        storefront.showcasesOf(request.params.id),
      );
      return sendPublicAnswer(reply, site, request.headers);
    },
  );

  app.options(
    path,
    {
      onRequest: limitPerIp(rateLimiter, 'showcasesPerIp'),
      schema: { hide: true, params: idParamsSchema },
    },
    async (request, reply) =>
      answerSitePreflight(request.headers.origin, reply, () =>
        storefront.showcasesOf(request.params.id),
      ),
  );
};
