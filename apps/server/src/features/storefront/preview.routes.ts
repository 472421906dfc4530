import { storefrontShowcaseSchema } from '@vitrina/contracts/storefront';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { StorefrontService } from './storefront.service';

/**
 * GET /api/v1/platform/widget/{id}/preview: the style tab's preview, the widget as visitors would
 * see it once published. Signed in, so never cached (the scope answers `no-store`).
 */
export const previewRoutes: FeatureRoutes<{ storefront: StorefrontService }> = async (
  app,
  { storefront },
) => {
  app.get(
    '/platform/widget/:id/preview',
    {
      config: { access: 'widgets.read' },
      schema: {
        summary: "The widget's showcase from its current content and style, published or not",
        tags: ['platform'],
        security: bearerAuth,
        params: idParamsSchema,
        response: {
          200: z.object({ data: storefrontShowcaseSchema }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request) => ({
      data: await storefront.previewOf(request.shop.id, request.params.id),
    }),
  );
};
