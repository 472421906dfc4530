import { widgetListSchema } from '@vitrina/contracts/platform';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { WidgetListService } from './widget-list.service';

/** GET /platform/widgets: the widgets of every site of the shop, for the «Виджеты» screen. */
export const widgetListRoutes: FeatureRoutes<{ widgetList: WidgetListService }> = async (
  app,
  { widgetList },
) => {
  app.get(
    '/platform/widgets',
    {
      config: { access: 'widgets.read' },
      schema: {
        summary:
          'Every widget of the shop with its site, its publication, when its last order came ' +
          "and its views over the shop's last 7 days (today included), by site title",
        tags: ['platform'],
        security: bearerAuth,
        response: { 200: widgetListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await widgetList.list(request.shop.id) }),
  );
};
