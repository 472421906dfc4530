import { showcaseContentSchema, widgetSchema } from '@vitrina/contracts/platform';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { ShowcasesService } from './showcases.service';

export const showcasesRoutes: FeatureRoutes<{ showcases: ShowcasesService }> = async (
  app,
  { showcases },
) => {
  app.put(
    '/platform/showcase/:identifier/content',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary: 'Choose the collections and categories a showcase shows; answers its widget',
        tags: ['platform'],
        security: bearerAuth,
        params: z.object({ identifier: z.uuid() }),
        body: showcaseContentSchema,
        response: {
          200: z.object({ data: widgetSchema }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request) => ({
      data: await showcases.setContent(
        request.shop.id,
        request.params.identifier,
        request.body.ids,
      ),
    }),
  );
};
