import { storefrontProductSchema } from '@vitrina/contracts/storefront';
import { z } from 'zod';
import { answerSitePreflight, grantSiteOrigin } from '../../http/allowed-origin';
import { errorResponses } from '../../http/error-responses';
import { idParam } from '../../http/id-params';
import { limitPerIp } from '../../http/limit-per-ip';
import { CROSS_ORIGIN_RESOURCE } from '../../http/security-headers';
import { NotFoundError } from '../../errors/app-error';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { FeatureRoutes } from '../feature-routes';
import { publicReadHeaders, sendPublicAnswer } from './send-public-answer';
import type { StorefrontService } from './storefront.service';

const path = '/public/sites/:site_id/products/:product_id';
const params = z.object({ site_id: idParam, product_id: idParam });

/**
 * GET /api/v1/public/sites/{site_id}/products/{product_id}: what the widget's product view adds
 * to a card — every photo and the long text — for a product on sale in one of the site's
 * published showcases. Open to the pages of the site's confirmed domains alone (CORS), as the
 * showcases read; kept by the server, revalidated by browsers (ETag).
 */
export const productViewRoutes: FeatureRoutes<{
  storefront: StorefrontService;
  rateLimiter: RateLimiter;
}> = async (app, { storefront, rateLimiter }) => {
  const limit = limitPerIp(rateLimiter, 'productViewsPerIp');

  app.get(
    path,
    {
      onRequest: limit,
      config: CROSS_ORIGIN_RESOURCE,
      // As the showcases read: the answer comes compressed, and a view per click is no news.
      compress: false,
      decompress: false,
      logLevel: 'warn',
      schema: {
        summary: "A product's photos and text for the product view, to pages of the site",
        tags: ['public'],
        params,
        headers: publicReadHeaders,
        response: { 200: storefrontProductSchema, ...errorResponses(403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { site_id: siteId, product_id: productId } = request.params;
      // A refused page hears 403 whatever the product: nothing tells what a site sells.
      const { view } = await grantSiteOrigin(request.headers.origin, reply, () =>
        storefront.productOf(siteId, productId),
      );
      // Not on sale in a published showcase of the site, or no product of its merchant.
      if (!view) throw new NotFoundError();
      return sendPublicAnswer(reply, view, request.headers);
    },
  );

  app.options(path, { onRequest: limit, schema: { hide: true, params } }, async (request, reply) =>
    answerSitePreflight(request.headers.origin, reply, () =>
      storefront.showcasesOf(request.params.site_id),
    ),
  );
};
