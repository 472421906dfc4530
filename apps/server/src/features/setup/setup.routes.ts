import { setupSchema } from '@vitrina/contracts/setup';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { SetupService } from './setup.service';

/** GET /setup: which steps to the first order the merchant has taken, for the home dashboard. */
export const setupRoutes: FeatureRoutes<{ setup: SetupService }> = async (app, { setup }) => {
  app.get(
    '/setup',
    {
      config: { access: 'shop.read' },
      schema: {
        summary:
          'The setup checklist: a site, a confirmed domain, a product, a widget with content, ' +
          'a confirmed service, a published widget, an order — each done or not, with the site ' +
          'and the widget to link to',
        tags: ['setup'],
        security: bearerAuth,
        response: { 200: setupSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await setup.checklist(request.shop.id) }),
  );
};
